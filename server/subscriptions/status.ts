/**
 * A subscription row, read through the shared rules of domain/subscription.ts, as the contract's
 * answers: user-info, current-plan, the session check, cancel, switch and resume all agree because
 * they start here. `now` is the billing clock (server/subscriptions/clock.ts).
 *
 * A subscription that has ended (its period over without renewal, its grace period over unpaid, or
 * expired) reads as plainly Basic: no cancelled flag and no past date (docs/decisions).
 */
import type { components } from '#contract/schema.d.ts';
import type { BillingInterval } from '#domain/constants.ts';
import { canCancel, canResume, isRenewing, type SubscriptionStatus, subscriptionStatus } from '#domain/subscription.ts';

type Schemas = components['schemas'];

/** What the database knows about a subscription. */
export type SubscriptionFacts = {
  status: 'active' | 'cancelled' | 'expired';
  current_period_end: Date;
  cancel_at_period_end: boolean;
  /** A renewal's payment failed at this time; cleared when a later payment succeeds. */
  payment_failed_at: Date | null;
  /** Premium ends here unless the failed payment is retried successfully (TEST MODE; null with Stripe). */
  grace_ends_at: Date | null;
  /** The interval a scheduled switch moves to at current_period_end (annual → monthly). */
  switch_interval: BillingInterval | null;
  /** The interval the plan bills at. */
  interval: BillingInterval;
  /** Why an expired subscription ended (issue 28.3); null while it runs. */
  ended_reason: EndedReason | null;
} & Partial<CardColumns>;

/** The card on file (issue 28.2, migration 012), each null when not known. */
export type CardColumns = {
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
};

/** The contract's card on file from the row's columns; null unless all four are known. */
export function cardOf(sub: Partial<CardColumns>): Schemas['CardOnFile'] {
  const { card_brand: brand, card_last4: last4, card_exp_month: month, card_exp_year: year } = sub;
  if (!brand || !last4 || !month || !year) return null;
  return { brand, last4, exp_month: Number(month), exp_year: Number(year) };
}

/** Why a subscription lapsed to Basic: its renewal was never paid, or it was cancelled and its period ran out. */
export type EndedReason = NonNullable<Schemas['Subscription']['ended_reason']>;

/** A user's subscription row with its plan, as the session lookup reads it. */
export type UserSubscription = SubscriptionFacts & { plan_name: Schemas['Plan']['name'] };

function cancelledFlag(sub: SubscriptionFacts): boolean {
  return sub.cancel_at_period_end || sub.status === 'cancelled';
}

/** A failed renewal not yet paid: Premium is kept until grace_ends_at when there is one. */
function failed(sub: SubscriptionFacts): boolean {
  return sub.payment_failed_at !== null;
}

/**
 * Premium while the paid period runs, whether or not it was cancelled at its end; after a failed
 * renewal, until the grace period ends (without a known grace end, while the provider's period runs).
 */
export function isPremium(sub: SubscriptionFacts | null, now: Date): boolean {
  if (sub === null || sub.status === 'expired') return false;
  const until = failed(sub) && sub.grace_ends_at ? sub.grace_ends_at : sub.current_period_end;
  return until.getTime() > now.getTime();
}

/** When Premium ends if nothing else happens: the period's end, or the grace period's end after a failure. */
function endsAt(sub: SubscriptionFacts): Date {
  return failed(sub) && sub.grace_ends_at && sub.grace_ends_at < sub.current_period_end
    ? sub.grace_ends_at
    : sub.current_period_end;
}

/** The contract's Subscription with every field answered (the contract leaves some optional for old clients). */
type Shape = Required<Schemas['Subscription']>;

const BASIC_SHAPE: Shape = {
  is_premium: false,
  current_period_end: null,
  cancelled: false,
  on_grace_period: false,
  interval: null,
  payment_failed: false,
  grace_ends_at: null,
  switches_to: null,
  ended_reason: null,
  card: null,
};

export function subscriptionShape(sub: SubscriptionFacts | null, now: Date): Shape {
  // A lapse (issue 28.3) says why the account is Basic; an end not written yet (a period just run out,
  // before billing records it) says nothing rather than guess.
  if (!sub || !isPremium(sub, now)) return { ...BASIC_SHAPE, ended_reason: sub?.ended_reason ?? null };
  const cancelled = cancelledFlag(sub);
  const paymentFailed = failed(sub);
  return {
    is_premium: true,
    // Cancelled: when Premium ends ("Subscription ends"); else when it renews ("Renews on").
    current_period_end: (cancelled ? endsAt(sub) : sub.current_period_end).toISOString(),
    cancelled,
    on_grace_period: cancelled || paymentFailed,
    interval: sub.interval,
    payment_failed: paymentFailed,
    grace_ends_at: paymentFailed && sub.grace_ends_at ? sub.grace_ends_at.toISOString() : null,
    switches_to:
      sub.switch_interval && !cancelled
        ? { interval: sub.switch_interval, on: sub.current_period_end.toISOString() }
        : null,
    ended_reason: null,
    card: cardOf(sub),
  };
}

/** The current-plan answer: the paid plan while premium, Basic (no interval, no date) otherwise. */
export function currentPlan(sub: UserSubscription | null, now: Date): Schemas['CurrentPlan'] {
  const shape = subscriptionShape(sub, now);
  const status: SubscriptionStatus = subscriptionStatus(sub ? shape : null);
  if (!sub || !shape.is_premium) {
    return {
      plan: { name: 'Basic', interval: null },
      status,
      current_period_end: null,
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
    };
  }
  return {
    plan: { name: sub.plan_name, interval: sub.interval },
    status,
    current_period_end: shape.current_period_end,
    payment_failed: shape.payment_failed,
    grace_ends_at: shape.grace_ends_at,
    switches_to: shape.switches_to,
  };
}

/** What the user owns, in the terms domain/subscription.ts decides with. */
function ownership(sub: SubscriptionFacts | null, now: Date) {
  return {
    isPremium: isPremium(sub, now),
    currentPlan: { status: subscriptionStatus(sub ? subscriptionShape(sub, now) : null) },
  };
}

/**
 * Premium and not cancelled yet (domain's canCancel): the one subscription cancel accepts, and the
 * one a new checkout refuses, since it renews by itself and buying again would pay twice.
 */
export function isCancellable(sub: SubscriptionFacts | null, now: Date): boolean {
  return canCancel(ownership(sub, now));
}

/** Cancelled and still inside its paid period (domain's canResume): the one subscription resume accepts. */
export function isResumable(sub: SubscriptionFacts | null, now: Date): boolean {
  return canResume(ownership(sub, now));
}

/**
 * Renewing Premium (domain's isRenewing) can switch interval; otherwise why not: no Premium, a
 * cancellation to resume first, or a failed payment to fix first (the rest of a Premium that does
 * not renew as usual).
 */
export function isSwitchable(sub: SubscriptionFacts | null, now: Date): 'ok' | 'none' | 'cancelled' | 'failed' {
  const owned = ownership(sub, now);
  if (isRenewing(owned)) return 'ok';
  if (!owned.isPremium) return 'none';
  return canResume(owned) ? 'cancelled' : 'failed';
}
