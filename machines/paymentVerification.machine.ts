/**
 * The /success-payment page (SPEC.md 4 "Payment verification"): verify the checkout session, retry a
 * 'processing' answer or a failed request every 2 s, at most 5 attempts; progress bar 1% every 50 ms.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { PAYMENT_VERIFICATION } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { PaymentVerification } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { hasStatus, serverMessage } from './httpError.ts';
import { type Problem, problem, saidProblem } from './problems.ts';

export interface PaymentVerificationInput {
  /** The page's session_id query parameter; null or '' when missing. */
  sessionId: string | null;
}

export interface PaymentVerificationContext {
  sessionId: string | null;
  /** Attempts started so far (the page shows "Attempt n of 5"). */
  attempt: number;
  progress: number;
  result: PaymentVerification | null;
  /** What the error view says (decision 249). */
  error: Problem | null;
  /** Message of the last failed attempt; decides the final text when attempts run out. */
  lastFailure: { kind: 'processing' } | { kind: 'failed'; message: string | undefined } | null;
}

export type PaymentVerificationEvent = ActorEvents<'verifyPayment', PaymentVerification>;

const verifySetup = setup({
  types: {
    context: {} as PaymentVerificationContext,
    events: {} as PaymentVerificationEvent,
    input: {} as PaymentVerificationInput,
  },
  actors: { verifyPayment: notProvided<PaymentVerification, { sessionId: string }>('verifyPayment') },
  actions: {
    dispatchBrowserEvent: effects.dispatchBrowserEvent,
    /** The account is Premium on the server now: the auth actor reads the session again. */
    refreshSession: effects.refreshSession,
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    advanceProgress: assign({
      progress: ({ context }) => Math.min(100, context.progress + PAYMENT_VERIFICATION.progressStepPercent),
    }),
    setNoSessionError: assign({ error: problem('paymentNoSession') }),
    setCheckoutClosedError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.verifyPayment');
        return saidProblem(serverMessage(event.error)) ?? problem('paymentVerifyFailed');
      },
    }),
    storeResult: assign({
      result: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.verifyPayment');
        return event.output;
      },
    }),
    rememberProcessing: assign({ lastFailure: { kind: 'processing' } }),
    rememberFailure: assign({
      lastFailure: ({ event }) => {
        assertEvent(event, ['xstate.error.actor.verifyPayment', 'xstate.done.actor.verifyPayment']);
        const message =
          event.type === 'xstate.error.actor.verifyPayment' ? serverMessage(event.error) : event.output.message;
        return { kind: 'failed', message: message || undefined };
      },
    }),
    /** Attempts ran out: the last attempt's outcome picks the text (decisions-machines.md). */
    setFinalError: assign({
      error: ({ context }) =>
        context.lastFailure?.kind === 'failed'
          ? (saidProblem(context.lastFailure.message) ?? problem('paymentVerifyFailed'))
          : problem('paymentTimeout'),
    }),
  },
  guards: {
    hasNoSessionId: ({ context }) => !context.sessionId,
    isPaid: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.verifyPayment');
      return event.output.status === 'success' && !event.output.error;
    },
    isProcessing: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.verifyPayment');
      return event.output.status === 'processing' && !event.output.error;
    },
    /** 409 (decision 037): the checkout was cancelled or expired; asking again cannot change that. */
    isCheckoutClosed: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.verifyPayment');
      return hasStatus(event.error, 409);
    },
    hasAttemptsLeft: ({ context }) => context.attempt < PAYMENT_VERIFICATION.maxAttempts,
    progressBelowMax: ({ context }) => context.progress < 100,
  },
  delays: {
    retryInterval: PAYMENT_VERIFICATION.retryIntervalMs,
    progressStep: PAYMENT_VERIFICATION.progressStepMs,
  },
});

function verifyInput({ context }: { context: PaymentVerificationContext }): { sessionId: string } {
  return { sessionId: context.sessionId ?? '' };
}
function initialContext({ input }: { input: PaymentVerificationInput }): PaymentVerificationContext {
  return { sessionId: input.sessionId, attempt: 0, progress: 0, result: null, error: null, lastFailure: null };
}

export const paymentVerificationMachine = verifySetup
  .extend({
    actions: {
      announcePaymentSuccess: verifySetup.enqueueActions(({ context, enqueue }) => {
        const detail = { subscription: context.result?.subscription ?? null, user: context.result?.user ?? null };
        enqueue({ type: 'dispatchBrowserEvent', params: { name: 'paymentSuccess', detail } });
      }),
    },
  })
  .createMachine({
    id: 'paymentVerification',
    initial: 'starting',
    context: initialContext,
    states: {
      starting: {
        always: [{ guard: 'hasNoSessionId', target: 'error', actions: 'setNoSessionError' }, { target: 'verifying' }],
      },
      verifying: {
        type: 'parallel',
        tags: ['verifying'],
        states: {
          request: {
            initial: 'checking',
            states: {
              checking: {
                entry: 'countAttempt',
                invoke: {
                  id: 'verifyPayment',
                  src: 'verifyPayment',
                  input: verifyInput,
                  onDone: [
                    {
                      guard: 'isPaid',
                      target: '#paymentVerification.success',
                      actions: ['storeResult', 'announcePaymentSuccess', 'refreshSession'],
                    },
                    { guard: 'isProcessing', target: 'deciding', actions: 'rememberProcessing' },
                    { target: 'deciding', actions: 'rememberFailure' },
                  ],
                  onError: [
                    {
                      guard: 'isCheckoutClosed',
                      target: '#paymentVerification.error',
                      actions: 'setCheckoutClosedError',
                    },
                    { target: 'deciding', actions: 'rememberFailure' },
                  ],
                },
              },
              deciding: {
                always: [
                  { guard: 'hasAttemptsLeft', target: 'waiting' },
                  { target: '#paymentVerification.error', actions: 'setFinalError' },
                ],
              },
              waiting: { after: { retryInterval: 'checking' } },
            },
          },
          progress: {
            initial: 'filling',
            states: {
              filling: {
                after: {
                  progressStep: {
                    guard: 'progressBelowMax',
                    target: 'filling',
                    reenter: true,
                    actions: 'advanceProgress',
                  },
                },
              },
            },
          },
        },
      },
      success: { type: 'final', tags: ['success'] },
      error: { type: 'final', tags: ['error'] },
    },
  });

export type PaymentVerificationSnapshot = SnapshotFrom<typeof paymentVerificationMachine>;

export const selectIsSuccess = (s: PaymentVerificationSnapshot) => s.hasTag('success');
export const selectIsError = (s: PaymentVerificationSnapshot) => s.hasTag('error');
/** "Attempt n of 5": n and the maximum. */
export const selectAttempt = (s: PaymentVerificationSnapshot) => ({
  attempt: Math.max(1, s.context.attempt),
  maxAttempts: PAYMENT_VERIFICATION.maxAttempts,
});
export const selectProgress = (s: PaymentVerificationSnapshot) => s.context.progress;
export const selectError = (s: PaymentVerificationSnapshot) => s.context.error;
/** Plan, status and next billing date of the success view. */
export const selectSubscription = (s: PaymentVerificationSnapshot) => s.context.result?.subscription ?? null;
