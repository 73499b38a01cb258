import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PAYMENT_VERIFICATION } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { PaymentVerification } from '#machines/apiTypes.ts';
import { paymentCancelMachine } from '#machines/paymentCancel.machine.ts';
import {
  paymentVerificationMachine,
  selectAttempt,
  selectError,
  selectIsError,
  selectIsSuccess,
  selectProgress,
} from '#machines/paymentVerification.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { httpError, networkError, paid, processing } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

const RETRY_MS = 2000;

async function start(
  answer: (input: { sessionId: string }, call: number) => PaymentVerification,
  sessionId: string | null = 'cs_1',
) {
  const clock = new SimulatedClock();
  const effects = effectsRecorder();
  const verify = fakeActor(answer);
  const sessionRefreshes: number[] = [];
  const machine = paymentVerificationMachine.provide({
    actors: { verifyPayment: verify.logic },
    actions: {
      dispatchBrowserEvent: effects.actions.dispatchBrowserEvent,
      refreshSession: () => void sessionRefreshes.push(sessionRefreshes.length + 1),
    },
  });
  const actor = createActor(machine, { input: { sessionId }, clock }).start();
  await settle();
  /** Advances simulated time and lets a retried request answer. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  /** Lets the remaining retries happen, one 2 s wait at a time. */
  const runOut = async () => {
    for (let attempt = 1; attempt < PAYMENT_VERIFICATION.maxAttempts; attempt++) await advance(RETRY_MS);
  };
  return { actor, effects, verify, advance, runOut, sessionRefreshes };
}

const alwaysProcessing = () => processing;

describe('payment verification', () => {
  it.each([null, ''])('fails at once without a session id (%o), never calling the server', async (sessionId) => {
    const { actor, verify } = await start(alwaysProcessing, sessionId);
    expect(selectIsError(actor.getSnapshot())).toBe(true);
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.payment.noSessionId);
    expect(verify.calls).toEqual([]);
  });

  it('succeeds on the first answer and fires paymentSuccess with subscription and user', async () => {
    const { actor, effects, verify } = await start(() => paid);
    expect(verify.calls).toEqual([{ sessionId: 'cs_1' }]);
    expect(selectIsSuccess(actor.getSnapshot())).toBe(true);
    expect(effects.browserEvents).toEqual([
      { name: 'paymentSuccess', detail: { subscription: paid.subscription, user: paid.user } },
    ]);
  });

  it('asks the auth actor to re-read the session once when the payment is verified, never otherwise', async () => {
    const verified = await start(() => paid);
    expect(verified.sessionRefreshes).toEqual([1]);
    const pending = await start(alwaysProcessing);
    await pending.runOut();
    expect(selectIsError(pending.actor.getSnapshot())).toBe(true);
    expect(pending.sessionRefreshes).toEqual([]);
  });

  it('retries a processing answer every 2 s, not sooner', async () => {
    const { actor, verify, advance } = await start((_input, call) => (call < 3 ? processing : paid));
    expect(verify.calls).toHaveLength(1);
    expect(selectAttempt(actor.getSnapshot())).toEqual({ attempt: 1, maxAttempts: 5 });
    await advance(RETRY_MS - 1);
    expect(verify.calls).toHaveLength(1);
    await advance(1);
    expect(verify.calls).toHaveLength(2);
    expect(selectAttempt(actor.getSnapshot()).attempt).toBe(2);
    await advance(RETRY_MS);
    expect(verify.calls).toHaveLength(3);
    expect(selectIsSuccess(actor.getSnapshot())).toBe(true);
  });

  it('stops after exactly 5 attempts with the "taking longer" text', async () => {
    const { actor, verify, advance } = await start(alwaysProcessing);
    for (let attempt = 2; attempt <= PAYMENT_VERIFICATION.maxAttempts; attempt++) {
      await advance(RETRY_MS);
      expect(verify.calls).toHaveLength(attempt);
    }
    expect(verify.calls).toHaveLength(5);
    expect(selectIsError(actor.getSnapshot())).toBe(true);
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.payment.timeout);
    await advance(RETRY_MS * 3);
    expect(verify.calls).toHaveLength(5);
  });

  it('retries failed requests the same way; the last failure shows the server message', async () => {
    const { actor, verify, runOut } = await start(() => {
      throw httpError(404, 'Unknown checkout session');
    });
    await runOut();
    expect(verify.calls).toHaveLength(5);
    expect(problemText(selectError(actor.getSnapshot()))).toBe('Unknown checkout session');
  });

  it('shows an expired or cancelled checkout (409) at once with the server message, without retrying', async () => {
    const closed = 'This checkout was cancelled or has expired. No payment was taken.';
    const { actor, verify, advance } = await start(() => {
      throw httpError(409, closed);
    });
    expect(verify.calls).toHaveLength(1);
    expect(selectIsError(actor.getSnapshot())).toBe(true);
    expect(problemText(selectError(actor.getSnapshot()))).toBe(closed);
    await advance(RETRY_MS * 5);
    expect(verify.calls).toHaveLength(1);
  });

  it('shows the generic verification text at once for a 409 without a message', async () => {
    const { actor, verify } = await start(() => {
      throw httpError(409);
    });
    expect(verify.calls).toHaveLength(1);
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.payment.verifyFailed);
  });

  it('falls back to "An error occurred while verifying your payment" without a server message', async () => {
    const { actor, runOut } = await start(() => {
      throw networkError;
    });
    await runOut();
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.payment.verifyFailed);
  });

  it('lets the last attempt decide: processing after earlier failures shows the "taking longer" text', async () => {
    const { actor, runOut } = await start((_input, call) => {
      if (call < 5) throw httpError(500, 'Internal');
      return processing;
    });
    await runOut();
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.payment.timeout);
  });

  it('treats an answer flagged error as a failed attempt with its message', async () => {
    const declined: PaymentVerification = { status: 'success', error: true, message: 'Payment could not be verified' };
    const { actor, verify, runOut } = await start(() => declined);
    await runOut();
    expect(verify.calls).toHaveLength(5);
    expect(problemText(selectError(actor.getSnapshot()))).toBe('Payment could not be verified');
  });

  it('raises the progress bar 1% every 50 ms up to 100', async () => {
    const { actor, advance } = await start(alwaysProcessing);
    expect(selectProgress(actor.getSnapshot())).toBe(0);
    await advance(49);
    expect(selectProgress(actor.getSnapshot())).toBe(0);
    await advance(1);
    expect(selectProgress(actor.getSnapshot())).toBe(1);
    for (let step = 0; step < 49; step++) await advance(50);
    expect(selectProgress(actor.getSnapshot())).toBe(50);
    for (let step = 0; step < 60; step++) await advance(50);
    expect(selectProgress(actor.getSnapshot())).toBe(100);
  });
});

describe('payment cancel', () => {
  it('fires paymentCanceled once on start', () => {
    const effects = effectsRecorder();
    const actor = createActor(
      paymentCancelMachine.provide({ actions: { dispatchBrowserEvent: effects.actions.dispatchBrowserEvent } }),
    ).start();
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(effects.browserEvents).toEqual([{ name: 'paymentCanceled', detail: null }]);
  });
});
