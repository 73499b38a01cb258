/**
 * Chrome stops an idle extension's service worker (Manifest V3, about 30 s without events). The flow of
 * each tab and video lives in that worker and is restored from chrome.storage.session (decision 242):
 * after the worker is stopped, the person still sees the summary they had, nothing is read or written
 * again, and Summarize again still works; a summary cut off mid-stream is asked for again and arrives.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';
import { configure, expect, panel, test } from './support/extension.ts';
import { SECTIONS_CITING_FIRST_WINDOWS, startProvider } from './support/provider.ts';

type Marked = { skimlyTestMark?: string };

/**
 * Stops the extension's service worker as Chrome stops an idle one (CDP's ServiceWorker.stopAllWorkers
 * reaches it from the page's session in Debian's Chromium), and waits until a new instance runs: the
 * content script's port closes, it connects again, and that wakes the worker. Playwright keeps the same
 * Worker handle across the restart (no close event), so a mark left in the old instance's globals tells
 * the new instance apart.
 */
async function stopServiceWorker(context: BrowserContext, page: Page, worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    (globalThis as Marked).skimlyTestMark = 'before the stop';
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
  await expect
    .poll(() => worker.evaluate(() => (globalThis as Marked).skimlyTestMark ?? 'restarted').catch(() => 'stopped'))
    .toBe('restarted');
}

/** The transcript reads of the page (this fixture video has no player, so each one is the extension's). */
const transcriptReads = (requested: string[]) => requested.filter((url) => url.includes('/api/timedtext')).length;

test('the worker stopped and woken again: the summary is still there, nothing is redone, and Summarize again writes', async ({
  context,
  youtube,
  worker,
}) => {
  const provider = await startProvider([]);
  try {
    await configure(worker, {
      provider: 'openai-compatible',
      baseUrl: provider.baseUrl,
      apiKey: 'sk-own-key',
      model: 'fixture-model',
    });
    const page = await youtube.open(FIXTURE_VIDEOS.automaticOnly);
    const skimly = panel(page);
    await skimly.getByRole('button', { name: 'Summarize' }).click();
    await expect(skimly).toHaveAttribute('data-stage', 'summarized');
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'provider');
    const written = await skimly.getByTestId('skimly-summary').textContent();
    const reads = transcriptReads(youtube.requested);
    expect(reads).toBeGreaterThan(0);
    expect(provider.requests).toHaveLength(1);

    await stopServiceWorker(context, page, worker);
    // The panel is built again from nothing: what it shows comes from the woken worker's restored flow
    await page.reload();
    await expect(skimly).toHaveAttribute('data-stage', 'summarized');
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'provider');
    await expect(skimly.getByTestId('skimly-summary')).toHaveText(written ?? '');
    expect(transcriptReads(youtube.requested)).toBe(reads);
    expect(provider.requests).toHaveLength(1);

    // Summarize again: the provider writes again from the transcript the restored flow kept
    await skimly.getByRole('button', { name: 'Summarize again' }).click();
    await expect.poll(() => provider.requests.length).toBe(2);
    await expect(skimly).toHaveAttribute('data-stage', 'summarized');
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'provider');
    expect(transcriptReads(youtube.requested)).toBe(reads);
  } finally {
    await provider.close();
  }
});

test('the worker stopped while the provider writes: the woken worker asks it again and the summary arrives', async ({
  context,
  youtube,
  worker,
}) => {
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const provider = await startProvider([{ lines: SECTIONS_CITING_FIRST_WINDOWS, until: held }]);
  try {
    await configure(worker, {
      provider: 'openai-compatible',
      baseUrl: provider.baseUrl,
      apiKey: 'sk-own-key',
      model: 'fixture-model',
    });
    const page = await youtube.open(FIXTURE_VIDEOS.automaticOnly);
    const skimly = panel(page);
    await skimly.getByRole('button', { name: 'Summarize' }).click();
    await expect(skimly).toHaveAttribute('data-stage', 'streaming');
    await expect.poll(() => provider.requests.length).toBe(1);
    const reads = transcriptReads(youtube.requested);

    // The first request is cut off with the worker; the woken worker runs the interrupted step again
    await stopServiceWorker(context, page, worker);
    await expect.poll(() => provider.requests.length).toBe(2);
    await expect(skimly).toHaveAttribute('data-stage', 'summarized');
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'provider');
    await expect(skimly.getByText('Bees remember the way by the sun.')).toBeVisible();
    // From the transcript the flow kept: the page was not read again
    expect(transcriptReads(youtube.requested)).toBe(reads);
  } finally {
    answer();
    await provider.close();
  }
});
