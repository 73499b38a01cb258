/**
 * "Export all summaries" (issue 14; DECISIONS.md "The customer's data"): the whole history as one
 * .zip, streamed. The download is a callback actor that reports how many summaries have arrived
 * against the count the server announced, so the view shows a progress bar; leaving or cancelling
 * stops it (the request is aborted).
 */
import { assertEvent, assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { effects } from './effects.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface ExportContext {
  /** Summaries received whole so far. */
  done: number;
  /** How many the archive holds (the server says so up front); null until the answer starts. */
  total: number | null;
}

/** What the download reports back while it runs. */
export type ExportProgressEvent =
  | { type: 'export.progress'; done: number; total: number }
  /** `count` 0: there was nothing to export and no file was saved. */
  | { type: 'export.finished'; count: number }
  | { type: 'export.failed'; error: unknown };

export type ExportUserEvent = { type: 'export.started' } | { type: 'export.cancelled' };

export type ExportEvent = ExportUserEvent | ExportProgressEvent;

/** The default download: fails at once, naming what the app has to provide. */
const downloadNotProvided = fromCallback<ExportUserEvent>(({ sendBack }) => {
  sendBack({
    type: 'export.failed',
    error: new Error('Actor "downloadExport" is not provided: pass it with machine.provide({ actors })'),
  });
});

const exportSetup = setup({
  types: { context: {} as ExportContext, events: {} as ExportEvent },
  actors: {
    /**
     * Downloads the archive and hands it to the browser; sends `export.progress` as entries arrive,
     * then `export.finished` or `export.failed`. Stopping it aborts the request.
     */
    downloadExport: downloadNotProvided,
  },
  actions: {
    notify: effects.notify,
    resetProgress: assign({ done: 0, total: null }),
    setProgress: assign(({ event }) => {
      assertEvent(event, 'export.progress');
      return { done: event.done, total: event.total };
    }),
  },
  guards: {
    isSessionEnded,
  },
});

export const summariesExportMachine = exportSetup
  .extend({
    actions: {
      toastDone: exportSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'export.finished');
        // No summaries: the download saved nothing, and "Exported 0 summaries" would say it had.
        if (event.count === 0) enqueue({ type: 'notify', params: { kind: 'success', name: 'exportEmpty' } });
        else enqueue({ type: 'notify', params: { kind: 'success', name: 'exportDone', count: event.count } });
      }),
      toastFailed: exportSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'error', name: 'exportFailed' } });
      }),
    },
  })
  .createMachine({
    id: 'summariesExport',
    initial: 'idle',
    context: { done: 0, total: null },
    states: {
      idle: { on: { 'export.started': { target: 'exporting', actions: 'resetProgress' } } },
      exporting: {
        tags: ['busy'],
        invoke: { id: 'downloadExport', src: 'downloadExport' },
        on: {
          'export.progress': { actions: 'setProgress' },
          'export.finished': { target: 'idle', actions: 'toastDone' },
          'export.failed': [
            { guard: 'isSessionEnded', target: 'signedOut' },
            { target: 'idle', actions: 'toastFailed' },
          ],
          'export.cancelled': { target: 'idle' },
        },
      },
      /** The session ended: the composition root has signed the person out and left the page. */
      signedOut: { type: 'final' },
    },
  });

export type ExportSnapshot = SnapshotFrom<typeof summariesExportMachine>;

export const selectIsExporting = (s: ExportSnapshot) => s.hasTag('busy');
export const selectCanStart = (s: ExportSnapshot) => s.can({ type: 'export.started' });
/** Summaries received and how many there are (null until the server said). */
export const selectProgress = (s: ExportSnapshot) => ({ done: s.context.done, total: s.context.total });
