/**
 * "New summary" against the real server and its default (extractive) summariser: a Premium customer
 * pastes a lecture's transcript with its YouTube link, watches the summary arrive in sections with
 * timestamps that open the video at the moment and bullets that show their quoted source on focus,
 * then finds it in My Summaries. A fresh Premium account, so the shared demo history stays as seeded.
 */
import { messages } from '#domain/messages.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';
import { apiSignIn, createVerifiedUser, makePremium, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { PASTED_VIDEO_ID, pastedText, pasteInto, transcriptFixture } from './support/transcripts.ts';

const text = messages.newSummary;
const VIDEO_ID = 'aircAruvnKk';
const TITLE = 'How neural networks learn';

const lecture = [
  '0:00 Welcome back. Today we look at how a neural network learns from examples.',
  '0:12 A network is a stack of layers, and each layer is a set of numbers called weights.',
  '0:25 At the start the weights are random, so the network guesses badly.',
  '0:38 We measure how wrong a guess is with a cost function: the further from the answer, the higher the cost.',
  '0:52 Learning means changing the weights so that the cost goes down.',
  '1:05 Gradient descent does this: it finds the direction in which the cost falls fastest and takes a small step.',
  '1:20 Backpropagation is how we compute that direction for every weight at once.',
  '1:34 It works backwards from the output, layer by layer, using the chain rule.',
  '1:49 The size of each step is the learning rate, and choosing it well matters a great deal.',
  '2:03 Too large a learning rate and the cost jumps around; too small and learning takes forever.',
  '2:18 We never use all the examples at once: mini-batches give a noisy but cheap estimate of the direction.',
  '2:33 After many passes over the data the network recognises digits it has never seen before.',
  '2:47 Next time we will open the network and look at what the hidden layers actually learned.',
].join('\n');

test('a pasted transcript becomes a summary with timestamps and quoted sources, kept in My Summaries', async ({
  page,
  dataDir,
}) => {
  const email = uniqueEmail('newsummary');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await page.reload();
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();

  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await dialog.getByRole('textbox', { name: text.transcriptLabel }).fill(lecture);
  await expect(dialog.getByText(/^Read as text: 13 lines/)).toBeVisible();
  await dialog.getByRole('textbox', { name: text.videoLabel }).fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await dialog.getByRole('textbox', { name: text.titleLabel }).fill(TITLE);
  await expect(dialog.getByText(text.kept)).toBeVisible();
  await dialog.getByRole('button', { name: text.submit }).click();

  await expect(dialog.getByText(text.saved)).toBeVisible({ timeout: 30_000 });
  const summary = dialog.getByRole('list', { name: text.resultLabel });
  const stamps = summary.getByRole('link', { name: /^Play from / });
  expect(await stamps.count()).toBeGreaterThan(0);
  await expect(stamps.first()).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.youtube\\.com/watch\\?v=${VIDEO_ID}&t=\\d+s$`),
  );

  // A bullet's source: described by its tooltip, shown when the bullet has focus.
  const bullet = summary.locator('li[aria-describedby]').first();
  await bullet.focus();
  const tip = page.locator(`[id="${await bullet.getAttribute('aria-describedby')}"]`);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(new RegExp(`^${text.sourceLabel}: “.+”`));
  const quote = ((await tip.textContent()) ?? '').replace(/^[^“]*“/, '').replace(/”.*$/, '');
  expect(lecture).toContain(quote.replace(/…$/, ''));

  await dialog.getByRole('button', { name: text.showInHistory }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: messages.dashboard.tabSummaries })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('tabpanel').getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();

  // The saved summary keeps its sources: the card's bullet shows its quote on focus and on hover.
  const cardBullet = card.locator('li[aria-describedby]').first();
  const cardTip = page.locator(`[id="${await cardBullet.getAttribute('aria-describedby')}"]`);
  await expect(cardTip).toBeHidden();
  await cardBullet.focus();
  await expect(cardTip).toBeVisible();
  await expect(cardTip).toHaveText(new RegExp(`^${text.sourceLabel}: “.+” \\(at \\d+:\\d\\d\\)$`));
  await cardBullet.blur();
  await expect(cardTip).toBeHidden();
  await cardBullet.hover();
  await expect(cardTip).toBeVisible();
});

test("issue 23's done-when: the three-hour stream pasted gives sections, timestamps and quotes, in the history", async ({
  page,
  dataDir,
}) => {
  const stream = transcriptFixture('stream');
  const email = uniqueEmail('threehours');
  await createVerifiedUser(page.request, dataDir, email);
  await makePremium(page.request, await apiSignIn(page, email));
  await page.reload();
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();

  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await pasteInto(dialog.getByRole('textbox', { name: text.transcriptLabel }), pastedText(stream));
  await expect(dialog.getByText(/^Read as text: 4,800 lines, 2:59:\d\d long/)).toBeVisible();
  await dialog.getByRole('textbox', { name: text.videoLabel }).fill(PASTED_VIDEO_ID);
  await dialog.getByRole('textbox', { name: text.titleLabel }).fill(stream.title);
  await dialog.getByRole('button', { name: text.submit }).click();

  await expect(dialog.getByText(text.saved)).toBeVisible({ timeout: 30_000 });
  // All of it was read: the coverage names the same length twice.
  await expect(dialog.getByText(/^Read (2:59:\d\d) of \1$/)).toBeVisible();
  const summary = dialog.getByRole('list', { name: text.resultLabel });
  const stamps = summary.getByRole('link', { name: /^Play from / });
  expect(await stamps.count()).toBeGreaterThan(3);
  // The timestamps run through the three hours, in order, none past the end.
  const seconds = (await stamps.allTextContents()).map((stamp) => timestampToSeconds(stamp) as number);
  expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  expect(seconds.at(-1)).toBeGreaterThan(2 * 3600);
  expect(seconds.at(-1)).toBeLessThan(stream.duration_seconds);
  const bullet = summary.locator('li[aria-describedby]').last();
  await bullet.focus();
  await expect(page.locator(`[id="${await bullet.getAttribute('aria-describedby')}"]`)).toHaveText(
    new RegExp(`^${text.sourceLabel}: “.+” \\(at \\d:\\d\\d:\\d\\d\\)$`),
  );

  await dialog.getByRole('button', { name: text.showInHistory }).click();
  await expect(page.getByRole('tabpanel').getByRole('article', { name: stream.title })).toBeVisible();
});
