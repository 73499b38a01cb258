/**
 * The account pages the spec does not show (DECISIONS.md: e-mail verification, forgot password, reset
 * password): validate the form, send it once, then succeeded, or failed with the server's message
 * (SPEC.md 8 pattern) and ready to retry. One machine per page; the form's `kind` says which call.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { PASSWORD_MIN_LENGTH } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import { effects, notProvided } from './effects.ts';
import { failureProblem, type Problem, type ProblemReason, problem } from './problems.ts';
import { isEmailShape } from './validation.ts';

/** What each page collects, as typed. */
export type AccountForm =
  | { kind: 'verifyEmail'; token: string }
  | { kind: 'confirmEmailChange'; token: string }
  | { kind: 'forgotPassword'; email: string }
  | { kind: 'resetPassword'; token: string; password: string; confirm: string };

/** What is sent: the address trimmed, the confirmation left out. */
export type AccountRequest =
  | { kind: 'verifyEmail'; token: string }
  | { kind: 'confirmEmailChange'; token: string }
  | { kind: 'forgotPassword'; email: string }
  | { kind: 'resetPassword'; token: string; password: string };

export interface AccountRequestContext {
  /** What is wrong with the form, or why the call failed (the view words it); null while there is none. */
  error: Problem | null;
}

/** What a call answered that the machine acts on: the verification link signed its holder in (decision 286). */
export interface AccountRequestOutcome {
  signedIn?: boolean;
}

export type AccountRequestEvent =
  | { type: 'request.submitted'; form: AccountForm }
  | ActorEvents<'submitAccountRequest', AccountRequestOutcome>;

/** The first problem with the form, or null when it may be sent. */
export function accountFormProblem(form: AccountForm): ProblemReason | null {
  switch (form.kind) {
    case 'verifyEmail':
    case 'confirmEmailChange':
      return form.token ? null : 'missingToken';
    case 'forgotPassword': {
      const email = form.email.trim();
      if (!email) return 'fillAllFields';
      return isEmailShape(email) ? null : 'invalidEmail';
    }
    case 'resetPassword':
      if (!form.token) return 'missingToken';
      if (!form.password || !form.confirm) return 'fillAllFields';
      if (form.password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
      return form.password === form.confirm ? null : 'passwordsDiffer';
  }
}

export function accountRequestPayload(form: AccountForm): AccountRequest {
  switch (form.kind) {
    case 'verifyEmail':
    case 'confirmEmailChange':
      return { kind: form.kind, token: form.token };
    case 'forgotPassword':
      return { kind: 'forgotPassword', email: form.email.trim() };
    case 'resetPassword':
      return { kind: 'resetPassword', token: form.token, password: form.password };
  }
}

/** Built from the submit event rather than context, so the password is never kept in the machine. */
function submitInput({ event }: { event: AccountRequestEvent }): AccountRequest {
  assertEvent(event, 'request.submitted');
  return accountRequestPayload(event.form);
}

export const accountRequestMachine = setup({
  types: { context: {} as AccountRequestContext, events: {} as AccountRequestEvent },
  actors: {
    submitAccountRequest: notProvided<AccountRequestOutcome, AccountRequest>('submitAccountRequest'),
  },
  guards: {
    isSignedIn: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.submitAccountRequest');
      return event.output.signedIn === true;
    },
    isInvalid: ({ event }) => {
      assertEvent(event, 'request.submitted');
      return accountFormProblem(event.form) !== null;
    },
  },
  actions: {
    sessionStarted: effects.sessionStarted,
    setValidationError: assign({
      error: ({ event }) => {
        assertEvent(event, 'request.submitted');
        const reason = accountFormProblem(event.form);
        return reason === null ? null : problem(reason);
      },
    }),
    clearError: assign({ error: null }),
    setFailure: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.submitAccountRequest');
        return failureProblem(event.error, { http: 'accountRequestFailed', other: 'unexpectedRetry' });
      },
    }),
  },
}).createMachine({
  id: 'accountRequest',
  initial: 'form',
  context: { error: null },
  states: {
    /** Waiting for the page to send; `failed` keeps the call's error on screen, sending again retries. */
    form: {
      initial: 'idle',
      on: {
        'request.submitted': [
          { guard: 'isInvalid', actions: 'setValidationError' },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
      states: { idle: {}, failed: {} },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitAccountRequest',
        src: 'submitAccountRequest',
        input: submitInput,
        onDone: [
          // The session machine checks the new session, signs the person in and opens the dashboard.
          { guard: 'isSignedIn', target: 'succeeded', actions: 'sessionStarted' },
          { target: 'succeeded' },
        ],
        onError: { target: 'form.failed', actions: 'setFailure' },
      },
    },
    succeeded: { type: 'final' },
  },
});

export type AccountRequestSnapshot = SnapshotFrom<typeof accountRequestMachine>;

export const selectError = (s: AccountRequestSnapshot) => s.context.error;
export const selectIsBusy = (s: AccountRequestSnapshot) => s.hasTag('busy');
export const selectSucceeded = (s: AccountRequestSnapshot) => s.matches('succeeded');
