/**
 * The payment verification machine's generated paths replayed on the real /success-payment page:
 * the verification call is answered as the path says, time passes on a fake clock for the retry and
 * the progress bar, and after every step the page must show the predicted state (verifying with its
 * attempt and bar, the verified plan, or the error text).
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '#domain/messages.ts';
import { PAYMENT_VERIFICATION } from '#domain/constants.ts';
import { paymentVerificationMachine } from '#machines/paymentVerification.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.payment;

replayPaths({
  model: 'paymentVerification',
  machine: paymentVerificationMachine,
  apiModule: 'payment',
  fakeTimers: true,
  start: async (input) => {
    const { sessionId } = input as { sessionId: string | null };
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({ authenticated: false }));
    const site = renderSite(sessionId ? `/success-payment?session_id=${sessionId}` : '/success-payment');
    await waitFor(() => screen.queryByRole('heading', { level: 1 }), 'the payment page');
    return site;
  },
  gestures: {},
  expectScreen: (state) => {
    const { context } = state;
    const heading = screen.getByRole('heading', { level: 1 });
    if (state.matches('success')) {
      expect(heading).toHaveTextContent(text.successTitle);
      const plan = context.result?.subscription?.plan_name;
      if (plan) expect(screen.getByText(plan)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: text.returnToDashboard })).toHaveAttribute('href', '/dashboard');
      return;
    }
    if (state.matches('error')) {
      expect(heading).toHaveTextContent(text.errorTitle);
      expect(screen.getByRole('alert')).toHaveTextContent(problemText(context.error) ?? '');
      expect(screen.getByRole('link', { name: text.returnHome })).toHaveAttribute('href', '/');
      return;
    }
    expect(heading).toHaveTextContent(text.verifying);
    const attempt = Math.max(1, context.attempt);
    expect(screen.getByText(text.attempt(attempt, PAYMENT_VERIFICATION.maxAttempts))).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: text.progressLabel });
    const shown = Number(bar.getAttribute('aria-valuenow'));
    if (context.progress > 0) expect(shown).toBeGreaterThan(0);
    else expect(shown).toBe(0);
  },
});
