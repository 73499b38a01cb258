import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { PaymentVerification, SessionCheck } from '#machines/apiTypes.ts';
import { selectUser } from '#machines/authSelectors.ts';
import { ApiError } from '#src/api/errors.ts';
import { useAuthSnapshot } from '#src/app/AuthContext.tsx';
import type { AppApisOverride } from '#src/app/composition.tsx';
import CancelPaymentPage from '#src/pages/payment/CancelPaymentPage.tsx';
import SuccessPaymentPage from '#src/pages/payment/SuccessPaymentPage.tsx';
import { advance, renderRoute } from './render.tsx';

const text = messages.payment;
const processing: PaymentVerification = { status: 'processing', error: false, message: 'Payment is processing' };
const paid: PaymentVerification = {
  status: 'success',
  error: false,
  message: 'ok',
  subscription: { plan_name: 'Premium', status: 'active', next_billing_date: '2026-02-05T12:00:00.000Z' },
  user: { id: 'u1', email: 'jane@example.com', is_premium: true },
};

/** The app's machine with the API swapped for scripted answers (the browser event stays real). */
function withAnswers(...answers: (PaymentVerification | Error)[]) {
  const calls: string[] = [];
  const payment: AppApisOverride['payment'] = {
    verifyPayment: fromPromise<PaymentVerification, { sessionId: string }>(async ({ input }) => {
      calls.push(input.sessionId);
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      if (!answer) throw new Error('no scripted answer');
      return answer;
    }),
  };
  return { payment, calls };
}

/** Signed in as Basic; the server says Premium from the second session check on (the payment landed). */
function signedInAuth() {
  const sessionChecks: number[] = [];
  const apis: AppApisOverride = {
    auth: {
      checkSession: fromPromise<SessionCheck, void>(async () => {
        sessionChecks.push(sessionChecks.length + 1);
        return {
          authenticated: true,
          user: { id: 'u1', email: 'jane@example.com', is_premium: sessionChecks.length > 1 },
        };
      }),
    },
    effects: { storeValue: () => {}, removeValue: () => {}, navigate: () => {} },
  };
  return { apis, sessionChecks };
}

/** What the navigation's user menu reads: the auth actor's user. */
function PlanProbe() {
  const user = useAuthSnapshot(selectUser);
  return <p data-testid="nav-plan">{user ? (user.is_premium ? 'Premium' : 'Basic') : 'signed out'}</p>;
}

function renderSuccess(url: string, payment: AppApisOverride['payment'], auth = signedInAuth()) {
  renderRoute(
    url,
    '/success-payment',
    <>
      <PlanProbe />
      <SuccessPaymentPage />
    </>,
    { ...auth.apis, payment },
  );
  return auth;
}

