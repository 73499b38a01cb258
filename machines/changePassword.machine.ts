/**
 * "Change password" on the account page (issue 14; DECISIONS.md "The customer's data"): the current
 * password (unless a Google sign-in under 5 minutes old stands in), the new one twice; the server ends
 * every other session. The passwords travel in the event and the call's input, never in context.
 * A problem about one field is that field's (issue 28.8; decision 284): the view shows it under the
 * field and moves focus to the first one; a saved change empties the form and says so in place.
 */
import { type AnyActorRef, assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { ChangePasswordRequest } from './apiTypes.ts';
import { notProvided } from './effects.ts';
import { problem, type Problem } from './problems.ts';
import { currentPassword, type FieldProblems, fieldRefusal, formProblem } from './reauth.ts';
import { isSessionEnded } from './sessionEnded.ts';
import { isPasswordTooLong, isPasswordTooShort } from './validation.ts';

export interface PasswordForm {
  /** Null when the form does not ask for it (a recent Google sign-in stands in). */
  current: string | null;
  next: string;
  confirm: string;
}

/** The form's fields, in the order they show (focus goes to the first with a problem). */
export const PASSWORD_FIELDS = ['current', 'next', 'confirm'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export interface ChangePasswordContext {
  /** Problems about one field each. */
  errors: FieldProblems<PasswordField>;
  /** A problem about the whole form (no connection, too many attempts, the server failed). */
  formError: Problem | null;
  /** Grows with every change, so the view starts an empty form after one. */
  changes: number;
  /** The last submission was saved: the view says so where the form is, and focus goes there. */
  saved: boolean;
}

/** Told to the account page: other sessions ended, the list is out of date. */
export type ChangePasswordParentEvent = { type: 'account.passwordChanged' };

export type ChangePasswordEvent =
  | { type: 'password.submitted'; form: PasswordForm }
  | ActorEvents<'changePassword', unknown>;

/** What is wrong with the form before it is sent, field by field; empty when nothing is. */
export function passwordFormErrors(form: PasswordForm): FieldProblems<PasswordField> {
  const errors: FieldProblems<PasswordField> = {};
  if (form.current === '') errors.current = problem('fieldRequired');
  if (!form.next) errors.next = problem('fieldRequired');
  else if (isPasswordTooShort(form.next)) errors.next = problem('passwordTooShort');
  else if (isPasswordTooLong(form.next)) errors.next = problem('passwordTooLong');
  if (!form.confirm) errors.confirm = problem('fieldRequired');
  else if (!errors.next && form.next !== form.confirm) errors.confirm = problem('passwordsDiffer');
  return errors;
}

const hasErrors = (errors: FieldProblems<PasswordField>) => Object.keys(errors).length > 0;

/** The request's property names for each field (the strength check names the new one `password`). */
const SERVER_PATHS = { current: ['current_password'], next: ['new_password', 'password'], confirm: [] } as const;

function changeInput({ event }: { event: ChangePasswordEvent }): ChangePasswordRequest {
  assertEvent(event, 'password.submitted');
  return { ...currentPassword(event.form.current ?? undefined), new_password: event.form.next };
}

const passwordSetup = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: { changePassword: notProvided<unknown, ChangePasswordRequest>('changePassword') },
  actions: {
    setProblems: assign(({ event }) => {
      assertEvent(event, 'password.submitted');
      return { errors: passwordFormErrors(event.form), formError: null, saved: false };
    }),
    startChange: assign({ errors: {}, formError: null, saved: false }),
    setFailure: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.changePassword');
      const refused = fieldRefusal(event.error, SERVER_PATHS, 'current');
      return refused ? { errors: refused, formError: null } : { errors: {}, formError: formProblem(event.error) };
    }),
    setSaved: assign({ changes: ({ context }) => context.changes + 1, saved: true }),
    // Through the system (the page runs as `accountPage`): alone, as in a path model, it reaches no one.
    tellPage: sendTo(({ system }) => system.get('accountPage') as AnyActorRef, {
      type: 'account.passwordChanged',
    } satisfies ChangePasswordParentEvent),
  },
  guards: {
    hasProblem: ({ event }) => {
      assertEvent(event, 'password.submitted');
      return hasErrors(passwordFormErrors(event.form));
    },
    isSessionEnded,
  },
});

export const changePasswordMachine = passwordSetup.createMachine({
  id: 'changePassword',
  initial: 'editing',
  context: { errors: {}, formError: null, changes: 0, saved: false },
  states: {
    editing: {
      on: {
        'password.submitted': [
          { guard: 'hasProblem', actions: 'setProblems' },
          { target: 'submitting', actions: 'startChange' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: changeInput,
        onDone: { target: 'editing', actions: ['setSaved', 'tellPage'] },
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

export const selectPasswordErrors = (s: ChangePasswordSnapshot) => s.context.errors;
export const selectPasswordFormError = (s: ChangePasswordSnapshot) => s.context.formError;
export const selectIsChangingPassword = (s: ChangePasswordSnapshot) => s.hasTag('busy');
export const selectPasswordFormKey = (s: ChangePasswordSnapshot) => s.context.changes;
export const selectPasswordSaved = (s: ChangePasswordSnapshot) => s.context.saved;
/** The first field with a problem, in the form's order: where focus goes. */
export const firstInvalidField = <F extends string>(order: readonly F[], errors: FieldProblems<F>): F | null =>
  order.find((field) => errors[field] !== undefined) ?? null;
