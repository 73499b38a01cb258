/**
 * Skimly's server writes the summary: POST /api/summaries/generate as server-sent events (`progress`,
 * `section`, then one `done` or `failed`), with the session's bearer token. What the stream says goes to
 * the machine as writer events; an answer that is no stream (401, 429, a network failure) is a failure
 * with its reason and next step.
 */
import type { components } from '#contract/schema.d.ts';
import type { Failure, WriterEvent, WriterInput } from '#machines/videoSummary.machine.ts';
import { nextStepOf } from '#machines/videoSummary.machine.ts';
import type { ExtensionSettings } from '#extension/shared/settings.ts';
import { skimlyHeaders } from './skimlyApi.ts';

type StreamEvent = components['schemas']['SummaryStreamEvent'];
type GenerateBody = components['schemas']['GenerateSummaryRequest'];
type ErrorAnswer = components['schemas']['Error'];

const failure = (reason: string, detail: string | null = null, retryAfterSeconds: number | null = null): Failure => ({
  reason,
  detail,
  nextStep: nextStepOf(reason),
  retryAfterSeconds,
});

/** Splits a server-sent event stream into the `data` of each event. */
async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data !== '') yield data;
      end = buffer.indexOf('\n\n');
    }
  }
}

async function refusal(response: Response): Promise<Failure> {
  const answer = (await response.json().catch(() => ({}))) as Partial<ErrorAnswer>;
  const retryAfter = Number(response.headers.get('Retry-After'));
  const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  if (response.status === 401) return failure('signed_out');
  if (response.status === 429) return failure('quota_exhausted', answer.message ?? null, seconds);
  if (response.status === 413) return failure('too_long', answer.message ?? null);
  return failure('internal_error', answer.message ?? null);
}

export async function writeWithSkimly(
  settings: ExtensionSettings,
  token: string | null,
  input: WriterInput,
  send: (event: WriterEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  if (!token) {
    send({ type: 'writer.broke', failure: failure('signed_out') });
    return;
  }
  const body: GenerateBody = {
    source: input.source,
    ...(input.outputLanguage ? { output_language: input.outputLanguage } : {}),
  };
  let response: Response;
  try {
    response = await fetch(`${settings.siteUrl}/api/summaries/generate`, {
      method: 'POST',
      headers: { ...skimlyHeaders(token), Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (!signal.aborted)
      send({ type: 'writer.broke', failure: failure(navigator.onLine ? 'provider_unreachable' : 'offline') });
    return;
  }
  if (!response.ok || !response.body) {
    send({ type: 'writer.broke', failure: await refusal(response) });
    return;
  }
  try {
    for await (const data of events(response.body)) {
      const event = JSON.parse(data) as StreamEvent;
      if (event.type === 'progress') send({ type: 'writer.progress', progress: event });
      else if (event.type === 'section')
        send({ type: 'writer.section', position: event.index, section: event.section });
      else {
        send({ type: 'writer.finished', result: event });
        return;
      }
    }
    send({ type: 'writer.broke', failure: failure('provider_unreachable') });
  } catch {
    if (!signal.aborted) send({ type: 'writer.broke', failure: failure('provider_unreachable') });
  }
}
