/**
 * Issue 15: the dashboard of someone coming back (a stored session token) loads its code in the first
 * round of scripts: every script it runs is named in its HTML, none is discovered one round later.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { DEMO, login } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const firstSummary = (page: Page) => page.getByRole('article').first();

/** Signed in as a returning visitor: the session cookie and the stored token, before any script runs. */
async function returningPremiumUser(page: Page): Promise<void> {
  const token = await login(page.request, DEMO.premium, DEMO.password);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.token,
    token,
  ] as const);
}

test('every script of the dashboard is named in its HTML', async ({ page, request }) => {
  await returningPremiumUser(page);
  // The parts the first screen does not need are fetched when the browser is idle (issue 27.3): a
  // browser that is never idle shows what the first screen itself loads.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(firstSummary(page)).toBeVisible();
  const html = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const named = new Set(
    [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map((m) => m[1]),
  );
  const sameOrigin = scripts.filter((path) => path.startsWith('/assets/'));
  expect(sameOrigin.length).toBeGreaterThan(2);
  expect(sameOrigin.filter((path) => !named.has(path))).toEqual([]);
});

/**
 * Issue 15.1: with a stored token, the session check, user-info, current plan, page 1 and the prompt
 * all start before any of them answers. Each call is held until all five have been asked for: a call
 * that waited for another's answer would never start, and the page would never show a summary.
 */
test('a returning visitor’s dashboard makes its five calls in one round', async ({ page }) => {
  await returningPremiumUser(page);
  const expected = [
    '/check-website',
    '/api/user-info',
    '/api/subscription/current-plan',
    '/api/summaries',
    '/api/user-prompt',
  ];
  const asked = new Set<string>();
  /** For each call, when it was let through: how many of the five had been asked for by then. */
  const askedWhenReleased: number[] = [];
  let allAsked: () => void = () => {};
  const together = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  await page.route(
    (url) => expected.includes(url.pathname),
    async (route) => {
      asked.add(new URL(route.request().url()).pathname);
      if (asked.size === expected.length) allAsked();
      // Held back 10 s at most, so a page that waits for one call before the next still ends (and fails).
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      askedWhenReleased.push(asked.size);
      await route.continue();
    },
  );
  await page.goto('/dashboard');
  await expect(firstSummary(page)).toBeVisible({ timeout: 30_000 });
  expect([...asked].sort()).toEqual([...expected].sort());
  expect(askedWhenReleased.slice(0, expected.length)).toEqual(expected.map(() => expected.length));
});

test('a stale token still signs out: the dashboard’s calls are dropped, the person is told and sent to sign-in', async ({
  page,
}) => {
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'not-a-session'), [STORAGE_KEYS.token] as const);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByText(messages.auth.sessionEnded)).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true }),
  ).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
});
