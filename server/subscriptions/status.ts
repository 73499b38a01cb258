/**
 * The subscription rules of SPEC.md (section 6) as pure functions, shared by user-info,
 * current-plan and the session check so every answer agrees.
 */
import type { BillingInterval } from '../../domain/constants.ts';

export type SubscriptionFacts = {
  status: 'active' | 'cancelled' | 'expired';
  current_period_end: Date;
  cancel_at_period_end: boolean;
};

/** A user's subscription row with its plan, as the session lookup reads it. */
export type UserSubscription = SubscriptionFacts & { plan_name: 'Basic' | 'Premium'; interval: BillingInterval };

export type SubscriptionShape = {
  is_premium: boolean;
  current_period_end: string | null;
  cancelled: boolean;
  on_grace_period: boolean;
};

export type PlanStatus = 'none' | 'cancelled' | 'grace_period' | 'active' | 'basic';

/** Premium while the paid period runs, whether or not it was cancelled at its end. */
export function isPremium(sub: SubscriptionFacts | null, now: Date): boolean {
  return sub !== null && sub.status !== 'expired' && sub.current_period_end.getTime() > now.getTime();
}

export function subscriptionShape(sub: SubscriptionFacts | null, now: Date): SubscriptionShape {
  if (!sub) return { is_premium: false, current_period_end: null, cancelled: false, on_grace_period: false };
  const premium = isPremium(sub, now);
  const cancelled = sub.cancel_at_period_end || sub.status === 'cancelled';
  return {
    is_premium: premium,
    current_period_end: sub.current_period_end.toISOString(),
    cancelled,
    on_grace_period: cancelled && premium,
  };
}

/** SPEC.md's precedence: none (no subscription), cancelled, grace_period, active (is_premium), else basic. */
export function planStatus(shape: SubscriptionShape | null): PlanStatus {
  if (!shape) return 'none';
  if (shape.cancelled) return 'cancelled';
  if (shape.on_grace_period) return 'grace_period';
  if (shape.is_premium) return 'active';
  return 'basic';
}

export type CurrentPlan = {
  plan: { name: 'Basic' | 'Premium'; interval: BillingInterval | null };
  status: PlanStatus;
  current_period_end: string | null;
};

/** The current-plan answer: the paid plan while premium, Basic (no interval) otherwise. */
export function currentPlan(sub: UserSubscription | null, now: Date): CurrentPlan {
  const shape = sub ? subscriptionShape(sub, now) : null;
  const plan = shape?.is_premium && sub ? { name: sub.plan_name, interval: sub.interval } : { name: 'Basic' as const, interval: null };
  return { plan, status: planStatus(shape), current_period_end: shape?.current_period_end ?? null };
}
