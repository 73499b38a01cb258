/**
 * "Change e-mail" on the account page (issue 14; decision 141): the new address and the current
 * password; the server mails a link to the new address, which changes only when it is followed
 * (/confirm-email). Until then the change is pending, and can be sent again or cancelled (issue 28.8;
 * decision 285). A problem about one field is that field's (decision 284); a sent request empties the
 * form, and each outcome is a line the view moves focus to.
 */
import { type AnyActorRef, assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { ChangeEmailRequest } from './apiTypes.ts';
import { notProvided } from './effects.ts';
import { hasCode, hasStatus } from './httpError.ts';
import { problem, type Problem } from './problems.ts';
import { currentPassword, type FieldProblems, fieldRefusal, formProblem } from './reauth.ts';
import { isSessionEnded } from './sessionEnded.ts';
import { isEmailShape } from './validation.ts';

export interface EmailForm {
  newEmail: string;
  /** Null when the form does not ask for it (a recent Google sign-in stands in). */
  current: string | null;
}

/** The form's fields, in the order they show. */
export const EMAIL_FIELDS = ['newEmail', 'current'] as const;
export type EmailField = (typeof EMAIL_FIELDS)[number];

/** What the last pending-change action did: the line the view shows and focuses. */
export type EmailOutcome = 'sent' | 'resent' | 'cancelled';

export interface ChangeEmailContext {
  errors: FieldProblems<EmailField>;
  /** A problem about the whole form (no connection, too many attempts, the server failed). */
  formError: Problem | null;
  /** The address waiting for its link to be followed, as the page loaded it or as this machine changed it. */
  pending: string | null;
  outcome: EmailOutcome | null;
  /** A resend or cancel that failed. */
  pendingError: Problem | null;
  /** Grows with every outcome: the view moves focus to it. */
  results: number;
  /** Grows with every sent request: the view starts an empty form. */
  sent: number;
}

export interface ChangeEmailInput {
  pending: string | null;
}

/** Told to the account page: the pending change is not what it loaded (read the account again). */
export type ChangeEmailParentEvent = { type: 'account.pendingEmailChanged' };

export type ChangeEmailEvent =
  | { type: 'email.submitted'; form: EmailForm }
  | { type: 'email.resendRequested' }
  | { type: 'email.cancelRequested' }
  /** The page read the account (again): its pending change is the truth. */
  | { type: 'email.accountLoaded'; pending: string | null }
  | ActorEvents<'requestEmailChange', string>
  | ActorEvents<'resendEmailChange', unknown>
  | ActorEvents<'cancelEmailChange', unknown>;

/** What is wrong with the form before it is sent, field by field. */
export function emailFormErrors(form: EmailForm): FieldProblems<EmailField> {
  const errors: FieldProblems<EmailField> = {};
  const email = form.newEmail.trim();
  if (!email) errors.newEmail = problem('fieldRequired');
  else if (!isEmailShape(email)) errors.newEmail = problem('invalidEmail');
  if (form.current === '') errors.current = problem('fieldRequired');
  return errors;
}

const SERVER_PATHS = { newEmail: ['new_email'], current: ['current_password'] } as const;

function changeInput({ event }: { event: ChangeEmailEvent }): ChangeEmailRequest {
  assertEvent(event, 'email.submitted');
  return { new_email: event.form.newEmail.trim(), ...currentPassword(event.form.current ?? undefined) };
}

const emailSetup = setup({
  types: {
    context: {} as ChangeEmailContext,
    events: {} as ChangeEmailEvent,
    input: {} as ChangeEmailInput | undefined,
  },
  actors: {
    /** Sends the request; answers the address the link went to. */
    requestEmailChange: notProvided<string, ChangeEmailRequest>('requestEmailChange'),
    resendEmailChange: notProvided('resendEmailChange'),
    cancelEmailChange: notProvided('cancelEmailChange'),
  },
  actions: {
    setProblems: assign(({ event }) => {
      assertEvent(event, 'email.submitted');
      return { errors: emailFormErrors(event.form), formError: null };
    }),
    startRequest: assign({ errors: {}, formError: null, pendingError: null }),
    startPendingAction: assign({ pendingError: null }),
    setSent: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.requestEmailChange');
      return {
        pending: event.output,
        outcome: 'sent' as const,
        results: context.results + 1,
        sent: context.sent + 1,
      };
    }),
    setResent: assign({ outcome: 'resent', results: ({ context }) => context.results + 1 }),
    setCancelled: assign({ pending: null, outcome: 'cancelled', results: ({ context }) => context.results + 1 }),
    setFailure: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.requestEmailChange');
      // A taken address is not told at request time (decision 285); were it ever, it is the address's problem.
      const refused = hasCode(event.error, 'conflict')
        ? { newEmail: formProblem(event.error) }
        : fieldRefusal(event.error, SERVER_PATHS, 'current');
      return refused ? { errors: refused, formError: null } : { errors: {}, formError: formProblem(event.error) };
    }),
    setPendingFailure: assign({
      pendingError: ({ event }) => {
        assertEvent(event, ['xstate.error.actor.resendEmailChange', 'xstate.error.actor.cancelEmailChange']);
        return formProblem(event.error);
      },
    }),
    /** A resend found nothing pending (confirmed or cancelled elsewhere): the line goes. */
    forgetPending: assign({ pending: null, outcome: null }),
    setLoaded: assign({
      pending: ({ event }) => {
        assertEvent(event, 'email.accountLoaded');
        return event.pending;
      },
    }),
    // Through the system (the page runs as `accountPage`): alone, as in a path model, it reaches no one.
    tellPage: sendTo(({ system }) => system.get('accountPage') as AnyActorRef, {
      type: 'account.pendingEmailChanged',
    } satisfies ChangeEmailParentEvent),
  },
  guards: {
    hasProblem: ({ event }) => {
      assertEvent(event, 'email.submitted');
      return Object.keys(emailFormErrors(event.form)).length > 0;
    },
    hasPending: ({ context }) => context.pending !== null,
    isNotFound: ({ event }) => 'error' in event && hasStatus(event.error, 404),
    isSessionEnded,
  },
});

