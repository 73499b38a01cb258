/**
 * Deleting one summary from its card (issue 14; DECISIONS.md "The customer's data": asks once, then
 * removes it with "Undo" in the toast for 5 s). The summaries list runs it as its child
 * `summaryDelete`: it tells the list when the card leaves (`summary.removed`) and when it is back
 * (`summary.restored`), so the list refetches its page and its total stays right. Undo puts the
 * summary back under its own id and date (PUT /api/summaries/{id}, decision 138).
 */
import { type SnapshotFrom, setup } from 'xstate';
import { SUMMARY_UNDO_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { Summary } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { hasStatus } from './httpError.ts';
import { isSessionEnded } from './sessionEnded.ts';

/** The toast id of a deletion: its outcome (restored, failed) replaces the Undo toast. */
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
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'delete.undone' };

export type SummaryDeleteEvent =
  | SummaryDeleteUserEvent
  | ActorEvents<'deleteSummary', unknown>
  | ActorEvents<'restoreSummary', unknown>;

const text = messages.summaryActions;

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
    toast: effects.toast,
    dismissToast: effects.dismissToast,
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
      toastDeleted: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({
          type: 'toast',
          params: {
            kind: 'success',
            title: text.deleted,
            id: UNDO_TOAST_ID,
            durationMs: SUMMARY_UNDO_MS,
            action: { label: text.undo, event: { type: 'delete.undone' } },
          },
        });
      }),
      /** The window closed: the toast's Undo would do nothing now, so it goes too (hovering a toast pauses its own timer). */
      closeUndo: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'dismissToast', params: { id: UNDO_TOAST_ID } });
      }),
      toastDeleteFailed: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: text.deleteFailed, id: UNDO_TOAST_ID } });
      }),
      toastRestored: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'success', title: text.restored, id: UNDO_TOAST_ID } });
      }),
      toastRestoreFailed: deleteSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: text.restoreFailed, id: UNDO_TOAST_ID } });
      }),
    },
  })
  .createMachine({
    id: 'summaryDelete',
    initial: 'confirming',
    context: ({ input }) => ({ summary: input.summary }),
    states: {
      /** The confirmation dialog is open. */
      confirming: {
        tags: ['confirming'],
        on: {
          'delete.confirmed': { target: 'deleting' },
          'delete.cancelled': { target: 'kept' },
        },
      },
      deleting: {
        tags: ['confirming', 'busy'],
        invoke: {
          id: 'deleteSummary',
          src: 'deleteSummary',
          input: ({ context }) => ({ id: context.summary.id }),
          onDone: { target: 'undoable', actions: ['tellRemoved', 'toastDeleted'] },
          onError: [
            { guard: 'isSessionEnded', target: 'signedOut' },
            { guard: 'isAlreadyGone', target: 'deleted', actions: 'tellRemoved' },
            { target: 'kept', actions: 'toastDeleteFailed' },
          ],
        },
      },
      /** Gone from the list; "Undo" in the toast brings it back until the window closes. */
      undoable: {
        tags: ['undoable'],
        after: { undoWindow: { target: 'deleted', actions: 'closeUndo' } },
        on: { 'delete.undone': { target: 'restoring' } },
      },
      restoring: {
        tags: ['busy'],
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
      kept: { type: 'final' },
      /** The session ended: the composition root has signed the person out and left the page. */
      signedOut: { type: 'final' },
    },
  });

export type SummaryDeleteSnapshot = SnapshotFrom<typeof summaryDeleteMachine>;

/** The confirmation dialog shows while true. */
export const selectIsConfirming = (s: SummaryDeleteSnapshot) => s.hasTag('confirming');
export const selectIsBusy = (s: SummaryDeleteSnapshot) => s.hasTag('busy');
export const selectCanConfirm = (s: SummaryDeleteSnapshot) => s.can({ type: 'delete.confirmed' });
export const selectTitle = (s: SummaryDeleteSnapshot) => s.context.summary.title;
