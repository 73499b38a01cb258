import { messages } from '#domain/messages.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Addresses people type or follow (issues 12 and 17): the site's 404 page for what names no page,
 * the tab title of each page, scrolling on navigation, and the TEST MODE banner of a server without
 * real payments (the global setup starts one: no Stripe key, outside production).
 */
const notFound = [
  '/no/such/page',
  '/no-such.page',
  '/uninstall/abc.def',
  '/uninstall/%E0%A4%A',
  '/%E0%A4%A',
  '/api/no-such-call',
  '/docs/no-such-page',
];

for (const path of notFound) {
  test(`${path} shows the site's 404 page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: messages.notFound.heading })).toBeVisible();
    await expect(page.getByText(messages.notFound.text)).toBeVisible();
    await expect(page).toHaveTitle(messages.titles.page(messages.titles.notFound));
    await expect(page.getByRole('button', { name: messages.feedback.submit })).toHaveCount(0);
  });
}

test('an uninstall id of letters, digits, - and _ gets the feedback form', async ({ page }) => {
  await page.goto('/uninstall/abc_DEF-123');
  await expect(page.getByRole('button', { name: messages.feedback.submit })).toBeVisible();
  await expect(page).toHaveTitle(messages.titles.page(messages.titles.uninstall));
});

test('a TEST MODE server shows the TEST MODE banner on every kind of page', async ({ page }) => {
  for (const path of ['/', '/terms', '/uninstall', '/cancel-payment', '/no/such/page']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: messages.testMode.label });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(messages.testMode.banner);
  }
});

test('a footer link opens the next page at its top, and Back returns to where the reader was', async ({ page }) => {
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: messages.site.terms });
  await footerLink.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: messages.site.terms })).toBeVisible();
  await expect(page).toHaveTitle(messages.titles.page(messages.titles.terms));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test('a % in the landing hash (/#100%) still shows the landing page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/#100%');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(messages.titles.site);
  await expect(page.getByRole('heading', { name: messages.crash.heading })).toHaveCount(0);
  expect(errors).toEqual([]);
});
