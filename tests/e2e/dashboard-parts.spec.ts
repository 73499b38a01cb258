/**
 * Issue 27: the dashboard's first data in one round, no call a Basic account's plan refuses (27.4), and
 * the parts the first screen does not need (New summary's dialog, the plan dialog, the export) loading
 * when idle or on first use, failing in place when the network is gone (27.3, decision 294).
 */
import type { Page, Request } from '@playwright/test';
import { STORAGE_KEYS, TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { DEMO, login } from './support/api.ts';
import { dashboardLive } from './support/dashboard.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

/** Signed in as a returning visitor: the session cookie and the stored token, before any script runs. */
async function returning(page: Page, email: string): Promise<void> {
  const token = await login(page.request, email, DEMO.password);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.token,
    token,
  ] as const);
}

/** Every API answer the page gets, as `status path`. */
function apiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) answers.push(`${r.status()} ${path}`);
  });
  return answers;
}

const NEW_SUMMARY_CHUNK = /\/assets\/NewSummaryPart-[^/]+\.js$/;
const EXPORT_CHUNK = /\/assets\/ExportPart-[^/]+\.js$/;
const EXPORT_CALL = /\/api\/summaries\/export/;

/** Holds every request `pattern` matches until `release` is called. */
async function hold(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

test('a Basic dashboard makes no call its plan refuses, and the invoices come with the first data', async ({
  page,
}) => {
  await returning(page, DEMO.basic);
  // A first visit learns the plan with its first data; from then on this browser knows it before the
  // session check answers (a returning visitor's calls start together with it).
  await page.goto('/dashboard');
  await expect(page.getByText(messages.dashboard.basicPlan)).toBeVisible({ timeout: 30_000 });
  const answers = apiAnswers(page);
  await page.reload();
  await expect(page.getByText(messages.dashboard.basicPlan)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(messages.plans.noInvoices)).toBeVisible();
  expect(answers.filter((a) => a.startsWith('403'))).toEqual([]);
  expect(answers.filter((a) => a.endsWith('/api/billing/invoices'))).toEqual([]);
  // The first data is the account's answer, unless the HTML carried it: a first paint's snapshot, which
  // the server read with the invoices, and which the page resumes from (decision 288).
  const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  expect(answers.includes('200 /api/user-info')).toBe(!html.includes('id="first-paint-snapshot"'));
});

test('a Premium dashboard shows its invoices without a second round', async ({ page }) => {
  await returning(page, DEMO.premium);
  const answers = apiAnswers(page);
  await page.goto('/dashboard');
  // A shared test machine can take its time: the page first, then what it shows.
  await expect(page.getByText(messages.dashboard.premiumPlan, { exact: true })).toBeVisible({ timeout: 30_000 });
  const billing = page.getByRole('region', { name: messages.plans.billingTitle });
  // Its invoices (or the words for none) are there with the page, never behind a spinner of their own.
  await expect(billing.locator('table, p').first()).toBeVisible();
  await expect(billing.getByRole('status', { name: messages.plans.invoicesLoading })).toHaveCount(0);
  expect(answers).toContain('200 /api/user-info');
  expect(answers.filter((a) => a.endsWith('/api/billing/invoices'))).toEqual([]);
});

test('New summary’s dialog is fetched when the browser is idle, before any press', async ({ page }) => {
  await returning(page, DEMO.premium);
  const fetched = page.waitForRequest((r: Request) => NEW_SUMMARY_CHUNK.test(new URL(r.url()).pathname));
  await page.goto('/dashboard');
  await fetched;
  await page.getByRole('button', { name: messages.newSummary.open }).click();
  await expect(page.getByRole('dialog', { name: messages.newSummary.title })).toBeVisible();
});

test('a part that cannot arrive fails in its place; the page keeps working and Try again brings it', async ({
  page,
}) => {
  await returning(page, DEMO.premium);
  await page.route(NEW_SUMMARY_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: messages.newSummary.open }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.dashboard.partFailed })).toBeVisible();
  // The rest of the page is untouched: the list and its tabs still answer.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('tab', { name: messages.dashboard.tabPrompt }).click();
  await expect(page.getByRole('tab', { name: messages.dashboard.tabPrompt })).toHaveAttribute('aria-selected', 'true');

  await page.unroute(NEW_SUMMARY_CHUNK);
  await page.getByRole('button', { name: messages.dashboard.retry }).click();
  await expect(page.getByRole('dialog', { name: messages.newSummary.title })).toBeVisible();
});

test('Export pressed before its part arrives starts when it does: Cancel takes the focus, the file is saved', async ({
  page,
}) => {
  await returning(page, DEMO.premium);
  // With the reader's time zone the server draws the page, its export button the stand-in's (decision 295).
  await page.context().addCookies([{ name: TIME_ZONE_COOKIE, value: 'UTC', url: siteOrigin() }]);
  // The part is held on its way (the idle prefetch asks for it too), and so is the export's answer.
  const part = await hold(page, EXPORT_CHUNK);
  const call = await hold(page, EXPORT_CALL);
  const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(messages.exporting.action);
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await dashboardLive(page);
  const start = page.getByRole('button', { name: messages.exporting.action });
  const cancel = page.getByRole('button', { name: messages.exporting.cancel });
  await start.focus();
  await page.keyboard.press('Enter');
  // The press is kept: the button stays where it is until the part arrives.
  await expect(start).toBeVisible();
  await expect(cancel).toHaveCount(0);
  part.release();
  await expect(cancel).toBeFocused();
  const download = page.waitForEvent('download');
  call.release();
  await download;
  await expect(start).toBeFocused();
});

test('an export part that cannot arrive fails in its place, and Try again starts the export', async ({ page }) => {
  await returning(page, DEMO.premium);
  await page.route(EXPORT_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await dashboardLive(page);
  await page.getByRole('button', { name: messages.exporting.action }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.dashboard.partFailed })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.unroute(EXPORT_CHUNK);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: messages.dashboard.retry }).click();
  await download;
});
