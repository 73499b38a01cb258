/**
 * Deleting one summary from its card (issue 14): removed at once, not asked about first, and undone
 * from the list's own notice, which the keyboard reaches (issue 28, items 6 and 9; decision 272). The
 * window stays open while the notice holds the focus or the pointer. The summaries list runs it as its child
 * `summaryDelete`: it tells the list when the card leaves (`summary.removed`) and when it is back
 * (`summary.restored`), so the list refetches its page and its total stays right. Undo puts the
 * summary back under its own id and date (PUT /api/summaries/{id}, decision 138).
 */
import { type SnapshotFrom, setup } from 'xstate';
import { SUMMARY_UNDO_MS } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { Summary } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { hasStatus } from './httpError.ts';
import { isSessionEnded } from './sessionEnded.ts';

/** The toast id of a deletion's outcome (failed, restored): a second outcome replaces the first. */
export const UNDO_TOAST_ID = 'summary-delete';

export interface SummaryDeleteInput {
  summary: Summary;
}

export interface SummaryDeleteContext {
  summary: Summary;
}

/** Events this machine sends to its parent (the summaries list). */
export type SummaryDeleteParentEvent = { type: 'summary.removed'; id: string } | { type: 'summary.restored' };

export type SummaryDeleteUserEvent =
  | { type: 'delete.undone' }
  /** The Undo notice has the focus or the pointer: its window waits (decision 272). */
  | { type: 'undo.held' }
  | { type: 'undo.released' };

export type SummaryDeleteEvent =
  | SummaryDeleteUserEvent
  | ActorEvents<'deleteSummary', unknown>
  | ActorEvents<'restoreSummary', unknown>;

const deleteSetup = setup({
  types: {
    context: {} as SummaryDeleteContext,
    events: {} as SummaryDeleteEvent,
    input: {} as SummaryDeleteInput,
  },
  actors: {
    deleteSummary: notProvided<unknown, { id: string }>('deleteSummary'),
    restoreSummary: notProvided<unknown, { summary: Summary }>('restoreSummary'),
  },
  actions: {
    notify: effects.notify,
  },
  guards: {
    isSessionEnded,
    /** 404: someone (the extension, another tab) deleted it already; the list only has to catch up. */
    isAlreadyGone: ({ event }) => event.type === 'xstate.error.actor.deleteSummary' && hasStatus(event.error, 404),
    /** 409: it is there again (a second Undo, another tab): as good as restored. */
    isAlreadyBack: ({ event }) => event.type === 'xstate.error.actor.restoreSummary' && hasStatus(event.error, 409),
  },
  delays: { undoWindow: SUMMARY_UNDO_MS },
});

export const summaryDeleteMachine = deleteSetup
  .extend({
    actions: {
      // The list runs this machine and is told (a test or a traversal running it alone passes a parent).
      tellRemoved: deleteSetup.enqueueActions(({ context, enqueue }) => {
        const removed: SummaryDeleteParentEvent = { type: 'summary.removed', id: context.summary.id };
        enqueue.sendParent(removed);
      }),
      tellRestored: deleteSetup.enqueueActions(({ enqueue }) => {
        const restored: SummaryDeleteParentEvent = { type: 'summary.restored' };
        enqueue.sendParent(restored);
      }),
      toastDeleteFailed: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'error', name: 'summaryDeleteFailed', id: UNDO_TOAST_ID } });
      }),
      toastRestored: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'success', name: 'summaryRestored', id: UNDO_TOAST_ID } });
      }),
      toastRestoreFailed: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'notify', params: { kind: 'error', name: 'summaryRestoreFailed', id: UNDO_TOAST_ID } });
      }),
    },
  })
  .createMachine({
    id: 'summaryDelete',
    initial: 'deleting',
    context: ({ input }) => ({ summary: input.summary }),
    states: {
      deleting: {
        tags: ['busy'],
        invoke: {
          id: 'deleteSummary',
          src: 'deleteSummary',
          input: ({ context }) => ({ id: context.summary.id }),
          onDone: { target: 'undoable', actions: 'tellRemoved' },
          onError: [
            { guard: 'isSessionEnded', target: 'signedOut' },
            { guard: 'isAlreadyGone', target: 'deleted', actions: 'tellRemoved' },
            { target: 'kept', actions: 'toastDeleteFailed' },
          ],
        },
      },
      /** Gone from the list; the notice's "Undo" (or Ctrl/Cmd+Z) brings it back until the window closes. */
      undoable: {
        tags: ['undoable'],
        initial: 'counting',
        on: { 'delete.undone': { target: 'restoring' } },
        states: {
          counting: {
            after: { undoWindow: { target: '#summaryDelete.deleted' } },
            on: { 'undo.held': { target: 'held' } },
          },
          /** Someone is on the notice (focus or pointer): the window waits, and starts again in full after. */
          held: { on: { 'undo.released': { target: 'counting' } } },
        },
      },
      /** The notice stays, its Undo busy, until the summary is back. */
      restoring: {
        tags: ['busy', 'undoable'],
        invoke: {
          id: 'restoreSummary',
          src: 'restoreSummary',
          input: ({ context }) => ({ summary: context.summary }),
          onDone: { target: 'restored', actions: ['tellRestored', 'toastRestored'] },
          onError: [
            { guard: 'isSessionEnded', target: 'signedOut' },
            { guard: 'isAlreadyBack', target: 'restored', actions: 'tellRestored' },
            { target: 'deleted', actions: 'toastRestoreFailed' },
          ],
        },
      },
      deleted: { type: 'final' },
      restored: { type: 'final' },
      /** The DELETE failed: the card stays. */
      kept: { type: 'final' },
      /** The session ended: the composition root has signed the person out and left the page. */
      signedOut: { type: 'final' },
    },
  });

export type SummaryDeleteSnapshot = SnapshotFrom<typeof summaryDeleteMachine>;

/** The list's "Summary deleted · Undo" notice shows while true. */
export const selectIsUndoable = (s: SummaryDeleteSnapshot) => s.hasTag('undoable');
export const selectIsBusy = (s: SummaryDeleteSnapshot) => s.hasTag('busy');
export const selectTitle = (s: SummaryDeleteSnapshot) => s.context.summary.title;