export const changeEmailMachine = emailSetup.createMachine({
  id: 'changeEmail',
  initial: 'editing',
  context: ({ input }) => ({
    errors: {},
    formError: null,
    pending: input?.pending ?? null,
    outcome: null,
    pendingError: null,
    results: 0,
    sent: 0,
  }),
  on: { 'email.accountLoaded': { actions: 'setLoaded' } },
  states: {
    editing: {
      on: {
        'email.submitted': [
          { guard: 'hasProblem', actions: 'setProblems' },
          { target: 'submitting', actions: 'startRequest' },
        ],
        'email.resendRequested': { guard: 'hasPending', target: 'resending', actions: 'startPendingAction' },
        'email.cancelRequested': { guard: 'hasPending', target: 'cancelling', actions: 'startPendingAction' },
      },
    },
    submitting: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'requestEmailChange',
        src: 'requestEmailChange',
        input: changeInput,
        onDone: { target: 'editing', actions: ['setSent', 'tellPage'] },
        onError: [
          { guard: 'isSessionEnded', target: 'signedOut' },
          { target: 'editing', actions: 'setFailure' },
        ],
      },
    },
    resending: {
      tags: ['busy', 'resending'],
      invoke: {
        id: 'resendEmailChange',
        src: 'resendEmailChange',
        onDone: { target: 'editing', actions: 'setResent' },
        onError: [
          { guard: 'isSessionEnded', target: 'signedOut' },
          { guard: 'isNotFound', target: 'editing', actions: ['forgetPending', 'setPendingFailure', 'tellPage'] },
          { target: 'editing', actions: 'setPendingFailure' },
        ],
      },
    },
    cancelling: {
      tags: ['busy', 'cancelling'],
      invoke: {
        id: 'cancelEmailChange',
        src: 'cancelEmailChange',
        onDone: { target: 'editing', actions: ['setCancelled', 'tellPage'] },
        // No 404 here: the server answers a cancel alike whether or not a change was pending (openapi.yaml).
        onError: [
          { guard: 'isSessionEnded', target: 'signedOut' },
          { target: 'editing', actions: 'setPendingFailure' },
        ],
      },
    },
    signedOut: { type: 'final' },
  },
});

export type ChangeEmailSnapshot = SnapshotFrom<typeof changeEmailMachine>;

export const selectEmailErrors = (s: ChangeEmailSnapshot) => s.context.errors;
export const selectEmailFormError = (s: ChangeEmailSnapshot) => s.context.formError;
export const selectPendingEmail = (s: ChangeEmailSnapshot) => s.context.pending;
export const selectEmailOutcome = (s: ChangeEmailSnapshot) => s.context.outcome;
export const selectPendingError = (s: ChangeEmailSnapshot) => s.context.pendingError;
export const selectEmailResults = (s: ChangeEmailSnapshot) => s.context.results;
export const selectEmailFormKey = (s: ChangeEmailSnapshot) => s.context.sent;
export const selectIsChangingEmail = (s: ChangeEmailSnapshot) => s.hasTag('submitting');
export const selectIsResending = (s: ChangeEmailSnapshot) => s.hasTag('resending');
export const selectIsCancelling = (s: ChangeEmailSnapshot) => s.hasTag('cancelling');
export const selectIsEmailBusy = (s: ChangeEmailSnapshot) => s.hasTag('busy');
