import type { Page } from '@playwright/test';
import { STORAGE_KEYS, type Theme } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { expect, test } from './support/fixtures.ts';

/** Relative luminance of the page background, 0 (black) .. 1 (white). */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const rgb = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)
      ?.map(Number) ?? [0, 0, 0];
    const [r = 0, g = 0, b = 0] = rgb;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  const name = messages.site.themeNames[theme];
  await page
    .getByRole('button', { name: new RegExp(`^${messages.site.theme}`) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name }).click();
}

const isLight = async (page: Page) => (await backgroundLuminance(page)) > 0.5;

test('light by default, dark on demand, system follows the OS live, and the choice is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  // Default is light even on a dark OS (DECISIONS.md).
  expect(await isLight(page)).toBe(true);

  await chooseTheme(page, 'dark');
  await expect.poll(() => isLight(page)).toBe(false);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme)).toBe('dark');
  await page.reload();
  await expect.poll(() => isLight(page)).toBe(false);

  await page.emulateMedia({ colorScheme: 'light' });
  await chooseTheme(page, 'system');
  await expect.poll(() => isLight(page)).toBe(true);
  // Live: the OS switches while the page is open.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isLight(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isLight(page)).toBe(true);

  await chooseTheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await isLight(page)).toBe(true);
});

test("the stored theme is on the page before the site's scripts arrive, and the CSP lets it run (decision 299)", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  // The scripts never come: only the inline theme boot in <head> can paint the theme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.addInitScript(([key]) => localStorage.setItem(key, 'system'), [STORAGE_KEYS.theme] as const);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['/', '/privacy-policy', '/dashboard']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await isLight(page)).toBe(false);
  }
  expect(refused).toEqual([]);
});
