/**
 * "Change e-mail" on the account page (issue 14; decision 141): the new address and the current
 * password; the server mails a link to the new address, which changes only when it is followed
 * (/confirm-email). Until then the page shows the change as pending.
 */
import { type AnyActorRef, assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { ChangeEmailRequest } from './apiTypes.ts';
import { notProvided } from './effects.ts';
import { problem, type Problem } from './problems.ts';
import { currentPassword, formProblem } from './reauth.ts';
import { isEmailShape } from './validation.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface EmailForm {
  newEmail: string;
  current: string;
}

export interface ChangeEmailContext {
  error: Problem | null;
  /** The address the link went to, once it went. */
  sentTo: string | null;
}

/** Told to the account page: a change is pending now. */
export type ChangeEmailParentEvent = { type: 'account.emailChangeRequested' };

export type ChangeEmailEvent = { type: 'email.submitted'; form: EmailForm } | ActorEvents<'requestEmailChange', string>;

export function emailFormProblem(form: EmailForm): Problem | null {
  const email = form.newEmail.trim();
  if (!email) return problem('fillAllFields');
  return isEmailShape(email) ? null : problem('invalidEmail');
}

function changeInput({ event }: { event: ChangeEmailEvent }): ChangeEmailRequest {
  assertEvent(event, 'email.submitted');
  return { new_email: event.form.newEmail.trim(), ...currentPassword(event.form.current) };
}

const emailSetup = setup({
  types: { context: {} as ChangeEmailContext, events: {} as ChangeEmailEvent },
  /** Sends the request; answers the address the link went to. */
  actors: { requestEmailChange: notProvided<string, ChangeEmailRequest>('requestEmailChange') },
  actions: {
    setProblem: assign({
      error: ({ event }) => {
        assertEvent(event, 'email.submitted');
        return emailFormProblem(event.form);
      },
    }),
    startRequest: assign(({ event }) => {
      assertEvent(event, 'email.submitted');
      return { error: null, sentTo: null };
    }),
    setSent: assign({
      sentTo: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.requestEmailChange');
        return event.output;
      },
    }),
    setFailure: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.requestEmailChange');
        return formProblem(event.error);
      },
    }),
    // Through the system (the page runs as `accountPage`): alone, as in a path model, it reaches no one.
    tellPage: sendTo(({ system }) => system.get('accountPage') as AnyActorRef, {
      type: 'account.emailChangeRequested',
    } satisfies ChangeEmailParentEvent),
  },
  guards: {
    hasProblem: ({ event }) => {
      assertEvent(event, 'email.submitted');
      return emailFormProblem(event.form) !== null;
    },
    isSessionEnded,
  },
});

export const changeEmailMachine = emailSetup.createMachine({
  id: 'changeEmail',
  initial: 'editing',
  context: { error: null, sentTo: null },
  states: {
    editing: {
      on: {
        'email.submitted': [
          { guard: 'hasProblem', actions: 'setProblem' },
          { target: 'submitting', actions: 'startRequest' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
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
    signedOut: { type: 'final' },
  },
});

export type ChangeEmailSnapshot = SnapshotFrom<typeof changeEmailMachine>;

export const selectEmailError = (s: ChangeEmailSnapshot) => s.context.error;
export const selectEmailSentTo = (s: ChangeEmailSnapshot) => s.context.sentTo;
export const selectIsChangingEmail = (s: ChangeEmailSnapshot) => s.hasTag('busy');
