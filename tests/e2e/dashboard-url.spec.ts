/**
 * The history's view lives in the address (issue 18, item 10; decision 198): a search and a page
 * survive a reload, Back and Forward move between the views applied, a shared link opens the same
 * view (through sign-in when signed out), and a broken or stale address is corrected in place.
 */
import type { Page } from '@playwright/test';
import { SUMMARIES_PAGE_SIZE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { DEMO, signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const d = messages.dashboard;
/** The demo Premium account is seeded with this many summaries (server/seed). */
const DEMO_SUMMARIES = 40;
/** A word most demo summaries hold: enough results for a second page. */
const WORD = 'the';

const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: d.searchLabel });
const firstCard = (page: Page) => page.getByRole('tabpanel').getByRole('article').first();
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.beforeEach(async ({ page }) => {
  // Read-only use of the shared demo account: nothing here changes its data.
  await signIn(page, DEMO.premium, DEMO.password);
  await expect(showing(page)).toHaveText(d.showing(1, SUMMARIES_PAGE_SIZE, DEMO_SUMMARIES));
});

test('a search and its page 2 survive a reload, Back and Forward, and open the same from a shared link', async ({
  page,
  browser,
  baseURL,
}) => {
  await searchBox(page).fill(WORD);
  await page.getByRole('button', { name: d.apply }).click();
  await expect(page).toHaveURL(`/dashboard?q=${WORD}`);
  const total = Number(((await showing(page).textContent()) ?? '').match(/of (\d+) results/)?.[1]);
  expect(total).toBeGreaterThan(SUMMARIES_PAGE_SIZE);
  await expect(showing(page)).toHaveText(d.showing(1, 10, total));
  const pageOneTitle = await firstCard(page).getAttribute('aria-label');

  await page.getByRole('button', { name: d.next }).click();
  await expect(page).toHaveURL(`/dashboard?q=${WORD}&page=2`);
  await expect(showing(page)).toHaveText(d.showing(11, 20, total));
  const pageTwoTitle = await firstCard(page).getAttribute('aria-label');

  // Reload: the same view, the search still in its box.
  await page.reload();
  await expect(showing(page)).toHaveText(d.showing(11, 20, total));
  await expect(firstCard(page)).toHaveAttribute('aria-label', pageTwoTitle ?? '');
  await expect(searchBox(page)).toHaveValue(WORD);

  // Back: page 1 of the search; Back again: the whole list; Forward: the search again.
  await page.goBack();
  await expect(page).toHaveURL(`/dashboard?q=${WORD}`);
  await expect(showing(page)).toHaveText(d.showing(1, 10, total));
  await expect(firstCard(page)).toHaveAttribute('aria-label', pageOneTitle ?? '');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(showing(page)).toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
  await expect(searchBox(page)).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(`/dashboard?q=${WORD}`);
  await expect(showing(page)).toHaveText(d.showing(1, 10, total));
  await expect(searchBox(page)).toHaveValue(WORD);

  // The link, shared with someone signed out: sign-in first, then the same view.
  const shared = `/dashboard?q=${WORD}&page=2`;
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(shared);
  await expect(other).toHaveURL(`/login?redirect=${encodeURIComponent(shared)}`);
  await other.getByLabel(messages.account.emailLabel).fill(DEMO.premium);
  await other.getByLabel(messages.account.passwordLabel).fill(DEMO.password);
  await other.getByRole('main').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  await expect(other).toHaveURL(shared);
  await expect(showing(other)).toHaveText(d.showing(11, 20, total));
  await expect(firstCard(other)).toHaveAttribute('aria-label', pageTwoTitle ?? '');
  await expect(searchBox(other)).toHaveValue(WORD);
  await fresh.close();
});

test('the tab is in the address too, and Back returns to the list', async ({ page }) => {
  await page.getByRole('tab', { name: d.tabPrompt }).click();
  await expect(page).toHaveURL('/dashboard?tab=prompt');
  await page.reload();
  await expect(page.getByRole('tab', { name: d.tabPrompt })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('tab', { name: d.tabSummaries })).toHaveAttribute('aria-selected', 'true');
  await expect(showing(page)).toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
});

test('a broken or stale address is corrected in place, not added to the history', async ({ page }) => {
  await page.goto('/dashboard?page=99999');
  const last = Math.ceil(DEMO_SUMMARIES / SUMMARIES_PAGE_SIZE);
  await expect(page).toHaveURL(`/dashboard?page=${last}`);
  await expect(showing(page)).toHaveText(d.showing(DEMO_SUMMARIES - 9, DEMO_SUMMARIES, DEMO_SUMMARIES));

  await page.goto(`/dashboard?page=-3&tab=nope&date=yesterday&q=${'x'.repeat(10_000)}`);
  await expect(page).toHaveURL('/dashboard');
  await expect(showing(page)).toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
  // Replaced, not pushed: Back leaves the corrected address for the one before it.
  await page.goBack();
  expect(path(page)).toBe(`/dashboard?page=${last}`);
});
