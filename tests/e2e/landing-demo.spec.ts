/**
 * The landing's "See Skimly in action" (issue 18.7, decision 200) at 320 and 1280 px: real text at
 * 14 px or more, nothing sideways, the player beside the summary on a wide screen and above it on a
 * phone, play and the timestamps swap in YouTube's privacy-enhanced embed at their second. YouTube
 * itself is never reached: its hosts are answered here, and every request to them is recorded.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { demo } from '#src/pages/landing/content.ts';
import { expect, test } from './support/fixtures.ts';

const YOUTUBE = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)\//;
const { video } = demo;
// A 1x1 grey PNG stands in for the thumbnail.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8+P9/PQAJYgPRfGf/3wAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers YouTube's hosts locally (or fails the thumbnail) and returns the requests they received. */
async function fakeYouTube(page: Page, thumbnail: 'ok' | 'offline' = 'ok'): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(YOUTUBE, async (route) => {
    const request = route.request();
    seen.push(request);
    const url = new URL(request.url());
    if (url.hostname === 'i.ytimg.com') {
      if (thumbnail === 'offline') await route.abort('internetdisconnected');
      else await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    } else if (url.hostname === 'www.youtube-nocookie.com' && url.pathname.startsWith('/embed/')) {
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><p id="fake">fake player</p>',
      });
    } else await route.abort();
  });
  return seen;
}

const section = (page: Page) => page.locator(`[id="${SECTION_IDS.demo}"]`);
const playButton = (page: Page) => section(page).getByRole('button', { name: messages.site.demoPlay(video.title) });
const timestamp = (page: Page, time: string) =>
  section(page).getByRole('button', { name: messages.site.demoPlayFrom(time) });
const player = (page: Page) => section(page).locator('iframe');

/**
 * Presses until the player shows: the page is prerendered, and a press that lands before the script has
 * hydrated it does nothing yet (once the player is in, more presses change nothing the tests read).
 */
async function pressUntilPlaying(page: Page, target: Locator, key?: 'Enter' | 'Space'): Promise<void> {
  await expect(async () => {
    // A press that landed may take the page longer than one try to draw; the button is gone by then.
    if (await player(page).isVisible()) return;
    if (key === undefined) await target.click({ timeout: 1_000 });
    else {
      await target.focus({ timeout: 1_000 });
      await page.keyboard.press(key);
    }
    await expect(player(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

async function embed(page: Page): Promise<URL> {
  return new URL((await player(page).getAttribute('src')) ?? '');
}

/** The smallest computed font size of any element in the section that holds text of its own. */
async function smallestText(page: Page): Promise<{ size: number; text: string }> {
  return section(page).evaluate((root) => {
    let smallest = { size: Number.POSITIVE_INFINITY, text: '' };
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!own) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < smallest.size) smallest = { size, text: el.textContent ?? '' };
    }
    return smallest;
  });
}

async function sideways(page: Page): Promise<{ page: number; section: number }> {
  return {
    page: await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    section: await section(page).evaluate((el) => el.scrollWidth - el.clientWidth),
  };
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 800 } });

    test('real text, readable, inside the screen, laid out for the width', async ({ page }) => {
      const seen = await fakeYouTube(page);
      await page.goto(`/#${SECTION_IDS.demo}`);
      await section(page).scrollIntoViewIfNeeded();
      const card = section(page).getByRole('article', { name: messages.site.demoSample });
      await expect(card.getByText(/really, really, really long trunks/)).toBeVisible();
      await expect(playButton(page)).toBeVisible();
      await expect(section(page).locator('img')).toHaveAttribute(
        'src',
        `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
      );
      // It loads, and stays (it gives way only when it fails).
      await expect
        .poll(() =>
          section(page)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(1);

      const smallest = await smallestText(page);
      expect(smallest.size, `"${smallest.text}" is ${smallest.size}px`).toBeGreaterThanOrEqual(14);
      expect(await sideways(page)).toEqual({ page: 0, section: 0 });

      const frame = await playButton(page).boundingBox();
      const summary = await card.boundingBox();
      if (!frame || !summary) throw new Error('player or summary not laid out');
      if (width >= 1024) {
        // Side by side: the summary starts right of the player, level with it.
        expect(summary.x).toBeGreaterThanOrEqual(frame.x + frame.width);
        expect(Math.abs(summary.y - frame.y)).toBeLessThan(4);
      } else {
        // Stacked: the player above the summary, both the content's width.
        expect(summary.y).toBeGreaterThan(frame.y + frame.height);
        expect(frame.width).toBeGreaterThanOrEqual(width - 2 * 16 - 1);
      }
      // Before any press, the thumbnail is all that was asked of YouTube.
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      expect(seen.map((r) => new URL(r.url()).hostname)).toEqual(['i.ytimg.com']);
      await expect(player(page)).toHaveCount(0);
    });

    test('play inserts the autoplaying embed; a timestamp starts it at its second', async ({ page }) => {
      const seen = await fakeYouTube(page);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to frame/i.test(message.text())) refused.push(message.text());
      });
      await page.goto('/');
      await pressUntilPlaying(page, playButton(page));
      let url = await embed(page);
      expect(url.origin + url.pathname).toBe(`https://www.youtube-nocookie.com/embed/${video.id}`);
      expect(url.searchParams.get('autoplay')).toBe('1');
      expect(url.searchParams.get('start')).toBe('0');
      await expect(player(page)).toHaveAttribute('title', messages.site.demoPlayer(video.title));
      // The CSP lets the frame load (frame-src), and the fake player answered it.
      await expect
        .poll(() => seen.some((r) => r.url().startsWith('https://www.youtube-nocookie.com/embed/')))
        .toBe(true);
      await expect(page.frameLocator(`[id="${SECTION_IDS.demo}"] iframe`).locator('#fake')).toHaveText('fake player');

      await timestamp(page, '0:05').click();
      url = await embed(page);
      expect(url.searchParams.get('start')).toBe('5');
      expect(url.searchParams.get('autoplay')).toBe('1');
      expect(await sideways(page)).toEqual({ page: 0, section: 0 });
      expect(refused).toEqual([]);
      expect(seen.some((r) => r.url().startsWith('https://www.youtube.com/'))).toBe(false);
    });
  });
}

test('keyboard: Enter on play, Space on a timestamp', async ({ page }) => {
  await fakeYouTube(page);
  await page.goto('/');
  await pressUntilPlaying(page, timestamp(page, '0:15'), 'Space');
  expect((await embed(page)).searchParams.get('start')).toBe('15');
  await expect(timestamp(page, '0:15')).toBeFocused();

  await page.goto('/');
  await pressUntilPlaying(page, playButton(page), 'Enter');
  await expect(player(page)).toBeFocused();
  expect((await embed(page)).searchParams.get('start')).toBe('0');
});

test('offline, the thumbnail gives way to a neutral frame and play still works', async ({ page }) => {
  await fakeYouTube(page, 'offline');
  await page.goto(`/#${SECTION_IDS.demo}`);
  await section(page).scrollIntoViewIfNeeded();
  await expect(section(page).locator('img')).toHaveCount(0);
  await expect(playButton(page)).toBeVisible();
  await pressUntilPlaying(page, playButton(page));
});
