/**
 * "New summary" with the server configured for an OpenAI-compatible provider (issue 23, "Done when"):
 * the provider is tests/server/fakes/llm-api.ts on loopback (real HTTP, streamed chunks; no real
 * network). Sections stream in one by one; each failure of issue 23 item 7 shows its own message;
 * Premium's history keeps a failed attempt with its reason, and Retry replaces it with the summary.
 *
 * The run's shared server uses the extractive default, so this file starts a server of its own for
 * its worker, pointed at the fake. The fake answers by a marker word in the transcript (the model sees
 * the transcript's words), so each test picks its provider's behaviour by what it pastes.
 */
import { test as base, type Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { type FakeLlm, promptsOf, type Script, startFakeLlm, windowNumbers } from '#tests/server/fakes/llm-api.ts';
import { login, makePremium, registerVerified } from './support/api.ts';
import { uniqueEmail } from './support/auth.ts';
import { expect } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

const text = messages.newSummary;
const failures = messages.summaryFailures;
const VIDEO_ID = 'aircAruvnKk';

/** The provider's behaviour each marker asks for. */
const MARK = {
  held: 'zebra',
  unauthorized: 'walrus',
  rateLimited: 'pelican',
  unreachable: 'heron',
  hang: 'tortoise',
  unusable: 'magpie',
} as const;

/** A small deferred: the held answer's second section waits for the test's word. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
let held = gate();

/** A well-formed answer for the part the prompt shows: two sections citing its windows. */
function answerFor(prompt: string): string[] {
  const windows = windowNumbers(prompt);
  const first = windows[0] as number;
  const last = windows.at(-1) as number;
  const line = (title: string, window: number) =>
    `${JSON.stringify({ title, bullets: [{ text: `${title}: what was said.`, windows: [window] }] })}\n`;
  return [line('Opening', first), line('Closing', last)];
}

const script: Script = (request) => {
  const { user } = promptsOf(request.body);
  if (user.includes(MARK.unauthorized)) return { kind: 'status', status: 401 };
  if (user.includes(MARK.rateLimited)) return { kind: 'status', status: 429, headers: { 'retry-after': '90' } };
  if (user.includes(MARK.unreachable)) return { kind: 'status', status: 503 };
  if (user.includes(MARK.hang)) return { kind: 'hang' };
  if (user.includes(MARK.unusable)) return { kind: 'text', chunks: ['Sure! Here is your summary:\n', '* a point\n'] };
  if (user.includes(MARK.held)) return { kind: 'text', chunks: answerFor(user), holdAfter: 0, release: held.opened };
  return { kind: 'text', chunks: answerFor(user) };
};

/** The transcript's lines, the marker in the first. */
function lecture(marker: string): string {
  return [
    `0:00 Welcome back, today the ${marker} example shows how a network learns.`,
    '0:12 A network is a stack of layers, and each layer is a set of numbers called weights.',
    '0:25 At the start the weights are random, so the network guesses badly.',
    '0:38 We measure how wrong a guess is with a cost function.',
    '0:52 Learning means changing the weights so that the cost goes down.',
    '1:05 Gradient descent takes a small step in the direction in which the cost falls fastest.',
    '1:20 Backpropagation computes that direction for every weight at once.',
    '1:34 Next time we open the network and look at what the hidden layers learned.',
  ].join('\n');
}

/** Longer than this server's SUMMARY_MAX_CHARS (6,000): 300 lines of about 50 characters of words. */
const tooLong = Array.from(
  { length: 300 },
  (_, i) =>
    `${Math.floor(i / 6)}:${String((i % 6) * 10).padStart(2, '0')} Line ${i} of a long talk about many things at once.`,
).join('\n');

type Provider = { llm: FakeLlm; stack: Stack };

const test = base.extend<{ dataDir: string }, { provider: Provider }>({
  provider: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const llm = await startFakeLlm(script);
      const stack = await startStack({
        SUMMARY_PROVIDER: 'openai-compatible',
        SUMMARY_BASE_URL: llm.baseUrl,
        SUMMARY_API_KEY: 'sk-e2e-fake-key',
        SUMMARY_MODEL: 'fake-model',
        SUMMARY_TIMEOUT_MS: '8000',
        SUMMARY_MAX_CHARS: '6000',
        SUMMARY_DAILY_BASIC: '1',
      });
      try {
        await use({ llm, stack });
      } finally {
        await stack.stop();
        await llm.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ provider }, use) => {
    await use(provider.stack.baseURL);
  },
  dataDir: async ({ provider }, use) => {
    await use(provider.stack.dataDir);
  },
});

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

