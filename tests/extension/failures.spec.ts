/**
 * Failures name what happened and the next step: a local Ollama refusing the extension's origin shows
 * the command that allows it; a live stream is explained; an unreachable provider says what to check.
 */
import { messages } from '#domain/messages.ts';
import { FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';
import { configure, expect, panel, test } from './support/extension.ts';
import { startProvider } from './support/provider.ts';

const failures: Partial<Record<string, { title: string; next: string }>> = messages.summaryFailures;

test('Ollama refuses the extension’s origin (403): the panel shows how to allow it, with Settings at hand', async ({
  youtube,
  worker,
}) => {
  const ollama = await startProvider([{ status: 403 }]);
  try {
    await configure(worker, { provider: 'ollama', baseUrl: ollama.baseUrl, model: 'llama3.2' });
    const page = await youtube.open(FIXTURE_VIDEOS.manual);
    const skimly = panel(page);
    await skimly.getByRole('button', { name: messages.extension.summarize }).click();
    const failure = skimly.getByTestId('skimly-failure');
    await expect(failure).toHaveAttribute('data-reason', 'origin_refused');
    await expect(failure).toContainText(failures.origin_refused?.title ?? '');
    await expect(failure).toContainText('OLLAMA_ORIGINS=chrome-extension://*');
    await expect(failure.getByRole('button', { name: messages.extension.settings })).toBeVisible();
    // The instant summary is there meanwhile
    await expect(skimly.getByTestId('skimly-summary')).toHaveAttribute('data-source', 'instant');
  } finally {
    await ollama.close();
  }
});

test('a provider that cannot be reached: the panel says what to check, and Retry is offered', async ({
  youtube,
  worker,
}) => {
  const gone = await startProvider([]);
  const baseUrl = gone.baseUrl;
  await gone.close();
  await configure(worker, { provider: 'openai-compatible', baseUrl, apiKey: 'sk-x', model: 'm' });
  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  const skimly = panel(page);
  await skimly.getByRole('button', { name: messages.extension.summarize }).click();
  const failure = skimly.getByTestId('skimly-failure');
  await expect(failure).toHaveAttribute('data-reason', 'provider_unreachable');
  await expect(failure).toContainText(failures.provider_unreachable?.next ?? '');
  await expect(failure.getByRole('button', { name: messages.extension.retry })).toBeEnabled();
});

test('a live stream is explained: no transcript until it ends', async ({ youtube, worker }) => {
  await configure(worker, { provider: 'offline' });
  const page = await youtube.open(FIXTURE_VIDEOS.live);
  const skimly = panel(page);
  await skimly.getByRole('button', { name: messages.extension.summarize }).click();
  const failure = skimly.getByTestId('skimly-failure');
  await expect(failure).toHaveAttribute('data-reason', 'live');
  await expect(failure).toContainText(failures.live?.next ?? '');
});
