/**
 * "Change password" on the account page (issue 14; DECISIONS.md "The customer's data"): the current
 * password (unless a Google sign-in under 5 minutes old stands in), the new one twice; the server ends
 * every other session. The passwords travel in the event and the call's input, never in context.
 */
import { type AnyActorRef, assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import { PASSWORD_MIN_LENGTH } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { ChangePasswordRequest } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { problem, type Problem } from './problems.ts';
import { currentPassword, formProblem } from './reauth.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

export interface ChangePasswordContext {
  error: Problem | null;
  /** Grows with every change, so the view starts an empty form after one. */
  changes: number;
}

/** Told to the account page: other sessions ended, the list is out of date. */
export type ChangePasswordParentEvent = { type: 'account.passwordChanged' };

export type ChangePasswordEvent =
  | { type: 'password.submitted'; form: PasswordForm }
  | ActorEvents<'changePassword', unknown>;

/** The first problem with the form, or null. */
export function passwordFormProblem(form: PasswordForm): Problem | null {
  if (!form.next || !form.confirm) return problem('fillAllFields');
  if (form.next.length < PASSWORD_MIN_LENGTH) return problem('passwordTooShort');
  return form.next === form.confirm ? null : problem('passwordsDiffer');
}

function changeInput({ event }: { event: ChangePasswordEvent }): ChangePasswordRequest {
  assertEvent(event, 'password.submitted');
  return { ...currentPassword(event.form.current), new_password: event.form.next };
}

const passwordSetup = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: { changePassword: notProvided<unknown, ChangePasswordRequest>('changePassword') },
  actions: {
    notify: effects.notify,
    setProblem: assign({
      error: ({ event }) => {
        assertEvent(event, 'password.submitted');
        return passwordFormProblem(event.form);
      },
    }),
    clearError: assign({ error: null }),
    setFailure: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.changePassword');
        return formProblem(event.error);
      },
    }),
    countChange: assign({ changes: ({ context }) => context.changes + 1 }),
    // Through the system (the page runs as `accountPage`): alone, as in a path model, it reaches no one.
    tellPage: sendTo(({ system }) => system.get('accountPage') as AnyActorRef, {
      type: 'account.passwordChanged',
    } satisfies ChangePasswordParentEvent),
  },
  guards: {
    hasProblem: ({ event }) => {
      assertEvent(event, 'password.submitted');
      return passwordFormProblem(event.form) !== null;
    },
    isSessionEnded,
  },
});

export const changePasswordMachine = passwordSetup.createMachine({
  id: 'changePassword',
  initial: 'editing',
  context: { error: null, changes: 0 },
  states: {
    editing: {
      on: {
        'password.submitted': [
          { guard: 'hasProblem', actions: 'setProblem' },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: changeInput,
        onDone: {
          target: 'editing',
          actions: [
            'countChange',
            { type: 'notify', params: { kind: 'success', name: 'passwordChanged' } },
            'tellPage',
          ],
        },
        onError: [
          { guard: 'isSessionEnded', target: 'signedOut' },
          { target: 'editing', actions: 'setFailure' },
        ],
      },
    },
    signedOut: { type: 'final' },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectPasswordError = (s: ChangePasswordSnapshot) => s.context.error;
export const selectIsChangingPassword = (s: ChangePasswordSnapshot) => s.hasTag('busy');
export const selectPasswordFormKey = (s: ChangePasswordSnapshot) => s.context.changes;
