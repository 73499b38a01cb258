/**
 * Retry of a failed attempt from its card in My Summaries (issue 23.7; decision 229). The summaries
 * list runs it as its child `summaryRetry` for as long as the list lives and hands it each card's
 * `retry.requested`; it sends the attempt again (POST /api/summaries/generate with `retry_of`, the
 * server keeps what was asked) and streams the answer in like New summary does. The server's last
 * event names the row that now stands in the history: the summary, which replaced the attempt, or the
 * same attempt with its new reason; the list puts it in the card's place (`summary.replaced`). A call
 * that got no answer (no connection, a stream cut short, an HTTP error) keeps the card and says why
 * until the next Retry.
 *
 * One retry runs at a time: a second press, on this card or another, waits for it to end (one request
 * per double click). A 401 reaches it as `SessionEnded` (decision 254): it stops quietly.
 */
import { assertEvent, assign, type EventObject, fromCallback, type SnapshotFrom, sendParent, setup } from 'xstate';
import type { components } from '#contract/schema.d.ts';
import type { Summary } from './apiTypes.ts';
import { isSessionEnded } from './sessionEnded.ts';
import { withSection } from './streamedSections.ts';
import type { SummarizeStreamEvent, SummaryRequest } from './summarize.machine.ts';
import { failureOf, failureOfResult, type SummarizeFailure } from './summaryFailure.ts';

type Schemas = components['schemas'];

export interface SummaryRetryContext {
  /** The failed attempt being retried, or the last one when it failed again without an answer. */
  attempt: Summary | null;
  progress: Schemas['SummaryProgress'] | null;
  /** Sections as they stream in. */
  sections: Schemas['SummarySection'][];
  /** Why the last retry got no answer (the card shows it until the next one). */
  failure: SummarizeFailure | null;
}

/** What the list hands its child: a card's Retry, with the card's attempt. */
export type SummaryRetryRequest = { type: 'retry.requested'; summary: Summary };

/** What this machine tells the list: the history's row (`entry`) that now stands in place of the attempt. */
export type SummaryRetryParentEvent = { type: 'summary.replaced'; attemptId: string; entry: Summary };

export type SummaryRetryEvent = SummaryRetryRequest | SummarizeStreamEvent;

const cleared = { progress: null, sections: [], failure: null } satisfies Partial<SummaryRetryContext>;

/** The default stream: fails at once, naming what the app has to provide. */
const generateNotProvided = fromCallback<EventObject, { request: SummaryRequest }>(({ sendBack }) => {
  sendBack({ type: 'summary.error', error: new Error('Actor "generateSummary" is not provided') });
});

export const summaryRetryMachine = setup({
  types: { context: {} as SummaryRetryContext, events: {} as SummaryRetryEvent },
  actors: {
    /** POST /api/summaries/generate as a stream (src/features/newSummary/actors.ts), under the root's policy. */
    generateSummary: generateNotProvided,
  },
  actions: {
    chooseAttempt: assign(({ event }) => {
      assertEvent(event, 'retry.requested');
      return { attempt: event.summary, ...cleared };
    }),
    setProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'summary.progress');
        return event.progress;
      },
    }),
    addSection: assign({
      sections: ({ event, context }) => {
        assertEvent(event, 'summary.section');
        return withSection(context.sections, event.position, event.section);
      },
    }),
    reportReplaced: sendParent(({ context, event }): SummaryRetryParentEvent => {
      assertEvent(event, 'summary.finished');
      return { type: 'summary.replaced', attemptId: context.attempt?.id ?? '', entry: event.result.saved as Summary };
    }),
    setResultFailure: assign(({ event }) => {
      assertEvent(event, 'summary.finished');
      return { failure: failureOfResult(event.result) };
    }),
    setErrorFailure: assign(({ event }) => {
      assertEvent(event, 'summary.error');
      return { failure: failureOf(event.error) };
    }),
    clear: assign({ attempt: null, ...cleared }),
  },
  guards: {
    /** The last event names the history's row: the summary, or the attempt with its new reason. */
    isSaved: ({ event }) => {
      assertEvent(event, 'summary.finished');
      return event.result.saved !== undefined;
    },
    isSessionEnded,
  },
}).createMachine({
  id: 'summaryRetry',
  initial: 'idle',
  context: { attempt: null, ...cleared },
  states: {
    idle: { on: { 'retry.requested': { target: 'running', actions: 'chooseAttempt' } } },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'generateSummary',
        src: 'generateSummary',
        input: ({ context }) => ({ request: { retry_of: context.attempt?.id } }),
      },
      on: {
        'summary.progress': { actions: 'setProgress' },
        'summary.section': { actions: 'addSection' },
        'summary.finished': [
          { guard: 'isSaved', target: 'idle', actions: ['reportReplaced', 'clear'] },
          { target: 'failed', actions: 'setResultFailure' },
        ],
        'summary.error': [
          { guard: 'isSessionEnded', target: 'idle', actions: 'clear' },
          { target: 'failed', actions: 'setErrorFailure' },
        ],
      },
    },
    /** No answer came: the card says why; its Retry, or another card's, starts again. */
    failed: { tags: ['error'], on: { 'retry.requested': { target: 'running', actions: 'chooseAttempt' } } },
  },
});

export type SummaryRetrySnapshot = SnapshotFrom<typeof summaryRetryMachine>;

/** What the card of the attempt `id` shows of a retry: its stream while it runs, or why it got no answer. */
export const selectRetryOf = (id: string) => (s: SummaryRetrySnapshot) =>
  s.context.attempt?.id === id
    ? {
        running: s.hasTag('busy'),
        progress: s.context.progress,
        sections: s.context.sections,
        failure: s.context.failure,
      }
    : null;
/** A card's Retry is pressed to some effect: no other retry runs. */
export const selectCanRetry = (s: SummaryRetrySnapshot) => !s.hasTag('busy');
