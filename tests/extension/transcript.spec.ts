/**
 * The transcript in the real browser (issue 24 item 9): the built extension on recorded watch pages,
 * its page hook in YouTube's main world, the methods in order as the Diagnose view tells them, and
 * the reason when there is no transcript. Offline provider: nothing leaves the browser.
 */
import { parseJson3 } from '#domain/transcript/youtube.ts';
import { answerYouTube, FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';
import { configure, expect, panel, test } from './support/extension.ts';

const METHOD = {
  player: 'the player’s own caption request',
  track: 'the caption track of the player response',
  panel: 'YouTube’s transcript panel',
};

/** Summarize, then open the Diagnose view: its list of attempts, in order. */
async function summarizeAndDiagnose(page: import('@playwright/test').Page) {
  const skimly = panel(page);
  await skimly.getByRole('button', { name: 'Summarize' }).click();
  await expect(skimly).toHaveAttribute('data-stage', 'summarized');
  await skimly.getByRole('button', { name: 'Diagnose' }).click();
  const diagnosis = skimly.getByTestId('skimly-diagnosis');
  await expect(diagnosis).toBeVisible();
  return { skimly, diagnosis, attempts: diagnosis.getByRole('listitem') };
}

test.beforeEach(async ({ worker }) => {
  await configure(worker, { provider: 'offline' });
});

test("manual captions: the player's own request (seen by the page hook, with its token) gives them", async ({
  youtube,
}) => {
  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  const { diagnosis, attempts } = await summarizeAndDiagnose(page);
  await expect(diagnosis).toContainText(`Worked: ${METHOD.player}`);
  await expect(attempts).toHaveCount(1);
  await expect(attempts.first()).toHaveAttribute('data-outcome', 'ok');
  await expect(attempts.first()).toContainText("the player's answer for en (manual)");
  // The player asked once, with its proof-of-origin token; the extension asked nothing more
  const captions = youtube.requested.filter((url) => url.includes('/api/timedtext'));
  expect(captions).toHaveLength(1);
  expect(new URL(captions[0] ?? '').searchParams.get('pot')).toBeTruthy();
  // What the summary quotes are the words of that track
  const english = answerYouTube(`https://www.youtube.com/api/timedtext?v=${FIXTURE_VIDEOS.manual}&lang=en&fmt=json3`);
  const transcript = parseJson3(english?.body ?? '')
    .map((segment) => segment.text)
    .join(' ');
  const quote = (await panel(page).getByTestId('skimly-quote').first().textContent()) ?? '';
  const words = quote.replace(/^\s*\d+:\d{2}\s*/, '').slice(0, 24);
  expect(words.length).toBeGreaterThan(10);
  expect(transcript).toContain(words);
});

test('automatic captions only: the caption track of the player response, as json3', async ({ youtube }) => {
  const page = await youtube.open(FIXTURE_VIDEOS.automaticOnly);
  const { diagnosis, attempts } = await summarizeAndDiagnose(page);
  await expect(diagnosis).toContainText(`Worked: ${METHOD.track}`);
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0)).toHaveAttribute('data-outcome', 'not-found');
  await expect(attempts.nth(1)).toHaveAttribute('data-outcome', 'ok');
  await expect(attempts.nth(1)).toContainText('json3 of en (automatic)');
});

test('an empty answer of a caption address (no proof-of-origin token) falls through to the transcript panel, view-model markup', async ({
  youtube,
}) => {
  const page = await youtube.open(FIXTURE_VIDEOS.potEmpty);
  const { diagnosis, attempts } = await summarizeAndDiagnose(page);
  await expect(diagnosis).toContainText(`Worked: ${METHOD.panel}`);
  await expect(attempts.nth(1)).toHaveAttribute('data-outcome', 'pot-required');
  await expect(attempts.nth(1)).toContainText('HTTP 200');
  await expect(attempts.nth(2)).toHaveAttribute('data-outcome', 'skipped');
  await expect(attempts.nth(3)).toHaveAttribute('data-outcome', 'ok');
  await expect(attempts.nth(3)).toContainText('view-model markup');
  // The panel was opened on the page, as a person would
  await expect(page.locator('transcript-segment-view-model')).toHaveCount(6);
  await expect(panel(page).getByText('During deep sleep the brain replays the day.').first()).toBeVisible();
});

test('the transcript panel in its older markup (ytd-transcript-segment-renderer)', async ({ youtube }) => {
  const page = await youtube.open(FIXTURE_VIDEOS.panelRenderer);
  const { diagnosis, attempts } = await summarizeAndDiagnose(page);
  await expect(diagnosis).toContainText(`Worked: ${METHOD.panel}`);
  await expect(attempts.last()).toContainText('renderer markup');
  await expect(page.locator('ytd-transcript-segment-renderer')).toHaveCount(6);
});

test('no captions: the reason and its next step, and Diagnose lists what was tried', async ({ youtube }) => {
  const page = await youtube.open(FIXTURE_VIDEOS.noCaptions);
  const skimly = panel(page);
  await skimly.getByRole('button', { name: 'Summarize' }).click();
  const failure = skimly.getByTestId('skimly-failure');
  await expect(failure).toHaveAttribute('data-reason', 'no_captions');
  await expect(failure).toContainText('This video has no captions');
  await expect(failure).toContainText('try a video with CC');
  expect(youtube.requested.filter((url) => url.includes('/api/timedtext'))).toEqual([]);
});

test('a three-hour video with CC off: the player is asked to load its track, and the whole transcript is read', async ({
  youtube,
}) => {
  const page = await youtube.open(FIXTURE_VIDEOS.threeHours);
  const { skimly, diagnosis, attempts } = await summarizeAndDiagnose(page);
  await expect(diagnosis).toContainText(`Worked: ${METHOD.player}`);
  await expect(attempts.first()).toContainText('loaded');
  // One line every four seconds for three hours
  await expect(attempts.first()).toContainText('(2700)');
  // The summary reaches into the third hour: nothing was cut
  const stamps = skimly.getByTestId('skimly-section').getByRole('button', { name: /^Play from / });
  const labels = await stamps.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const seconds = labels.map((label) =>
    label
      .replace('Play from ', '')
      .split(':')
      .reduce((total, part) => total * 60 + Number(part), 0),
  );
  expect(Math.max(...seconds)).toBeGreaterThan(2 * 3600);
  // CC is back off once the track was read
  expect(
    await page.evaluate(() =>
      (document.getElementById('movie_player') as unknown as { getOption: (m: string, o: string) => object }).getOption(
        'captions',
        'track',
      ),
    ),
  ).toEqual({});
});

test('a Short (/shorts/ address): the same video id, the same methods', async ({ youtube }) => {
  const page = await youtube.open(FIXTURE_VIDEOS.automaticOnly, `/shorts/${FIXTURE_VIDEOS.automaticOnly}`);
  const { diagnosis } = await summarizeAndDiagnose(page);
  await expect(diagnosis).toContainText(`Worked: ${METHOD.track}`);
});
