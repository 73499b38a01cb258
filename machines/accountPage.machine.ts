/**
 * The account settings page (issue 14), reached from the user menu: it loads the account (address,
 * sign-in methods, a pending e-mail change, whether a recent Google sign-in stands in for the
 * password) and runs one child per flow: changePassword, changeEmail, sessions, accountDeletion.
 * When a child changed the account, the page reads it again; a password change also reloads the
 * sessions, because it ended the others.
 */
import { assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import { accountDeletionMachine } from './accountDeletion.machine.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { AccountSettings } from './apiTypes.ts';
import { type ChangeEmailParentEvent, changeEmailMachine } from './changeEmail.machine.ts';
import { type ChangePasswordParentEvent, changePasswordMachine } from './changePassword.machine.ts';
import { notProvided } from './effects.ts';
import { sessionsMachine } from './sessions.machine.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface AccountPageContext {
  account: AccountSettings | null;
}

export type AccountPageEvent =
  | { type: 'account.retried' }
  | ChangePasswordParentEvent
  | ChangeEmailParentEvent
  | ActorEvents<'loadAccountSettings', AccountSettings>;

export const accountPageMachine = setup({
  types: {
    context: {} as AccountPageContext,
    events: {} as AccountPageEvent,
    /** Invoked actors by id (each id is its src): the four flows are typed as their machines. */
    children: {} as {
      loadAccountSettings: 'loadAccountSettings';
      changePassword: 'changePassword';
      changeEmail: 'changeEmail';
      sessions: 'sessions';
      accountDeletion: 'accountDeletion';
    },
  },
  actors: {
    loadAccountSettings: notProvided<AccountSettings>('loadAccountSettings'),
    changePassword: changePasswordMachine,
    changeEmail: changeEmailMachine,
    sessions: sessionsMachine,
    accountDeletion: accountDeletionMachine,
  },
  actions: {
    setAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadAccountSettings');
        return event.output;
      },
    }),
    reloadSessions: sendTo('sessions', { type: 'sessions.reload' }),
    /** The e-mail form's pending change follows the account as read again (decision 285). */
    tellEmailForm: sendTo('changeEmail', ({ context }) => ({
      type: 'email.accountLoaded' as const,
      pending: context.account?.pending_email ?? null,
    })),
  },
  guards: {
    isSessionEnded,
  },
}).createMachine({
  id: 'accountPage',
  initial: 'loading',
  context: { account: null },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadAccountSettings',
        src: 'loadAccountSettings',
        onDone: { target: 'ready', actions: 'setAccount' },
        onError: [{ guard: 'isSessionEnded', target: 'signedOut' }, { target: 'error' }],
      },
    },
    ready: {
      initial: 'idle',
      invoke: [
        { id: 'changePassword', src: 'changePassword' },
        {
          id: 'changeEmail',
          src: 'changeEmail',
          input: ({ context }) => ({ pending: context.account?.pending_email ?? null }),
        },
        { id: 'sessions', src: 'sessions' },
        { id: 'accountDeletion', src: 'accountDeletion' },
      ],
      on: {
        'account.passwordChanged': { target: '.refreshing', actions: 'reloadSessions' },
        'account.pendingEmailChanged': { target: '.refreshing' },
      },
      states: {
        idle: {},
        /** Read again after a change; the page stays as it is meanwhile. */
        refreshing: {
          invoke: {
            id: 'loadAccountSettings',
            src: 'loadAccountSettings',
            onDone: { target: 'idle', actions: ['setAccount', 'tellEmailForm'] },
            onError: [{ guard: 'isSessionEnded', target: '#accountPage.signedOut' }, { target: 'idle' }],
          },
        },
      },
    },
    error: { tags: ['error'], on: { 'account.retried': { target: 'loading' } } },
    signedOut: { type: 'final' },
  },
});

export type AccountPageSnapshot = SnapshotFrom<typeof accountPageMachine>;

export const selectAccountSettings = (s: AccountPageSnapshot) => s.context.account;
export const selectIsAccountLoading = (s: AccountPageSnapshot) => s.hasTag('loading');
export const selectAccountFailed = (s: AccountPageSnapshot) => s.hasTag('error');
export const selectPasswordActor = (s: AccountPageSnapshot) => s.children.changePassword;
export const selectEmailActor = (s: AccountPageSnapshot) => s.children.changeEmail;
export const selectSessionsActor = (s: AccountPageSnapshot) => s.children.sessions;
export const selectDeletionActor = (s: AccountPageSnapshot) => s.children.accountDeletion;
