/**
 * The "New summary" calls (machines/summarize.machine.ts): the day's quota, and POST
 * /api/summaries/generate read as server-sent events with fetch and a streaming reader, each event's
 * data checked with the contract's validator before the machine hears it. Stopping the actor aborts
 * the request.
 */
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { components, paths } from '#contract/schema.d.ts';
import { zSummaryQuotaResponse, zSummaryStreamEvent } from '#contract/zod-mini.gen.ts';
import { EXTENSION_ID, REQUEST_SOURCE } from '#domain/constants.ts';
import type { SummarizeStreamEvent, SummaryRequest } from '#machines/summarize.machine.ts';
import { api, dataOf, storedToken } from '#src/api/client.ts';
import { apiErrorFrom, InvalidResponseError } from '#src/api/errors.ts';
import { parseResponse } from '#src/api/responses.ts';
import { EventStreamReader } from './sse.ts';

type StreamEvent = components['schemas']['SummaryStreamEvent'];

const GENERATE_PATH = '/api/summaries/generate' satisfies keyof paths;

/** The machine's event for one event of the stream. */
function toMachineEvent(data: StreamEvent): SummarizeStreamEvent {
  if (data.type === 'progress') return { type: 'summary.progress', progress: data };
  if (data.type === 'section') return { type: 'summary.section', position: data.index, section: data.section };
  return { type: 'summary.finished', result: data };
}

async function generate(
  request: SummaryRequest,
  signal: AbortSignal,
  report: (event: SummarizeStreamEvent) => void,
): Promise<void> {
  const headers = new Headers({
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
    'X-Extension-Id': EXTENSION_ID,
    'X-Request-Source': REQUEST_SOURCE,
  });
  const token = storedToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(GENERATE_PATH, {
    method: 'POST',
    headers,
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  // A server (or proxy) that answers JSON gives the last event alone.
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    report(toMachineEvent(parseResponse(zSummaryStreamEvent, await response.json())));
    return;
  }
  const events = new EventStreamReader();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const { data } of events.push(value)) {
      const event = toMachineEvent(parseResponse(zSummaryStreamEvent, JSON.parse(data)));
      report(event);
      if (event.type === 'summary.finished') {
        await reader.cancel();
        return;
      }
    }
  }
  throw Object.assign(new InvalidResponseError('the stream ended before its last event'), { interrupted: true });
}

export const newSummaryActors = {
  loadQuota: fromPromise<components['schemas']['SummaryQuotaResponse'], void>(async ({ signal }) =>
    parseResponse(zSummaryQuotaResponse, dataOf(await api.GET('/api/summaries/quota', { signal }))),
  ),
  generateSummary: fromCallback<EventObject, { request: SummaryRequest }>(({ input, sendBack }) => {
    const controller = new AbortController();
    generate(input.request, controller.signal, sendBack).catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'summary.error', error });
    });
    return () => controller.abort();
  }),
};
