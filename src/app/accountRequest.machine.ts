/**
 * One small flow for the account pages the spec does not show (DECISIONS.md: e-mail verification,
 * forgot password, reset password): validate, submit once, then succeeded or failed with a message.
 * Kept beside the views because machines/ (owned by the machines helper) has no such flow.
 */
import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

export type Fields = Record<string, string>;

export interface AccountRequestInput {
  /** Returns the first problem with the fields, or null when they may be sent. */
  validate: (fields: Fields) => string | null;
}

interface Context extends AccountRequestInput {
  error: string | null;
  message: string | null;
}

type Event = { type: 'request.submitted'; fields: Fields };

const requestSetup = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as AccountRequestInput },
  actors: {
    submit: fromPromise<string, Fields>(async () => {
      throw new Error('Actor "submit" is not provided');
    }),
  },
  guards: {
    isInvalid: ({ context, event }) => {
      assertEvent(event, 'request.submitted');
      return context.validate(event.fields) !== null;
    },
  },
  actions: {
    setValidationError: assign({
      error: ({ context, event }) => {
        assertEvent(event, 'request.submitted');
        return context.validate(event.fields);
      },
    }),
  },
});

const submitted = [
  { guard: 'isInvalid', actions: 'setValidationError' },
  { target: '#accountRequest.submitting', actions: requestSetup.assign({ error: null }) },
] as const;

export const accountRequestMachine = requestSetup.createMachine({
  id: 'accountRequest',
  initial: 'idle',
  context: ({ input }) => ({ validate: input.validate, error: null, message: null }),
  states: {
    idle: { on: { 'request.submitted': submitted } },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ event }) => {
          assertEvent(event, 'request.submitted');
          return event.fields;
        },
        onDone: { target: 'succeeded', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    succeeded: { type: 'final' },
    /** The error stays on screen; submitting again retries. */
    failed: { on: { 'request.submitted': submitted } },
  },
});

export type AccountRequestSnapshot = SnapshotFrom<typeof accountRequestMachine>;

export const selectError = (s: AccountRequestSnapshot) => s.context.error;
export const selectMessage = (s: AccountRequestSnapshot) => s.context.message;
export const selectIsBusy = (s: AccountRequestSnapshot) => s.hasTag('busy');
export const selectSucceeded = (s: AccountRequestSnapshot) => s.matches('succeeded');
export const selectFailed = (s: AccountRequestSnapshot) => s.matches('failed');
