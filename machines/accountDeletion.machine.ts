/**
 * "Delete account" on the account page (issue 14; decisions 139 and 142): a dialog that says what
 * goes and what the law makes us keep, offers the export first, and asks for the password (or takes
 * a Google sign-in under 5 minutes old). Once the server answers, the account is gone: the browser
 * is signed out and sent home with a toast.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { DeleteAccountRequest } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import type { Problem } from './problems.ts';
import { currentPassword, formProblem } from './reauth.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface AccountDeletionContext {
  error: Problem | null;
}

export type AccountDeletionEvent =
  | { type: 'deletion.opened' }
  | { type: 'deletion.cancelled' }
  | { type: 'deletion.submitted'; current: string }
  | ActorEvents<'deleteAccount', unknown>;

function deleteInput({ event }: { event: AccountDeletionEvent }): DeleteAccountRequest {
  assertEvent(event, 'deletion.submitted');
  return currentPassword(event.current);
}

const deletionSetup = setup({
  types: { context: {} as AccountDeletionContext, events: {} as AccountDeletionEvent },
  actors: { deleteAccount: notProvided<unknown, DeleteAccountRequest>('deleteAccount') },
  actions: {
    notify: effects.notify,
    accountDeleted: effects.accountDeleted,
    clearError: assign({ error: null }),
    setFailure: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.deleteAccount');
        return formProblem(event.error);
      },
    }),
  },
  guards: {
    isSessionEnded,
  },
});

export const accountDeletionMachine = deletionSetup.createMachine({
  id: 'accountDeletion',
  initial: 'closed',
  context: { error: null },
  states: {
    closed: { on: { 'deletion.opened': { target: 'open', actions: 'clearError' } } },
    /** The dialog: what goes, what stays, the export, the password. */
    open: {
      tags: ['open'],
      on: {
        'deletion.cancelled': { target: 'closed' },
        'deletion.submitted': { target: 'deleting', actions: 'clearError' },
      },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: deleteInput,
        // The account and this session are gone: the auth machine forgets the token and goes home.
        onDone: {
          target: 'deleted',
          actions: [{ type: 'notify', params: { kind: 'success', name: 'accountDeleted' } }, 'accountDeleted'],
        },
        onError: [
          { guard: 'isSessionEnded', target: 'deleted' },
          { target: 'open', actions: 'setFailure' },
        ],
      },
    },
    deleted: { type: 'final' },
  },
});

export type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

export const selectIsDeletionOpen = (s: AccountDeletionSnapshot) => s.hasTag('open');
export const selectIsDeleting = (s: AccountDeletionSnapshot) => s.hasTag('busy');
export const selectDeletionError = (s: AccountDeletionSnapshot) => s.context.error;