describe('payment success page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the verifying view with attempt and a rising progress bar, then retries every 2 s', async () => {
    const { payment, calls } = withAnswers(processing);
    renderSuccess('/success-payment?session_id=cs_test_1', payment);
    expect(screen.getByRole('heading', { name: text.verifying })).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 of 5')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await advance(500);
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    await advance(1500);
    expect(screen.getByText('Attempt 2 of 5')).toBeInTheDocument();
    expect(calls).toEqual(['cs_test_1', 'cs_test_1']);
  });

  it('shows the success view with plan, status and next billing date, and fires paymentSuccess', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('paymentSuccess', listener);
    const { payment } = withAnswers(processing, paid);
    renderSuccess('/success-payment?session_id=cs_test_2', payment);
    await advance(2000);
    window.removeEventListener('paymentSuccess', listener);
    expect(screen.getByRole('heading', { name: text.successTitle })).toBeInTheDocument();
    expect(screen.getByText(text.successText)).toBeInTheDocument();
    const details = screen.getByText(text.planLabel).closest('dl');
    if (!details) throw new Error('no details list');
    const list = within(details);
    expect(list.getByText(text.statusLabel)).toBeInTheDocument();
    expect(list.getByText('Premium')).toBeInTheDocument();
    expect(list.getByText('active')).toBeInTheDocument();
    expect(list.getByText(text.nextBillingLabel)).toBeInTheDocument();
    expect(list.getByText('February 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.returnToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(heard).toEqual([{ subscription: paid.subscription, user: paid.user }]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('has the auth actor re-check the session after success, so the signed-in user turns Premium', async () => {
    const { payment } = withAnswers(processing, paid);
    const { sessionChecks } = renderSuccess('/success-payment?session_id=cs_test_5', payment);
    await advance(0);
    expect(screen.getByTestId('nav-plan')).toHaveTextContent('Basic');
    expect(sessionChecks).toHaveLength(1);
    await advance(2000);
    expect(screen.getByRole('heading', { name: text.successTitle })).toBeInTheDocument();
    expect(sessionChecks).toHaveLength(2);
    expect(screen.getByTestId('nav-plan')).toHaveTextContent('Premium');
  });

  it('does not re-check the session when verification fails', async () => {
    const { payment } = withAnswers(processing);
    const { sessionChecks } = renderSuccess('/success-payment?session_id=cs_test_6', payment);
    await advance(5 * 2000);
    expect(screen.getByRole('heading', { name: text.errorTitle })).toBeInTheDocument();
    expect(sessionChecks).toHaveLength(1);
  });

  it('leaves out the next billing date when the answer has none', async () => {
    const noDate = {
      ...paid,
      subscription: { plan_name: 'Premium', status: 'active' as const, next_billing_date: null },
    };
    const { payment } = withAnswers(noDate);
    renderSuccess('/success-payment?session_id=cs_test_3', payment);
    await advance(0);
    expect(screen.getByRole('heading', { name: text.successTitle })).toBeInTheDocument();
    expect(screen.queryByText(text.nextBillingLabel)).not.toBeInTheDocument();
  });

  it('gives up after 5 processing answers with the timeout message and a way home', async () => {
    const { payment, calls } = withAnswers(processing);
    renderSuccess('/success-payment?session_id=cs_test_4', payment);
    await advance(3 * 2000);
    expect(screen.getByText('Attempt 4 of 5')).toBeInTheDocument();
    await advance(2000);
    expect(calls).toHaveLength(5);
    expect(screen.getByRole('heading', { name: text.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.timeout);
    expect(screen.getByRole('link', { name: text.returnHome })).toHaveAttribute('href', '/');
  });

  it('shows the server message when the last attempt failed with one', async () => {
    const { payment } = withAnswers(new ApiError(404, 'not_found', 'Unknown checkout session'));
    renderSuccess('/success-payment?session_id=cs_unknown', payment);
    await advance(4 * 2000);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown checkout session');
  });

  it('shows the error view at once without a session_id', async () => {
    const { payment, calls } = withAnswers(paid);
    renderSuccess('/success-payment', payment);
    expect(screen.getByRole('heading', { name: text.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.noSessionId);
    expect(calls).toEqual([]);
  });
});

describe('payment cancel page', () => {
  it('says the payment was cancelled, links home and fires paymentCanceled once', () => {
    const heard = vi.fn();
    window.addEventListener('paymentCanceled', heard);
    renderRoute('/cancel-payment', '/cancel-payment', <CancelPaymentPage />);
    window.removeEventListener('paymentCanceled', heard);
    expect(screen.getByRole('heading', { name: text.cancelledTitle })).toBeInTheDocument();
    expect(screen.getByText(text.cancelledText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.returnHome })).toHaveAttribute('href', '/');
    // Not signed in: no dashboard to return to.
    expect(screen.queryByRole('link', { name: text.returnToDashboard })).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('offers the dashboard first to a signed-in person, and still Return to home (issue 18.17)', async () => {
    renderRoute('/cancel-payment', '/cancel-payment', <CancelPaymentPage />, signedInAuth().apis);
    expect(await screen.findByRole('link', { name: text.returnToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: text.returnHome })).toHaveAttribute('href', '/');
  });
});
