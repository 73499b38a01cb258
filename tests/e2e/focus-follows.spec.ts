/**
 * Issue 28.6, decision 283: focus follows the action, by keyboard, on a phone and on a wide screen.
 * "Keep annual billing" lands on the plan line; a signed-out session on the row in its place; "Stay
 * signed in" (or Escape) on the button that asked; a card's timestamps are one tab stop with the
 * arrows inside; the export's row hands the focus back to its button.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { login } from './support/api.ts';
import { apiSignIn, createVerifiedUser, makePremium, PASSWORD, siteHeaders, uniqueEmail } from './support/auth.ts';
import { dashboardLive, openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

const dashboard = messages.dashboard;
const settings = messages.settings;
const WIDTHS = [375, 1440] as const;

async function premiumAccount(page: Page, request: APIRequestContext, dataDir: string, tag: string) {
  const email = uniqueEmail(tag);
  await createVerifiedUser(request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  return { email, token };
}

/** The page is live: the server's first paint (decision 258), whose buttons wait for the script, is hydrated. */
async function live(page: Page): Promise<void> {
  await dashboardLive(page);
  await expect(page.getByRole('button', { name: dashboard.manageSubscription })).toBeEnabled();
}

async function switchTo(page: Page, token: string, interval: 'month' | 'year'): Promise<void> {
  const res = await page.request.post('/api/subscription/switch', { headers: siteHeaders(token), data: { interval } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const width of WIDTHS) {
  test(`${width} px: Keep annual billing puts the focus on the plan line that says so`, async ({
    page,
    request,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token } = await premiumAccount(page, request, dataDir, 'focus-undo-switch');
    // Annual at once, then back to monthly at the end of the paid year: a switch that can be undone.
    await switchTo(page, token, 'year');
    await switchTo(page, token, 'month');
    await page.reload();
    await live(page);
    const keep = page.getByRole('button', { name: messages.plans.undoSwitch });
    await expect(keep).toBeEnabled();
    await keep.focus();
    const undone = page.waitForResponse((r) => r.url().endsWith('/api/subscription/switch'));
    await page.keyboard.press('Enter');
    expect((await undone).status()).toBe(200);
    await expect(keep).toHaveCount(0);
    const planLine = page.locator('main div', { has: page.getByText(messages.plans.billedEvery('year')) }).last();
    await expect(planLine).toBeFocused();
    await expect(planLine).toContainText(dashboard.premiumPlan);
  });

  test(`${width} px: sign out of all devices asks in place; Stay signed in or Escape returns to its button`, async ({
    page,
    request,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('focus-logout-all');
    await createVerifiedUser(request, dataDir, email);
    await apiSignIn(page, email);
    await live(page);
    const opener = page.getByRole('button', { name: dashboard.logoutAll });
    const question = page.getByRole('region', { name: dashboard.logoutAllConfirmTitle });
    const stay = question.getByRole('button', { name: dashboard.logoutAllKeep });

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(question).toBeVisible();
    await expect(stay).toBeFocused();
    // The question stands in for the button that asked it.
    await expect(opener).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`${width} px: a signed-out session gives the focus to the row in its place, the others' sign-out to the list`, async ({
    page,
    request,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('focus-sessions');
    await createVerifiedUser(request, dataDir, email);
    // Two more sessions elsewhere (another API client), then this browser's.
    await login(request, email, PASSWORD);
    await login(request, email, PASSWORD);
    await apiSignIn(page, email);
    await page.goto('/account');
    const list = page.getByRole('list', { name: settings.sessionsSection });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    const endButtons = list.getByRole('button', { name: new RegExp(`^${settings.endSession} `) });
    await expect(endButtons).toHaveCount(2);

    // The first other session: the row after it (or the last row) takes the focus.
    const firstOther = await endButtons
      .first()
      .evaluate((button) => [...(button.closest('ul')?.children ?? [])].indexOf(button.closest('li') as Element));
    await endButtons.first().focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(2);
    const next = rows.nth(Math.min(firstOther, 1));
    await expect(next).toBeFocused();

    // The last other one, by "Sign out all other sessions": the list, this session alone, has the focus.
    const others = page.getByRole('button', { name: settings.endOthers });
    await others.focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(list).toBeFocused();
    await expect(rows.first()).toContainText(settings.thisSession);
  });

  test(`${width} px: a card's timestamps are one tab stop, the arrows move inside, Tab leaves`, async ({
    page,
    request,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token } = await premiumAccount(page, request, dataDir, 'focus-timestamps');
    const summary = JSON.stringify(
      ['0:00', '4:10', '12:34'].map((timestamp, i) => ({ timestamp, title: `Part ${i + 1}`, bullets: ['One point.'] })),
    );
    const saved = await page.request.post('/api/summaries', {
      headers: siteHeaders(token),
      data: { title: 'Three timestamps', video_id: 'dQw4w9WgXcQ', summary },
    });
    expect(saved.status()).toBe(201);

    // The server's first paint draws the same tab stops as the live page: the first, then none.
    await page.goto('/dashboard');
    await live(page);
    await openTab(page, dashboard.tabSummaries);
    const zoneCookie = async () => (await page.context().cookies()).find((c) => c.name === TIME_ZONE_COOKIE)?.value;
    await expect.poll(zoneCookie).toBeTruthy();
    const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('id="first-paint-snapshot"');
    expect([...html.matchAll(/data-timestamp="" tabindex="(-?\d)"/g)].map((m) => m[1])).toEqual(['0', '-1', '-1']);

    const card = page.getByRole('article', { name: 'Three timestamps' });
    const group = card.getByRole('group', { name: dashboard.timestampsGroup });
    const stamp = (t: string) => group.getByRole('link', { name: dashboard.watchFrom(t) });
    await expect(stamp('0:00')).toHaveAttribute('tabindex', '0');
    await expect(stamp('4:10')).toHaveAttribute('tabindex', '-1');
    await expect(stamp('12:34')).toHaveAttribute('tabindex', '-1');

    // Into the card by Tab from its video link: the first timestamp, then the arrows.
    await card.getByRole('link', { name: dashboard.youtubeVideoOf('Three timestamps') }).focus();
    await page.keyboard.press('Tab');
    await expect(stamp('0:00')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(stamp('4:10')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(stamp('12:34')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(stamp('12:34')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(stamp('0:00')).toBeFocused();
    await page.keyboard.press('End');
    await expect(stamp('12:34')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(stamp('4:10')).toBeFocused();

    // Tab leaves the group for the card's actions; Shift+Tab comes back to the timestamp last used.
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: messages.summaryActions.copy })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(stamp('4:10')).toBeFocused();
    await expect(stamp('0:00')).toHaveAttribute('tabindex', '-1');
  });

  test(`${width} px: the export's row takes the focus from its button and gives it back, cancelled or done`, async ({
    page,
    request,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token } = await premiumAccount(page, request, dataDir, 'focus-export');
    const saved = await page.request.post('/api/summaries', {
      headers: siteHeaders(token),
      data: { title: 'One to export', video_id: 'dQw4w9WgXcQ', summary: 'Short.' },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/account');
    const data = page.getByRole('region', { name: settings.dataSection });
    const start = data.getByRole('button', { name: messages.exporting.action });
    const cancel = data.getByRole('button', { name: messages.exporting.cancel });

    // Held on the way: Cancel has the focus; pressing it gives the focus back to the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/summaries\/export/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(start).toBeFocused();
    release();
    await page.unroute(/\/api\/summaries\/export/);

    // Done: the file is saved, and the focus is back on the button.
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await download;
    await expect(start).toBeFocused();
  });
}
