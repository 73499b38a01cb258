/**
 * "Copy as Markdown" and "Download .md" of one card (issue 14): the summaries list runs it as its child
 * `summaryShare` for one request, with the card's summary; it ends when the copy or the download did.
 * The person is told a copy landed, or that either failed (a download that worked shows itself), by
 * named notices the composition root words (issue 25.3).
 */
import { setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { Summary } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';

export interface SummaryShareInput {
  summary: Summary;
  /** What the card asked for. */
  kind: 'copy' | 'download';
}

export type SummaryShareEvent = ActorEvents<'copySummary', unknown> | ActorEvents<'downloadSummary', unknown>;

const summaryOf = ({ context }: { context: SummaryShareInput }) => ({ summary: context.summary });

export const summaryShareMachine = setup({
  types: { context: {} as SummaryShareInput, events: {} as SummaryShareEvent, input: {} as SummaryShareInput },
  actors: {
    /** Writes the summary's Markdown (domain/summaryMarkdown.ts) to the clipboard. */
    copySummary: notProvided<unknown, { summary: Summary }>('copySummary'),
    /** Saves the summary's Markdown as `YYYY-MM-DD-title-slug.md`. */
    downloadSummary: notProvided<unknown, { summary: Summary }>('downloadSummary'),
  },
  actions: { notify: effects.notify },
  guards: { isCopy: ({ context }) => context.kind === 'copy' },
}).createMachine({
  id: 'summaryShare',
  initial: 'choosing',
  context: ({ input }) => input,
  states: {
    choosing: { always: [{ guard: 'isCopy', target: 'copying' }, { target: 'downloading' }] },
    copying: {
      invoke: {
        id: 'copySummary',
        src: 'copySummary',
        input: summaryOf,
        onDone: { target: 'done', actions: { type: 'notify', params: { kind: 'success', name: 'summaryCopied' } } },
        onError: { target: 'done', actions: { type: 'notify', params: { kind: 'error', name: 'summaryCopyFailed' } } },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadSummary',
        src: 'downloadSummary',
        input: summaryOf,
        onDone: { target: 'done' },
        onError: {
          target: 'done',
          actions: { type: 'notify', params: { kind: 'error', name: 'summaryDownloadFailed' } },
        },
      },
    },
    done: { type: 'final' },
  },
});
