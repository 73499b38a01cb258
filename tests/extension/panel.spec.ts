/**
 * The extension loads in Chromium and shows its panel beside a recorded watch page; offline only, it
 * writes the instant summary from the transcript, with timestamps and quotes.
 */
import { FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';
import { configure, expect, panel, test } from './support/extension.ts';

test('the Skimly panel sits beside the video of a watch page', async ({ youtube, worker }) => {
  await configure(worker, { provider: 'offline' });
  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  const skimly = panel(page);
  await expect(skimly.getByRole('heading', { name: 'Skimly' })).toBeVisible();
  await expect(skimly.getByRole('button', { name: 'Summarize' })).toBeEnabled();
  // In YouTube's right-hand column, above the related videos
  await expect(page.locator('#secondary-inner > #skimly-panel-host')).toHaveCount(1);
});
