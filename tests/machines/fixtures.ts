/** Shared test data shaped like the API (CONTRACT.md) and helpers for actor outcome events. */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Account } from '#machines/dashboard.machine.ts';
import type {
  AuthUser,
  CancelResult,
  CurrentPlan,
  Invoice,
  SubscriptionChange,
  PaymentVerification,
  Plan,
  SummariesPage,
  Subscription,
} from '#machines/apiTypes.ts';

export function done<TId extends string, TOutput>(id: TId, output: TOutput): DoneActorEvent<TOutput, TId> {
  return { type: `xstate.done.actor.${id}`, output, actorId: id };
}
export function failed<TId extends string>(id: TId, error: unknown): ErrorActorEvent<unknown, TId> {
  return { type: `xstate.error.actor.${id}`, error, actorId: id };
}
/** What the API client rejects with on an HTTP error (status + server message). */
export function httpError(status: number, message: string | null = null) {
  return Object.assign(new Error(message ?? `HTTP ${status}`), { status, message, code: 'error' });
}
export const networkError = new TypeError('Failed to fetch');

export const user: AuthUser = {
  id: '6a1f0c2e-2b7c-4c55-9a57-0d2f2f0a1b11',
  email: 'ann@example.com',
  is_premium: false,
};
export const premiumUser: AuthUser = { ...user, is_premium: true };

export const basicPlan: Plan = {
  id: 'basic',
  name: 'Basic',
  price: 0,
  interval: 'month',
  features: ['Summaries'],
  stripe_price_id: null,
};
export const monthlyPlan: Plan = {
  id: 'premium-monthly',
  name: 'Premium',
  price: 9.99,
  interval: 'month',
  features: ['Custom prompt', 'History'],
  stripe_price_id: 'price_month',
};
export const yearlyPlan: Plan = {
  ...monthlyPlan,
  id: 'premium-yearly',
  price: 83.88,
  interval: 'year',
  stripe_price_id: 'price_year',
};
export const plans: Plan[] = [basicPlan, monthlyPlan, yearlyPlan];

export const basicCurrentPlan: CurrentPlan = {
  plan: { name: 'Basic', interval: null },
  status: 'basic',
  current_period_end: null,
};
export const monthlyCurrentPlan: CurrentPlan = {
  plan: { name: 'Premium', interval: 'month' },
  status: 'active',
  current_period_end: '2026-12-22T00:00:00.000Z',
};
export const yearlyCurrentPlan: CurrentPlan = { ...monthlyCurrentPlan, plan: { name: 'Premium', interval: 'year' } };
export const cancelledCurrentPlan: CurrentPlan = { ...monthlyCurrentPlan, status: 'cancelled' };

export const basicSubscription: Subscription = {
  is_premium: false,
  current_period_end: null,
  cancelled: false,
  on_grace_period: false,
};
export const premiumSubscription: Subscription = {
  is_premium: true,
  current_period_end: '2026-12-22T00:00:00.000Z',
  cancelled: false,
  on_grace_period: false,
};

export const basicAccount: Account = {
  user: { username: 'ann', email: 'ann@example.com' },
  subscription: basicSubscription,
  currentPlan: basicCurrentPlan,
};
export const premiumAccount: Account = {
  ...basicAccount,
  subscription: premiumSubscription,
  currentPlan: monthlyCurrentPlan,
};

/** Cancelled at the period end: still Premium until then (DECISIONS.md). */
export const cancelledSubscription: Subscription = { ...premiumSubscription, cancelled: true, on_grace_period: true };
export const cancelledAccount: Account = {
  ...premiumAccount,
  subscription: cancelledSubscription,
  currentPlan: cancelledCurrentPlan,
};
/** A renewal whose payment failed: Premium kept until the grace period ends (issue 13). */
export const graceAccount: Account = {
  ...premiumAccount,
  subscription: {
    ...premiumSubscription,
    on_grace_period: true,
    payment_failed: true,
    grace_ends_at: '2026-12-29T00:00:00.000Z',
  },
  currentPlan: { ...monthlyCurrentPlan, status: 'grace_period', payment_failed: true },
};
/** POST /api/subscription/switch's answer for monthly -> annual (at once). */
export const switchedToAnnual: SubscriptionChange = {
  success: true,
  message: 'You are now on annual billing. The unused part of your month was credited.',
  subscription: { ...premiumSubscription, interval: 'year', current_period_end: '2027-11-24T00:00:00.000Z' },
};
/** GET /api/billing/invoices: a paid month and a failed renewal (issue 13). */
export const invoices: Invoice[] = [
  {
    id: 'inv-2',
    date: '2026-12-22T00:00:00.000Z',
    amount: 9.99,
    currency: 'usd',
    description: 'Skimly Premium, monthly',
    period_start: '2026-12-22T00:00:00.000Z',
    period_end: '2027-01-22T00:00:00.000Z',
    status: 'failed',
    receipt_url: null,
  },
  {
    id: 'inv-1',
    date: '2026-11-22T00:00:00.000Z',
    amount: 9.99,
    currency: 'usd',
    description: 'Skimly Premium, monthly',
    period_start: '2026-11-22T00:00:00.000Z',
    period_end: '2026-12-22T00:00:00.000Z',
    status: 'paid',
    receipt_url: 'https://invoice.stripe.example/i/inv-1',
  },
];
/** POST /api/subscription/resume's answer. */
export const resumed: SubscriptionChange = {
  success: true,
  message: 'Your subscription is back on and renews as before.',
  subscription: premiumSubscription,
};
/** POST /api/subscription/cancel's answer. */
export const cancelResult: CancelResult = {
  success: true,
  message: 'Subscription cancelled successfully',
  subscription: cancelledSubscription,
};

export const paid: PaymentVerification = {
  status: 'success',
  error: false,
  message: 'Payment verified',
  subscription: { plan_name: 'Premium', status: 'active', next_billing_date: '2026-12-22T00:00:00.000Z' },
  user: premiumUser,
};
export const processing: PaymentVerification = { status: 'processing', error: false, message: 'Payment is processing' };

export function summariesPage(page: number, lastPage: number): SummariesPage {
  return {
    summaries: [
      {
        id: `00000000-0000-4000-8000-00000000000${page}`,
        title: `Talk ${page}`,
        video_id: 'dQw4w9WgXcQ',
        type: 'video',
        created_at: '2026-11-01T10:00:00.000Z',
        summary: 'Plain text summary',
      },
    ],
    pagination: { total: lastPage, per_page: 1, current_page: page, last_page: lastPage },
  };
}