/** A fresh account (Premium when asked), signed in on the dashboard. */
async function signedIn(page: Page, baseURL: string, dataDir: string, premium: boolean): Promise<void> {
  const email = uniqueEmail('provider');
  await registerVerified(page.request, dataDir, email, baseURL);
  const token = await login(page.request, email);
  if (premium) await makePremium(page.request, token);
  await page.goto('/dashboard');
  await expect(page.getByText(premium ? messages.dashboard.premiumPlan : messages.dashboard.basicPlan)).toBeVisible({
    timeout: 20_000,
  });
}

/** Opens New summary, pastes the transcript with the video's link and a title, and presses Summarize. */
async function summarize(page: Page, transcript: string, title: string) {
  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await dialog.getByRole('textbox', { name: text.transcriptLabel }).fill(transcript);
  await dialog.getByRole('textbox', { name: text.videoLabel }).fill(`https://youtu.be/${VIDEO_ID}`);
  await dialog.getByRole('textbox', { name: text.titleLabel }).fill(title);
  await dialog.getByRole('button', { name: text.submit }).click();
  return dialog;
}

test('sections stream in one by one, then the summary is saved', async ({ page, baseURL, dataDir }) => {
  held = gate();
  await signedIn(page, baseURL as string, dataDir, true);
  const dialog = await summarize(page, lecture(MARK.held), 'Streamed lecture');
  const result = dialog.getByRole('list', { name: text.resultLabel });
  await expect(result.getByRole('heading', { name: /Opening/ })).toBeVisible({ timeout: 15_000 });
  // The provider holds its second section back: the first is on screen alone, the run still going.
  await expect(result.getByRole('heading')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: text.cancel })).toBeVisible();
  held.open();
  await expect(result.getByRole('heading', { name: /Closing/ })).toBeVisible();
  await expect(dialog.getByText(text.saved)).toBeVisible();
  await expect(result.getByRole('link', { name: /^Play from / }).first()).toHaveAttribute(
    'href',
    new RegExp(`v=${VIDEO_ID}&t=\\d+s$`),
  );
});

test.describe('each failure shows its own message', () => {
  const cases = [
    ['unauthorised', MARK.unauthorized, failures.provider_unauthorized],
    ['rate-limited', MARK.rateLimited, failures.provider_rate_limited],
    ['unreachable', MARK.unreachable, failures.provider_unreachable],
    ['timed out', MARK.hang, failures.provider_timeout],
  ] as const;
  for (const [name, marker, failure] of cases) {
    test(`the provider ${name}`, async ({ page, baseURL, dataDir }) => {
      await signedIn(page, baseURL as string, dataDir, false);
      const dialog = await summarize(page, lecture(marker), `Lecture (${name})`);
      const alert = dialog.getByRole('alert').filter({ hasText: failure.title });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(alert).toContainText(failure.next);
      if (marker === MARK.rateLimited) await expect(alert).toContainText(text.retryAfter(90));
      await expect(dialog.getByRole('button', { name: text.retry })).toBeVisible();
    });
  }

  test('the output unusable: the transcript’s own sentences, labelled', async ({ page, baseURL, dataDir }) => {
    await signedIn(page, baseURL as string, dataDir, false);
    const dialog = await summarize(page, lecture(MARK.unusable), 'Lecture (unusable)');
    await expect(dialog.getByText(text.fallback)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('list', { name: text.resultLabel }).getByRole('heading').first()).toBeVisible();
  });

  test('too long for this server', async ({ page, baseURL, dataDir }) => {
    await signedIn(page, baseURL as string, dataDir, false);
    const dialog = await summarize(page, tooLong, 'A long talk');
    const alert = dialog.getByRole('alert').filter({ hasText: failures.too_long.title });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(failures.too_long.next);
    // Trying the same again cannot help: the text has to change.
    await expect(dialog.getByRole('button', { name: text.retry })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: text.edit })).toBeVisible();
  });

  test('no transcript: nothing is sent', async ({ page, baseURL, dataDir }) => {
    await signedIn(page, baseURL as string, dataDir, false);
    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('dialog', { name: text.title });
    await dialog.getByRole('textbox', { name: text.transcriptLabel }).fill('0:00\n0:05\n[1:10]');
    await expect(dialog.getByText(text.nothingFound)).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.submit })).toBeDisabled();
  });

  test("the day's quota spent", async ({ page, baseURL, dataDir }) => {
    await signedIn(page, baseURL as string, dataDir, false);
    const dialog = await summarize(page, lecture('first'), 'The day’s one');
    await expect(dialog.getByText(text.notSaved)).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: text.another }).click();
    await dialog.getByRole('button', { name: text.submit }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: failures.quota_exhausted.title });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(failures.quota_exhausted.next);
    await expect(dialog.getByRole('button', { name: text.retry })).toHaveCount(0);
  });
});

