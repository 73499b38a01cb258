/**
 * Summarize on a recorded watch page: the instant summary written in the browser, timestamps that move
 * the playing video in place, each bullet's quote, the person's own provider (a 429, then Retry), and
 * YouTube's in-page navigation from one video to the next.
 */
import { messages } from '#domain/messages.ts';
import { FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';
import { configure, expect, MEDIA_URL, panel, test } from './support/extension.ts';
import { startProvider } from './support/provider.ts';

test('offline only: Summarize writes the instant summary, each bullet with its quote, and Diagnose names the method', async ({
  youtube,
  worker,
}) => {
  await configure(worker, { provider: 'offline' });
  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  const skimly = panel(page);
  await skimly.getByRole('button', { name: 'Summarize' }).click();
  const summary = skimly.getByTestId('skimly-summary');
  await expect(summary).toHaveAttribute('data-source', 'instant');
  await expect(skimly).toHaveAttribute('data-stage', 'summarized');
  await expect(skimly.getByTestId('skimly-section').first()).toBeVisible();
  const bullets = skimly.getByTestId('skimly-bullet');
  expect(await bullets.count()).toBeGreaterThan(1);
  // Every bullet shows the transcript's words it rests on
  expect(await skimly.getByTestId('skimly-quote').count()).toBe(await bullets.count());
  await skimly.getByRole('button', { name: 'Diagnose' }).click();
  await expect(skimly.getByTestId('skimly-diagnosis')).toContainText('Worked:');
});

test('a timestamp moves the playing video there, without reloading the page', async ({ youtube, worker }) => {
  await configure(worker, { provider: 'offline' });
  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  // The recorded page has no stream: give its <video> a silent one it can seek in
  await page.evaluate(async (src) => {
    const video = document.querySelector('video') as HTMLVideoElement;
    video.muted = true;
    video.src = src;
    await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    (window as unknown as { skimlyMarker: string }).skimlyMarker = 'same page';
  }, MEDIA_URL);
  const address = page.url();
  const skimly = panel(page);
  await skimly.getByRole('button', { name: 'Summarize' }).click();
  const stamps = skimly.getByTestId('skimly-section').getByRole('button', { name: /^Play from / });
  await expect(stamps.first()).toBeVisible();
  const last = stamps.last();
  const label = (await last.getAttribute('aria-label')) ?? '';
  const [m, s] = label.replace('Play from ', '').split(':').map(Number);
  const seconds = (m ?? 0) * 60 + (s ?? 0);
  expect(seconds).toBeGreaterThan(0);
  await last.click();
  await expect
    .poll(() => page.evaluate(() => Math.floor((document.querySelector('video') as HTMLVideoElement).currentTime)))
    .toBeGreaterThanOrEqual(seconds);
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => (window as unknown as { skimlyMarker?: string }).skimlyMarker)).toBe('same page');
});

test("the person's own provider answers 429: the panel says so, keeps the instant summary, and Retry writes it", async ({
  youtube,
  worker,
}) => {
  const provider = await startProvider([{ status: 429, retryAfter: 20 }]);
  try {
    await configure(worker, {
      provider: 'openai-compatible',
      baseUrl: provider.baseUrl,
      apiKey: 'sk-own-key',
      model: 'fixture-model',
    });
    const page = await youtube.open(FIXTURE_VIDEOS.manual);
    const skimly = panel(page);
    await skimly.getByRole('button', { name: 'Summarize' }).click();
    const failure = skimly.getByTestId('skimly-failure');
    await expect(failure).toHaveAttribute('data-reason', 'provider_rate_limited');
    await expect(failure).toContainText(messages.summaryFailures.provider_rate_limited.title);
    await expect(failure).toContainText('Try again in 20 s.');
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'instant');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'provider');
    await expect(skimly.getByTestId('skimly-failure')).toHaveCount(0);
    await expect(skimly.getByText('Bees remember the way by the sun.')).toBeVisible();
    await expect(skimly.getByTestId('skimly-quote').first()).not.toBeEmpty();
    // The key went to the person's provider, with the model they chose
    expect(provider.requests).toHaveLength(2);
    expect(provider.requests[1]?.headers.authorization).toBe('Bearer sk-own-key');
    expect(provider.requests[1]?.body.model).toBe('fixture-model');
  } finally {
    await provider.close();
  }
});

test("YouTube's in-page navigation: the panel follows to the next video and back to the first one's summary", async ({
  youtube,
  worker,
}) => {
  await configure(worker, { provider: 'offline' });
  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  const skimly = panel(page);
  await skimly.getByRole('button', { name: 'Summarize' }).click();
  await expect(skimly).toHaveAttribute('data-stage', 'summarized');
  const firstSummary = await skimly.getByTestId('skimly-section').first().textContent();

  await page.locator(`a[data-fixture-nav="${FIXTURE_VIDEOS.second}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`v=${FIXTURE_VIDEOS.second}`));
  // A new video: nothing written yet for it
  await expect(skimly).toHaveAttribute('data-stage', 'ready');
  await expect(skimly.getByTestId('skimly-summary')).toHaveCount(0);
  await skimly.getByRole('button', { name: 'Summarize' }).click();
  await expect(skimly).toHaveAttribute('data-stage', 'summarized');
  const secondSummary = await skimly.getByTestId('skimly-section').first().textContent();
  expect(secondSummary).not.toBe(firstSummary);

  // Back: the first video's summary is still there (its machine was kept for the tab)
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`v=${FIXTURE_VIDEOS.manual}`));
  await expect(skimly.getByTestId('skimly-section').first()).toHaveText(firstSummary ?? '');
});
