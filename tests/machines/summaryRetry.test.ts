/**
 * A failed attempt's Retry from My Summaries (issue 23.7): the list hands a listed failed attempt to
 * its child `summaryRetry`, which sends it again with `retry_of`, streams the answer, and puts the
 * history's new row in the card's place; one request however often Retry is pressed while it runs.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import type { SummariesPage, Summary } from '#machines/apiTypes.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { selectRetryActor, selectSummaries, summariesMachine } from '#machines/summaries.machine.ts';
import type { SummarizeStreamEvent, SummaryRequest } from '#machines/summarize.machine.ts';
import { selectCanRetry, selectRetryOf, summaryRetryMachine } from '#machines/summaryRetry.machine.ts';
import { httpError, networkError, summariesPage } from './fixtures.ts';
import { parentRecorder } from './harness.ts';
import { doneSaved, failedAgain, failedAttempt, progress, savedSummary, sections } from './summarizeFixtures.ts';

/** A stream the test drives: the requests it was started with, and the server's events. */
function fakeStream() {
  const requests: SummaryRequest[] = [];
  let sendBack: ((event: SummarizeStreamEvent) => void) | null = null;
  const logic = fromCallback<EventObject, { request: SummaryRequest }>(({ input, sendBack: send }) => {
    requests.push(input.request);
    sendBack = send;
  });
  return { logic, requests, emit: (event: SummarizeStreamEvent) => sendBack?.(event) };
}

const complete = summariesPage(1, 1).summaries[0] as Summary;

/** My Summaries showing a failed attempt beside a summary, its retry on a stream the test drives. */
function listWithAttempt() {
  const stream = fakeStream();
  const firstPage: SummariesPage = {
    summaries: [failedAttempt, complete],
    pagination: { total: 2, per_page: 10, current_page: 1, last_page: 1 },
  };
  const machine = summariesMachine.provide({
    actors: { summaryRetry: summaryRetryMachine.provide({ actors: { generateSummary: stream.logic } }) },
  });
  const list = createActor(machine, { input: { firstPage }, parent: parentRecorder().ref }).start();
  const retry = () => {
    const child = selectRetryActor(list.getSnapshot());
    if (!child) throw new Error('the list runs no retry');
    return child;
  };
  return { list, retry, stream };
}

describe('summaryRetry: a failed attempt from My Summaries', () => {
  it('sends the attempt again by its id, once however often Retry is pressed while it runs', () => {
    const { list, retry, stream } = listWithAttempt();
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    expect(stream.requests).toEqual([{ retry_of: failedAttempt.id }]);
    expect(selectCanRetry(retry().getSnapshot())).toBe(false);
  });

  it('does not retry a card that is not a failed attempt', () => {
    const { list, stream } = listWithAttempt();
    list.send({ type: 'retry.requested', id: complete.id });
    expect(stream.requests).toEqual([]);
  });

  it('streams into the card, then the summary takes the attempt’s place in the list', () => {
    const { list, retry, stream } = listWithAttempt();
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    stream.emit({ type: 'summary.progress', progress: progress('summarizing', 4.2) });
    stream.emit({ type: 'summary.section', position: 0, section: sections[0] as (typeof sections)[number] });
    const run = selectRetryOf(failedAttempt.id)(retry().getSnapshot());
    expect(run).toMatchObject({ running: true, progress: { phase: 'summarizing' }, sections: [sections[0]] });
    expect(selectRetryOf(complete.id)(retry().getSnapshot())).toBeNull();

    stream.emit({ type: 'summary.finished', result: doneSaved });
    expect(selectSummaries(list.getSnapshot())).toEqual([savedSummary, complete]);
    expect(selectCanRetry(retry().getSnapshot())).toBe(true);
  });

  it('a failure again: the attempt’s row with its new reason takes the card, and it can be retried', () => {
    const { list, retry, stream } = listWithAttempt();
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    stream.emit({ type: 'summary.finished', result: failedAgain });
    const [card] = selectSummaries(list.getSnapshot());
    expect(card).toMatchObject({ id: failedAttempt.id, status: 'failed', failure_reason: 'provider_timeout' });
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    expect(stream.requests).toHaveLength(2);
    expect(selectCanRetry(retry().getSnapshot())).toBe(false);
  });

  it.each([
    ['no connection', networkError, 'network'],
    ['a stream cut short', { interrupted: true }, 'interrupted'],
    ['429', httpError(429, 'Spent'), 'quota_exhausted'],
  ] as const)('a call that gets no answer (%s) keeps the card and says why (%s)', (_name, error, reason) => {
    const { list, retry, stream } = listWithAttempt();
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    stream.emit({ type: 'summary.error', error });
    expect(selectRetryOf(failedAttempt.id)(retry().getSnapshot())).toMatchObject({
      running: false,
      failure: { reason },
    });
    expect(selectSummaries(list.getSnapshot())[0]).toBe(failedAttempt);
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    expect(stream.requests).toHaveLength(2);
  });

  it('an ended session stops it quietly (the composition root signed the person out)', () => {
    const { list, retry, stream } = listWithAttempt();
    list.send({ type: 'retry.requested', id: failedAttempt.id });
    stream.emit({ type: 'summary.error', error: sessionEnded() });
    expect(selectRetryOf(failedAttempt.id)(retry().getSnapshot())).toBeNull();
    expect(selectSummaries(list.getSnapshot())[0]).toBe(failedAttempt);
  });
});
