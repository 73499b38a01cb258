/**
 * Lists that keep their place (issue 28, item 9; decision 272): a search keeps the cards on screen
 * while its answer loads; the billing table on a phone shows every column; cancel's question keeps
 * "Keep Premium" apart from the cancellation; a summary's Delete asks nothing and is undone.
 */
import type { Locator, Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { expectNoAxeViolations, THEMES_UNDER_TEST, useTheme } from './support/a11y.ts';
import { apiSignIn, createVerifiedUser, makePremium, saveSummaries, uniqueEmail } from './support/auth.ts';
import { dashboardLive, openPlanDialog, planCard } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

const d = messages.dashboard;
const card = messages.summaryActions;
const plans = messages.plans;

/** A signed-in Premium account (one paid invoice) holding summaries with these titles. */
async function premiumWith(page: Page, dataDir: string, tag: string, titles: string[]): Promise<void> {
  const email = uniqueEmail(tag);
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await saveSummaries(page.request, token, titles);
  await page.reload();
  await expect(page.getByText(d.premiumPlan, { exact: true })).toBeVisible();
}

/** The space between "Keep Premium" and the cancellation after it, across (x) or down (y). */
async function gapBetween(ask: Locator, axis: 'x' | 'y'): Promise<number> {
  const keep = await ask.getByRole('button', { name: plans.keepPremium }).boundingBox();
  const cancel = await ask.getByRole('button', { name: plans.confirmCancel }).boundingBox();
  if (!keep || !cancel) return Number.NaN;
  return axis === 'x' ? cancel.x - (keep.x + keep.width) : cancel.y - (keep.y + keep.height);
}

const article = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a search keeps the cards on screen until its answer is in, then shows the answer's", async ({
    page,
    dataDir,
  }) => {
    await premiumWith(page, dataDir, 'keep-place', ['Sleep science', 'Focus habits']);
    await expect(article(page, 'Focus habits')).toBeVisible();
    // The search's answer waits until the test lets it go, so "while it loads" can be looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/summaries' && url.searchParams.has('search'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('searchbox', { name: d.searchLabel }).fill('Sleep');
    await page.getByRole('button', { name: d.apply }).click();
    const list = page.getByRole('list', { name: d.tabSummaries });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status', { name: d.loadingSummaries })).toBeVisible();
    // The cards of the view before stay: nothing blanks to a skeleton.
    await expect(article(page, 'Focus habits')).toBeVisible();
    await expect(article(page, 'Sleep science')).toBeVisible();
    release();
    await expect(article(page, 'Focus habits')).toHaveCount(0);
    await expect(article(page, 'Sleep science')).toBeVisible();
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
  });

  test("cancel's question keeps Keep Premium apart from the cancellation", async ({ page, dataDir }) => {
    await premiumWith(page, dataDir, 'cancel-apart', []);
    await openPlanDialog(page);
    await planCard(page, 'Premium').getByRole('button', { name: plans.cancelSubscription }).click();
    const ask = page.getByRole('dialog', { name: plans.cancelConfirmTitle });
    // The safe choice first, the destructive one at the row's far end: three times the usual 8 px apart.
    await expect.poll(() => gapBetween(ask, 'x')).toBeGreaterThanOrEqual(24);
    await expect(ask.getByRole('button', { name: plans.keepPremium })).toBeFocused();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the billing table shows every column of an invoice, none clipped', async ({ page, dataDir }) => {
    await premiumWith(page, dataDir, 'billing-phone', []);
    // The server's first paint is hydrated into the live page: measure the live page's table.
    await dashboardLive(page);
    const billing = page.getByRole('region', { name: plans.billingTitle });
    const row = billing.getByRole('row').nth(1);
    await row.scrollIntoViewIfNeeded();
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(6);
    await expect(cells.nth(2)).toHaveText('$9.99');
    await expect(cells.nth(4)).toHaveText(plans.invoiceStatuses.paid);
    for (const cell of await cells.all()) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    // Each line names its column, since the head is out of sight.
    const labels = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
    expect(labels.every((label) => label !== 'none' && label !== 'normal')).toBe(true);
    const sideways = await billing.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(sideways).toBe(0);
  });

  test("cancel's question puts the cancellation well below Keep Premium", async ({ page, dataDir }) => {
    await premiumWith(page, dataDir, 'cancel-phone', []);
    await openPlanDialog(page);
    await planCard(page, 'Premium').getByRole('button', { name: plans.cancelSubscription }).click();
    const ask = page.getByRole('dialog', { name: plans.cancelConfirmTitle });
    // Read where the dialog comes to rest (it scales in).
    await expect.poll(() => gapBetween(ask, 'y')).toBeGreaterThanOrEqual(24);
  });
});

for (const theme of THEMES_UNDER_TEST) {
  test(`a summary's Delete asks nothing and is undone from the list (${theme})`, async ({ page, dataDir }) => {
    await useTheme(page, theme);
    await premiumWith(page, dataDir, `undo-${theme}`, ['Kept talk', 'Gone talk']);
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await article(page, 'Gone talk').getByRole('button', { name: card.delete, exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(article(page, 'Gone talk')).toHaveCount(0);
    const notice = page.getByRole('status').filter({ hasText: card.deletedNamed('Gone talk') });
    await expect(notice.getByRole('button', { name: card.undo })).toBeFocused();
    await expectNoAxeViolations(page, `the Undo notice (${theme})`);
    await notice.getByRole('button', { name: card.undo }).click();
    await expect(article(page, 'Gone talk')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}