test("Premium's history keeps a failed attempt with its reason; Retry replaces it", async ({
  page,
  baseURL,
  dataDir,
  provider,
}) => {
  await signedIn(page, baseURL as string, dataDir, true);
  const unreachable = failures.provider_unreachable;
  const answered = provider.llm.script;

  // A failed attempt is in My Summaries with its reason, in the catalogue's words, and Retry.
  const kept = 'Lecture that failed';
  const dialog = await summarize(page, lecture(MARK.unreachable), kept);
  await expect(dialog.getByRole('alert').filter({ hasText: unreachable.title })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: messages.dashboard.tabSummaries }).click();
  const keptCard = page.getByRole('tabpanel').getByRole('article', { name: kept });
  await expect(keptCard.getByRole('alert')).toContainText(unreachable.title);
  await expect(keptCard.getByRole('alert')).toContainText(unreachable.next);
  // A failed attempt has nothing to copy.
  await expect(keptCard.getByRole('button', { name: messages.summaryActions.copy })).toBeDisabled();

  try {
    // Retry on the card, the provider now busy: the card shows the new reason.
    provider.llm.script = () => ({ kind: 'status', status: 429, headers: { 'retry-after': '90' } });
    await keptCard.getByRole('button', { name: text.retry }).click();
    const busy = failures.provider_rate_limited;
    await expect(keptCard.getByRole('alert')).toContainText(busy.title, { timeout: 20_000 });
    await expect(keptCard.getByRole('alert')).toContainText(busy.next);

    // Retry again, pressed twice, the provider back and holding its second section: one request, the
    // sections stream into the card, then the card is the summary.
    held = gate();
    provider.llm.script = (request) => ({
      kind: 'text',
      chunks: answerFor(promptsOf(request.body).user),
      holdAfter: 0,
      release: held.opened,
    });
    const before = provider.llm.requests.length;
    await keptCard.getByRole('button', { name: text.retry }).dblclick();
    await expect(keptCard.getByRole('heading', { name: /Opening/ })).toBeVisible({ timeout: 20_000 });
    await expect(keptCard.getByRole('status')).toContainText(text.phases.summarizing);
    await expect(keptCard.getByRole('heading', { name: /Closing/ })).toHaveCount(0);
    expect(provider.llm.requests.length - before).toBe(1);
    held.open();
    await expect(keptCard.getByRole('heading', { name: /Closing/ })).toBeVisible({ timeout: 20_000 });
    await expect(keptCard.getByRole('alert')).toHaveCount(0);
    await expect(keptCard.getByRole('button', { name: text.retry })).toHaveCount(0);
    await expect(keptCard.getByRole('button', { name: messages.summaryActions.copy })).toBeEnabled();
  } finally {
    provider.llm.script = answered;
  }
  // It is the history's summary now, after a reload too.
  await page.reload();
  await page.getByRole('tab', { name: messages.dashboard.tabSummaries }).click();
  const reloaded = page.getByRole('tabpanel').getByRole('article', { name: kept });
  await expect(reloaded.getByRole('heading', { name: /Opening/ })).toBeVisible({ timeout: 20_000 });
  await expect(reloaded.getByRole('alert')).toHaveCount(0);

  // Retry from the dialog replaces its attempt too.
  const title = 'Lecture retried';
  const again = await summarize(page, lecture(MARK.unreachable), title);
  await expect(again.getByRole('alert').filter({ hasText: unreachable.title })).toBeVisible({ timeout: 20_000 });
  provider.llm.script = (request) => ({ kind: 'text', chunks: answerFor(promptsOf(request.body).user) });
  try {
    await again.getByRole('button', { name: text.retry }).click();
    await expect(again.getByText(text.saved)).toBeVisible({ timeout: 20_000 });
  } finally {
    provider.llm.script = answered;
  }
  await again.getByRole('button', { name: text.showInHistory }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByRole('heading', { name: /Opening/ })).toBeVisible();
});
