/**
 * Issue 23's "Done when" as a figure (part of `npm run bench:summarize`, after `npm run build`): the
 * three-hour fixture pasted into New summary on the built site, served by the real server with the
 * default (extractive) provider, in Debian's Chromium on a desktop profile, signed in as the demo
 * Premium account. Measured from the press of Summarize to "Saved to My Summaries" on screen (the
 * summary with its sections, timestamps and quotes is drawn by then), SUMMARIZE_BROWSER_RUNS (5) runs,
 * each with the machine's load average beside it. Skipped, saying so, when the site is not built.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, request } from '@playwright/test';
import { SESSION_COOKIE, STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { DEMO, login } from '#tests/e2e/support/api.ts';
import { startStack } from '#tests/e2e/support/stack.ts';
import { PASTED_VIDEO_ID, pastedText, pasteInto, transcriptFixture } from '#tests/e2e/support/transcripts.ts';
import { quantile, round } from '#tests/support/http.ts';

const RUNS = Number(process.env.SUMMARIZE_BROWSER_RUNS ?? 5);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const text = messages.newSummary;

export type BrowserFigures =
  | { skipped: string }
  | { what: string; runs: number; medianMs: number; maxMs: number; loadAverages: string };

export async function browserTimeToSummary(): Promise<BrowserFigures> {
  if (!existsSync('dist/client/index.html')) return { skipped: 'dist/client is missing: run npm run build first' };
  const stack = await startStack({ LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS });
  const pasted = pastedText(transcriptFixture('stream'));
  const times: number[] = [];
  const loads: string[] = [];
  try {
    const api = await request.newContext({ baseURL: stack.baseURL });
    const token = await login(api, DEMO.premium, DEMO.password);
    await api.dispose();
    const { hostname } = new URL(stack.baseURL);
    const storageState = {
      cookies: [
        {
          domain: hostname,
          path: '/',
          expires: -1,
          secure: false,
          sameSite: 'Lax' as const,
          name: SESSION_COOKIE,
          value: token,
          httpOnly: true,
        },
      ],
      origins: [{ origin: stack.baseURL, localStorage: [{ name: STORAGE_KEYS.token, value: token }] }],
    };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ storageState: structuredClone(storageState) });
      const page = await context.newPage();
      await page.goto(`${stack.baseURL}/dashboard`);
      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await pasteInto(dialog.getByRole('textbox', { name: text.transcriptLabel }), pasted);
      await dialog.getByRole('textbox', { name: text.videoLabel }).fill(PASTED_VIDEO_ID);
      await dialog.getByText(/^Read as text:/).waitFor();
      loads.push(loadavg()[0]?.toFixed(1) ?? '?');
      const started = performance.now();
      await dialog.getByRole('button', { name: text.submit }).click();
      await dialog.getByText(text.saved).waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  return {
    what: 'browser: 3 h transcript pasted, Summarize pressed until saved (extractive, Premium)',
    runs: times.length,
    medianMs: round(quantile(times, 0.5), 0),
    maxMs: round(Math.max(...times), 0),
    loadAverages: loads.join(' '),
  };
}
