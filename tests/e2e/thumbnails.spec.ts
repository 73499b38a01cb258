/**
 * Issue 27.5 / 28.10: a summary's thumbnail that does not load shows a placeholder, not a broken
 * image, in the live page and in the server's first paint before any script (decision 290). The
 * thumbnail host is routed: it fails (the browser is offline to it), or answers with a red picture.
 */
import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { login } from './support/api.ts';
import { THEMES_UNDER_TEST, useTheme } from './support/a11y.ts';
import { createVerifiedUser, makePremium, PASSWORD, saveSummaries, signIn, uniqueEmail } from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

const THUMBNAILS = /^https:\/\/i\.ytimg\.com\//;
// A red 96x54 PNG stands in for a thumbnail that loads.
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA2CAIAAAC3LQuFAAAAWklEQVR42u3QMQ0AAAjAsPk3DQ74+JpUQZvioECQIEGCBAkSJAhBggQJEiRIkCAECRIkSJAgQYJQIEiQIEGCBAkShCBBggQJEiRIEIIECRIkSJAgQQgSJOjZAvd9LO1uNQd7AAAAAElFTkSuQmCC',
  'base64',
);
/** Non-text graphics keep 3:1 against what is behind them (WCAG 1.4.11). */
const GRAPHIC = 3;
/** The card's rounded corner blends with the card: pixels this far in are the thumbnail's own. */
const INSET = 6;

type Rgb = [number, number, number];

async function failThumbnails(page: Page): Promise<void> {
  await page.route(THUMBNAILS, (route) => route.abort('internetdisconnected'));
}

/** A Premium reader with saved video summaries, signed in (the live page), with the time-zone cookie the first paint needs. */
async function readerWithVideos(page: Page, dataDir: string, tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  await saveSummaries(api, token, ['A lecture on sorting', 'A talk on graphs']);
  await api.dispose();
  await signIn(page, email, PASSWORD);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === TIME_ZONE_COOKIE)?.value)
    .toBe(zone);
}

/** The placeholder's two colours, as the stylesheet gives them: its box and its mark. */
function placeholderColours(thumbnail: Locator): Promise<{ box: Rgb; mark: Rgb }> {
  return thumbnail.evaluate((img) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
    return {
      box: rgb(getComputedStyle(img, '::before').backgroundColor),
      mark: rgb(getComputedStyle(img, '::after').backgroundColor),
    };
  });
}

/** The pixels on screen inside the thumbnail's box (its rounded corners left out), row by row. */
async function pixelsOf(page: Page, thumbnail: Locator): Promise<{ width: number; rows: Rgb[][] }> {
  const box = await thumbnail.boundingBox();
  if (!box) throw new Error('the thumbnail is not on screen');
  const clip = { x: box.x + INSET, y: box.y + INSET, width: box.width - 2 * INSET, height: box.height - 2 * INSET };
  const png = await page.screenshot({ clip, animations: 'disabled' });
  // Decoded by the browser, in a blank page of its own (the site's policy would refuse a data: fetch).
  const probe = await page.context().newPage();
  try {
    const { width, data } = await probe.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return { width: image.width, data: Array.from(context.getImageData(0, 0, image.width, image.height).data) };
    }, png.toString('base64'));
    const rows: Rgb[][] = [];
    for (let at = 0; at < data.length; at += 4) {
      const index = at / 4;
      const row = Math.floor(index / width);
      rows[row] ??= [];
      rows[row].push([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]);
    }
    return { width, rows };
  } finally {
    await probe.close();
  }
}

const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

function contrast(a: Rgb, b: Rgb): number {
  const luminance = ([r, g, bl]: Rgb) => {
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What a reader sees where the thumbnail failed: the placeholder's box, with its mark in the middle,
 * and nothing of the browser's broken picture (drawn at the top left, with a frame).
 */
async function expectPlaceholder(page: Page, thumbnail: Locator, where: string): Promise<void> {
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), `${where}: it failed`).toBe(0);
  const { box, mark } = await placeholderColours(thumbnail);
  expect(contrast(mark, box), `${where}: the mark stands out from its box`).toBeGreaterThanOrEqual(GRAPHIC);
  const { width, rows } = await pixelsOf(page, thumbnail);
  // The top left quarter, where a broken picture shows its icon: the box's colour alone.
  const corner = rows.slice(0, rows.length / 2).flatMap((row) => row.slice(0, width / 3));
  expect(
    corner.filter((pixel) => distance(pixel, box) > 2),
    `${where}: the top left is the placeholder`,
  ).toEqual([]);
  // The mark is drawn, in its own colour.
  expect(
    rows.flat().some((pixel) => distance(pixel, mark) <= 8),
    `${where}: the mark shows`,
  ).toBe(true);
}

for (const theme of THEMES_UNDER_TEST) {
  test(`a thumbnail that does not load shows the placeholder, live and before the script (${theme})`, async ({
    page,
    dataDir,
  }) => {
    await useTheme(page, theme);
    await failThumbnails(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await readerWithVideos(page, dataDir, `thumb-${theme}`);

    // The live page (signed in from the landing page: the dashboard is drawn by the script).
    const live = page.getByRole('article', { name: 'A talk on graphs' }).locator('img');
    await expectPlaceholder(page, live, 'live page, 1440 px');

    // On a phone the title keeps the width: no thumbnail, and so nothing broken either.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('article', { name: 'A talk on graphs' })).toBeVisible();
    await expect(live).toBeHidden();

    // The server's first paint with no script at all: the same placeholder, from the stylesheet alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const painted = page.getByRole('article', { name: 'A talk on graphs' }).locator('img');
    await expectPlaceholder(page, painted, 'first paint, 1440 px');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(painted).toBeHidden();
  });
}

test('a thumbnail that loads shows itself, not the placeholder', async ({ page, dataDir }) => {
  await page.route(THUMBNAILS, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: RED }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await readerWithVideos(page, dataDir, 'thumb-loads');
  const thumbnail = page.getByRole('article', { name: 'A talk on graphs' }).locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  const { rows } = await pixelsOf(page, thumbnail);
  expect(rows.flat().every((pixel) => distance(pixel, [255, 0, 0]) <= 2)).toBe(true);
});
