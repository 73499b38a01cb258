import type { Locator, Page } from '@playwright/test';
import { DEFAULT_EXTENSION_STORE_URL, LEGAL_DATE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { expect, test } from './support/fixtures.ts';

/** The spec's order: hero, problem, features, how it works, who uses it, in action, benefits, FAQ, call to action. */
const ORDER = [
  SECTION_IDS.hero,
  SECTION_IDS.problem,
  SECTION_IDS.features,
  SECTION_IDS.howItWorks,
  SECTION_IDS.audiences,
  SECTION_IDS.demo,
  SECTION_IDS.benefits,
  SECTION_IDS.faq,
  SECTION_IDS.cta,
];

const section = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

test('sections come in the order of the spec, with their contents', async ({ page }) => {
  await page.goto('/');
  const ys = [];
  for (const id of ORDER) ys.push(await top(section(page, id)));
  ys.push(await top(page.getByRole('contentinfo')));
  expect(ys.every((y) => Number.isFinite(y))).toBe(true);
  expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  await expect(
    section(page, SECTION_IDS.problem).getByRole('heading', { name: messages.site.drowningHeading }),
  ).toBeVisible();
  await expect(section(page, SECTION_IDS.features).getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(section(page, SECTION_IDS.howItWorks).getByRole('listitem')).toHaveCount(3);
  await expect(section(page, SECTION_IDS.audiences).getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(section(page, SECTION_IDS.faq).locator('details')).toHaveCount(5);
  const nav = page.getByRole('navigation').first();
  for (const [name, id] of [
    [messages.site.features, SECTION_IDS.features],
    [messages.site.howItWorks, SECTION_IDS.howItWorks],
    [messages.site.faq, SECTION_IDS.faq],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`#${id}$`));
  }
  await expect(page.getByRole('link', { name: messages.site.addToChrome }).first()).toHaveAttribute(
    'href',
    DEFAULT_EXTENSION_STORE_URL,
  );
});

test('a hash in the address scrolls to its section; nav links too', async ({ page }) => {
  await page.goto(`/#${SECTION_IDS.faq}`);
  await expect(section(page, SECTION_IDS.faq)).toBeInViewport();
  await page.goto('/');
  await expect(section(page, SECTION_IDS.benefits)).not.toBeInViewport();
  await page.getByRole('navigation').first().getByRole('link', { name: messages.site.howItWorks, exact: true }).click();
  await expect(section(page, SECTION_IDS.howItWorks)).toBeInViewport();
});

test('install=true shows the thank-you banner in How It Works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(messages.site.installThanks)).toHaveCount(0);
  await page.goto(`/#${SECTION_IDS.howItWorks}?install=true`);
  const how = section(page, SECTION_IDS.howItWorks);
  await expect(how.getByRole('status').getByText(messages.site.installThanks)).toBeVisible();
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
