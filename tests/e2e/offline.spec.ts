/**
 * Issue 28.1: a lost connection never wipes the page. With the browser offline, and with the server
 * stopped, what is on screen stays, the page says what is wrong, the parts loaded on first use
 * (dialogs, the theme menu, Account settings) still open, and an action that could not be sent says
 * so and goes through when tried again with the connection back.
 */
import { type Page, request as playwrightRequest } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { login } from './support/api.ts';
import { startStack } from './support/stack.ts';
import { createVerifiedUser, makePremium, saveSummaries, PASSWORD, siteHeaders, uniqueEmail } from './support/auth.ts';
import { openPlanDialog, openTab, planCard, planDialog } from './support/dashboard.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

const TITLES = ['Offline first', 'Offline second'];
const card = messages.summaryActions;

/** A Premium account with two summaries, signed in on the dashboard. */
async function premiumWithSummaries(page: Page, dataDir: string, origin: string): Promise<void> {
  const email = uniqueEmail('offline');
  const api = await playwrightRequest.newContext({ baseURL: origin });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  await saveSummaries(api, token, TITLES);
  await api.dispose();
  // The session cookie lands in the page's own jar, from the server under test.
  const signedIn = await page.request.post(`${origin}/api/login`, {
    headers: siteHeaders(),
    data: { email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
}

/** The parts fetched ahead once the page is idle: the last of them in means all were asked for. */
async function openDashboardAndWaitForParts(page: Page, origin: string): Promise<void> {
  const fetchedAhead = ['ModalDialog', 'ThemeMenu', 'AccountPage', 'Toaster', 'PlanDialog'].map((name) =>
    page.waitForResponse((r) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(r.url())),
  );
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByRole('article', { name: TITLES[0] })).toBeVisible();
  await Promise.all(fetchedAhead);
}

const banner = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const crashPage = (page: Page) => page.getByRole('heading', { name: messages.crash.heading });

async function searchKeepsTheList(page: Page): Promise<void> {
  await page.getByRole('searchbox').fill('nothing like it');
  await page.getByRole('button', { name: messages.dashboard.apply }).click();
  await expect(page.getByText(messages.dashboard.summariesRefreshFailed)).toBeVisible();
  for (const title of TITLES) await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByText(messages.dashboard.summariesLoadFailed)).toHaveCount(0);
}

async function deleteFails(page: Page): Promise<void> {
  // A summary's Delete asks nothing (decision 272): the DELETE goes at once.
  await page.getByRole('article', { name: TITLES[0] }).getByRole('button', { name: card.delete, exact: true }).click();
  await expect(page.getByText(card.deleteFailed)).toBeVisible();
  await expect(page.getByRole('article', { name: TITLES[0] })).toBeVisible();
}

async function partsStillOpen(page: Page): Promise<void> {
  // The theme menu opens and works.
  await page
    .getByRole('button', { name: new RegExp(`^${messages.site.theme}`) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: messages.site.themeNames.dark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The plan dialog opens; its plans could not be loaded, said inside it (a call no answer came to).
  await openPlanDialog(page);
  await expect(planDialog(page).getByRole('alert').filter({ hasText: messages.connection.notReached })).toBeVisible();
  // Its words say "then try again": Try again asks again, and still offline, says so again (decision 292).
  await planDialog(page).getByRole('button', { name: messages.plans.retry }).click();
  await expect(planDialog(page).getByRole('alert').filter({ hasText: messages.connection.notReached })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(planDialog(page)).toBeHidden();
  // The prompt's save says it failed and keeps the text.
  await openTab(page, messages.dashboard.tabPrompt);
  const prompt = page.getByLabel(messages.dashboard.yourCustomPrompt);
  const mine = 'List every book the speaker mentions, with one line on each.';
  await prompt.fill(mine);
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await expect(page.getByText(messages.dashboard.promptSaveFailed)).toBeVisible();
  await expect(prompt).toHaveValue(mine);
  await expect(crashPage(page)).toHaveCount(0);
}

async function retriedGoThrough(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await expect(page.getByText(messages.dashboard.promptSaved)).toBeVisible();
  await openTab(page, messages.dashboard.tabSummaries);
  await page.getByRole('searchbox').fill('');
  await page.getByRole('button', { name: messages.dashboard.apply }).click();
  await expect(page.getByText(messages.dashboard.summariesRefreshFailed)).toHaveCount(0);
  // A summary's Delete asks nothing (decision 272): the DELETE goes at once.
  await page.getByRole('article', { name: TITLES[0] }).getByRole('button', { name: card.delete, exact: true }).click();
  await expect(page.getByRole('article', { name: TITLES[0] })).toHaveCount(0);
  await expect(page.getByRole('article', { name: TITLES[1] })).toBeVisible();
}

test('offline: the page stays, says so, and what could not be sent goes through once back online', async ({
  page,
  context,
  dataDir,
}) => {
  await premiumWithSummaries(page, dataDir, siteOrigin());
  await openDashboardAndWaitForParts(page, siteOrigin());
  await context.setOffline(true);
  await expect(banner(page, messages.connection.offlineTitle)).toContainText(messages.connection.whatHappens);

  await searchKeepsTheList(page);
  await deleteFails(page);
  await partsStillOpen(page);

  // Back online: the banner goes; the save and the delete, tried again, go through.
  await context.setOffline(false);
  await expect(banner(page, messages.connection.offlineTitle)).toHaveCount(0);
  await retriedGoThrough(page);

  // Account settings, opened offline, says its data did not load; the page is not replaced.
  await context.setOffline(true);
  await page.getByRole('link', { name: messages.site.accountSettings }).click();
  await expect(page.getByText(messages.settings.loadFailed)).toBeVisible();
  await expect(banner(page, messages.connection.offlineTitle)).toBeVisible();
  await expect(crashPage(page)).toHaveCount(0);
});

test('server stopped: the page stays, says the server cannot be reached, and what failed goes through once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stack = await startStack();
  try {
    await premiumWithSummaries(page, stack.dataDir, stack.baseURL);
    await openDashboardAndWaitForParts(page, stack.baseURL);
    await stack.stopServer();

    await searchKeepsTheList(page);
    await expect(banner(page, messages.connection.unreachableTitle)).toContainText(messages.connection.whatHappens);
    await deleteFails(page);
    await partsStillOpen(page);

    // The server is back: the save and the delete, tried again, go through, and the banner goes.
    await stack.startServer();
    await retriedGoThrough(page);
    await expect(banner(page, messages.connection.unreachableTitle)).toHaveCount(0);

    await stack.stopServer();
    await page.getByRole('link', { name: messages.site.accountSettings }).click();
    await expect(page.getByText(messages.settings.loadFailed)).toBeVisible();
    await expect(crashPage(page)).toHaveCount(0);
  } finally {
    await stack.stop();
  }
});

test('a dialog or page whose code does not arrive says so in its place, and Try again opens it', async ({
  page,
  dataDir,
}) => {
  await premiumWithSummaries(page, dataDir, siteOrigin());
  // The network drops exactly the chunks of the dialogs (the plan dialog's here) and of Account settings,
  // each until its Try again: the page fetches parts ahead when idle, and one that arrived is in.
  const lostDialog = /\/assets\/ModalDialog-[^/]*\.js$/;
  const lostAccount = /\/assets\/AccountPage-[^/]*\.js$/;
  await page.route(lostDialog, (route) => route.abort('internetdisconnected'));
  await page.route(lostAccount, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  const first = page.getByRole('article', { name: TITLES[0] });
  // A summary's Delete opens no dialog (decision 272): Manage Subscription's does.
  await page.getByRole('button', { name: messages.dashboard.manageSubscription }).click();
  const failed = page.getByRole('alert').filter({ hasText: messages.dashboard.partFailed });
  await expect(failed).toBeVisible();
  await expect(first).toBeVisible();
  await expect(crashPage(page)).toHaveCount(0);

  await page.unroute(lostDialog);
  await failed.getByRole('button', { name: messages.dashboard.retry }).click();
  await expect(planDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: messages.site.accountSettings }).click();
  await expect(failed).toBeVisible();
  await expect(crashPage(page)).toHaveCount(0);
  await page.unroute(lostAccount);
  await failed.getByRole('button', { name: messages.dashboard.retry }).click();
  await expect(page.getByRole('heading', { name: messages.settings.title, level: 1 })).toBeVisible();
});

test('offline: a plan change that could not be sent says so in the plan dialog, and goes through once back online', async ({
  page,
  context,
  dataDir,
}) => {
  await premiumWithSummaries(page, dataDir, siteOrigin());
  await page.goto('/dashboard');
  await openPlanDialog(page);
  const current = planCard(page, 'Premium');
  const ask = page.getByRole('dialog', { name: messages.plans.cancelConfirmTitle });
  await expect(current.getByRole('button', { name: messages.plans.cancelSubscription })).toBeVisible();

  await context.setOffline(true);
  await current.getByRole('button', { name: messages.plans.cancelSubscription }).click();
  await ask.getByRole('button', { name: messages.plans.confirmCancel }).click();
  await expect(planDialog(page).getByRole('alert')).toHaveText(messages.connection.notReached);
  await expect(current.getByText(messages.plans.cancelledBadge, { exact: true })).toHaveCount(0);
  await expect(crashPage(page)).toHaveCount(0);

  await context.setOffline(false);
  await current.getByRole('button', { name: messages.plans.cancelSubscription }).click();
  await ask.getByRole('button', { name: messages.plans.confirmCancel }).click();
  await expect(page.getByText(messages.plans.cancelled)).toBeVisible();
});

test('a toaster whose code does not arrive leaves the page as it is, not the root error page', async ({
  page,
  dataDir,
}) => {
  await premiumWithSummaries(page, dataDir, siteOrigin());
  await page.route(/\/assets\/Toaster-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await openTab(page, messages.dashboard.tabPrompt);
  const prompt = page.getByLabel(messages.dashboard.yourCustomPrompt);
  await prompt.fill('List every book the speaker mentions, with one line on each.');
  const toaster = page.waitForEvent('requestfailed', (r) => /\/Toaster-/.test(r.url()));
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await toaster;
  await expect(prompt).toBeVisible();
  await expect(crashPage(page)).toHaveCount(0);
});
