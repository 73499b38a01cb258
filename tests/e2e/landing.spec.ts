import type { Locator, Page } from '@playwright/test';
import { EXTENSION_STORE_URL, LEGAL_DATE } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { expect, test } from './support/fixtures.ts';

const NAV_SECTIONS = ['Features', 'How It Works', 'FAQ'] as const;

/** The section a navigation link points at, found through the link's own hash. */
async function sectionOf(page: Page, name: string): Promise<Locator> {
  const href = await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().getAttribute('href');
  const id = href?.split('#')[1];
  if (!id) throw new Error(`The ${name} link has no #hash: ${href}`);
  return page.locator(`[id="${id}"]`);
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

test('sections come in the order of the spec', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1 });
  const drowning = page.getByRole('heading', { name: /Drowning in long videos/i });
  const [features, how, faq] = await Promise.all(NAV_SECTIONS.map((name) => sectionOf(page, name)));
  if (!features || !how || !faq) throw new Error('navigation sections missing');
  const footer = page.getByRole('contentinfo');
  const ys = [await top(hero), await top(drowning), await top(features), await top(how), await top(faq), await top(footer)];
  expect(ys.every((y) => Number.isFinite(y))).toBe(true);
  expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(faq.locator('details, [data-faq-item], button[aria-expanded]')).toHaveCount(5);
  await expect(page.getByRole('link', { name: /Add to Chrome/i }).first()).toHaveAttribute('href', EXTENSION_STORE_URL);
});

test('a hash in the address scrolls to its section; nav links too', async ({ page }) => {
  await page.goto('/#faq');
  await expect(await sectionOf(page, 'FAQ')).toBeInViewport();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'How It Works', exact: true }).first().click();
  await expect(await sectionOf(page, 'How It Works')).toBeInViewport();
});

test('install=true shows the thank-you banner in How It Works', async ({ page }) => {
  await page.goto('/');
  const how = await sectionOf(page, 'How It Works');
  const banner = how.getByRole('status');
  await expect(banner).toHaveCount(0);
  await page.goto('/#how-it-works?install=true');
  await expect(how.getByRole('status')).toBeVisible();
  await expect(how).toBeInViewport();
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: messages.notFound.heading })).toBeVisible();
  await expect(page.getByText(messages.notFound.text)).toBeVisible();
});

for (const path of ['/privacy-policy', '/terms']) {
  test(`${path} is dated ${LEGAL_DATE}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(LEGAL_DATE).first()).toBeVisible();
  });
}
