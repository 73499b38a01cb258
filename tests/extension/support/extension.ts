/**
 * The extension under test: Debian's Chromium with dist/extension loaded, headless, one fresh profile a
 * test. youtube.com is answered from the recorded fixtures (extension/tests/fixtures/youtube); every host
 * but the loopback is unreachable (the resolver maps it nowhere), so no test goes online.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, chromium, type Page, type Worker } from '@playwright/test';
import { answerYouTube } from '#extension-tests/fixtures/youtube/server.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
export const EXTENSION_DIR = join(ROOT, 'dist/extension');
/** What the built extension talks to when no test points it elsewhere: never reached in tests. */
export const BUILT_SITE = 'https://skimly.dev';

type Fixtures = {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  youtube: YouTube;
};

export interface YouTube {
  /** Opens a recorded watch page in a new tab and waits for the Skimly panel. */
  open: (videoId: string, path?: string) => Promise<Page>;
  /** youtube.com addresses the browser asked for, in order. */
  requested: string[];
}

/** A WAV of silence the fixture pages' <video> can play and seek in (8-bit mono at 3 kHz). */
export function silentWav(seconds: number): Buffer {
  const rate = 3000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

export const MEDIA_URL = 'https://www.youtube.com/fixture-media/silence.wav';
const MEDIA = silentWav(15 * 60);

export const test = base.extend<Fixtures>({
  context: async ({ baseURL }, use) => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error('dist/extension is missing: run `npm run build:extension` before the extension tests.');
    }
    const context = await chromium.launchPersistentContext('', {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        `--disable-extensions-except=${EXTENSION_DIR}`,
        `--load-extension=${EXTENSION_DIR}`,
        // Nothing but the loopback resolves: youtube.com is answered by the routes below
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    await use(context);
    await context.close();
  },
  worker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  youtube: async ({ context }, use) => {
    const requested: string[] = [];
    await context.route(/^https:\/\/(www|m)\.youtube\.com\//, async (route) => {
      const url = route.request().url();
      requested.push(url);
      if (url === MEDIA_URL) {
        // Byte ranges, as a media server answers them: Chromium seeks only in a stream it can ask ranges of
        const range = /bytes=(\d+)-(\d*)/.exec((await route.request().headerValue('range')) ?? '');
        const from = Number(range?.[1] ?? 0);
        const to = range?.[2] ? Number(range[2]) : MEDIA.length - 1;
        await route.fulfill({
          status: range ? 206 : 200,
          headers: {
            'Content-Type': 'audio/wav',
            'Accept-Ranges': 'bytes',
            ...(range ? { 'Content-Range': `bytes ${from}-${to}/${MEDIA.length}` } : {}),
          },
          body: MEDIA.subarray(from, to + 1),
        });
        return;
      }
      const answer = answerYouTube(url);
      if (!answer) await route.fulfill({ status: 404, body: '' });
      else await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
    });
    const open = async (videoId: string, path = `/watch?v=${videoId}`) => {
      const page = await context.newPage();
      await page.goto(`https://www.youtube.com${path}`);
      await panel(page).waitFor();
      return page;
    };
    await use({ open, requested });
  },
});

export { expect } from '@playwright/test';

/** The Skimly panel inside its shadow root (Playwright's CSS locators pierce open shadow roots). */
export const panel = (page: Page) => page.locator('#skimly-panel-host [data-testid="skimly-panel"]');

/** Points the extension at a server (settings the options page writes), from its service worker. */
export async function configure(worker: Worker, settings: Record<string, unknown>): Promise<void> {
  await worker.evaluate(async (patch) => {
    const key = 'skimly-settings';
    const stored = (await chrome.storage.local.get(key))[key] ?? {};
    await chrome.storage.local.set({ [key]: { ...stored, ...patch } });
  }, settings);
}
