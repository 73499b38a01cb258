import type { Page } from '@playwright/test';
import { SUMMARIES_PAGE_SIZE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { DEMO, signIn } from './support/auth.ts';
import { dashboardLive } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

const d = messages.dashboard;
/** The demo Premium account is seeded with this many summaries (server/seed). */
const DEMO_SUMMARIES = 40;

/** Each summary is an article named by its title. */
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/);

async function chooseDate(page: Page, label: string): Promise<void> {
  await page.getByLabel(d.dateLabel, { exact: true }).selectOption({ label });
}

const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test.beforeEach(async ({ page }) => {
  // Read-only use of the shared demo account: nothing here changes its data.
  await signIn(page, DEMO.premium, DEMO.password);
  await expect(page.getByText(d.premiumPlan, { exact: true })).toBeVisible();
});

test('pages through the history', async ({ page }) => {
  await expect(showing(page)).toHaveText(d.showing(1, SUMMARIES_PAGE_SIZE, DEMO_SUMMARIES));
  await expect(cards(page)).toHaveCount(SUMMARIES_PAGE_SIZE);
  await expect(page.getByRole('button', { name: d.previous })).toBeDisabled();
  await page.getByRole('button', { name: d.next }).click();
  await expect(showing(page)).toHaveText(d.showing(11, 20, DEMO_SUMMARIES));
  await page.getByRole('button', { name: d.previous }).click();
  await expect(showing(page)).toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
});

test('search and date filter apply only on Apply', async ({ page }) => {
  const firstTitle = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  const word = firstTitle.split(/\s+/).find((w) => w.length > 5) ?? firstTitle;
  await page.getByRole('searchbox', { name: d.searchLabel }).fill(word);
  await chooseDate(page, d.dateFilters.today);
  // Nothing refetched yet.
  await expect(showing(page)).toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
  await page.getByRole('button', { name: d.apply }).click();
  await expect(showing(page)).not.toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
  await chooseDate(page, d.dateFilters.all);
  await page.getByRole('button', { name: d.apply }).click();
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', firstTitle);
  const text = (await showing(page).textContent()) ?? '';
  const total = Number(text.match(/of (\d+) results/)?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(DEMO_SUMMARIES);
});

test('Show More / Show Less and timestamp links', async ({ page }) => {
  await page.getByRole('button', { name: d.showMore }).first().click();
  await expect(page.getByRole('button', { name: d.showLess }).first()).toBeVisible();
  await page.getByRole('button', { name: d.showLess }).first().click();
  await expect(page.getByRole('button', { name: d.showLess })).toHaveCount(0);

  const stamp = page.getByRole('link', { name: /^Watch from / }).first();
  await expect(stamp).toBeVisible();
  const href = (await stamp.getAttribute('href')) ?? '';
  const label = ((await stamp.getAttribute('aria-label')) ?? '').match(/\d+(:\d{2}){1,2}/)?.[0] ?? '';
  expect(href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}&t=\d+s$/);
  expect(href).toContain(`&t=${seconds(label)}s`);
  await expect(page.getByText(/^Summarized: /).first()).toBeVisible();
});

test('keyboard: Next keeps the focus, a timestamp under the fold opens its card, the skip link reaches the page', async ({
  page,
}) => {
  const next = page.getByRole('button', { name: d.next });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(showing(page)).toHaveText(d.showing(11, 20, DEMO_SUMMARIES));
  await expect(next).toBeFocused();

  // The keyboard reaches a timestamp hidden under the fold: its card opens.
  const folded = cards(page)
    .filter({ has: page.getByRole('button', { name: d.showMore }) })
    .first();
  const card = page.getByRole('article', { name: (await folded.getAttribute('aria-label')) ?? '' });
  const stamps = card.getByRole('link', { name: /^Watch from / });
  await stamps.last().focus();
  await expect(card.getByRole('button', { name: d.showLess })).toBeVisible();
  await expect(stamps.last()).toBeVisible();

  // A person presses Tab once the page is live: in the server's first paint, shown before it, only
  // links and Show More can be reached (decisions 209, 257), so here once it is hydrated.
  await page.goto('/dashboard');
  await dashboardLive(page);
  await expect(showing(page)).toHaveText(d.showing(1, 10, DEMO_SUMMARIES));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messages.site.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a search that finds nothing offers Clear filters, which brings the whole list back', async ({ page }) => {
  await page.getByRole('searchbox', { name: d.searchLabel }).fill('zzqx no summary says this');
  await page.getByRole('button', { name: d.apply }).click();
  await expect(page.getByText(d.noMatchesTitle)).toBeVisible();
  // No "Showing 0 to 0 of 0" and no pager for an empty list.
  await expect(page.getByRole('navigation', { name: d.paginationLabel })).toHaveCount(0);
  await page.getByRole('button', { name: d.clearFilters }).click();
  await expect(showing(page)).toHaveText(d.showing(1, SUMMARIES_PAGE_SIZE, DEMO_SUMMARIES));
  await expect(page.getByRole('searchbox', { name: d.searchLabel })).toHaveValue('');
});
