/**
 * The subscription rules of docs/product/subscriptions.md, written once: the server answers with them
 * (current-plan's status, which subscription may be cancelled or bought again) and the machines
 * decide with them (dashboard status, plan dialog guards and cards). Pure functions over the
 * contract's own shapes.
 */
import type { components } from '#contract/schema.d.ts';
import { MAX_TIMER_MS, PLAN_CHANGE_MARGIN_MS, PLAN_CHANGE_RECHECK_MS } from './constants.ts';

type Schemas = components['schemas'];
type Subscription = Schemas['Subscription'];
type CurrentPlan = Schemas['CurrentPlan'];
type Plan = Schemas['Plan'];

export type SubscriptionStatus = CurrentPlan['status'];

/** What each step of the precedence asks of the subscription (absent: `null`). */
export const STATUS_CONDITIONS = {
  noSubscription: (subscription: Subscription | null) => subscription === null,
  premiumEnded: (subscription: Subscription | null) => subscription !== null && !subscription.is_premium,
  cancelled: (subscription: Subscription | null) => subscription?.cancelled === true,
  onGracePeriod: (subscription: Subscription | null) => subscription?.on_grace_period === true,
} as const;

export type StatusCondition = keyof typeof STATUS_CONDITIONS;

/**
 * The card's status, first match wins: none (no subscription object) -> basic (Premium ended) ->
 * cancelled -> grace_period -> otherwise active (what is left is a Premium that renews). An ended subscription is plainly
 * Basic, whatever it was (docs/product/subscriptions.md: a Basic account shows no CANCELLED badge and
 * no past date): cancelled and grace period apply only while Premium lasts. A failed renewal is
 * `grace_period` (Premium kept, not cancelled).
 *
 * The one source of this order: the server and the site answer with `subscriptionStatus`, and
 * machines/subscriptionStatus.machine.ts is built from the same list, one guarded transition a step in
 * this order, for the Stately export and the generated paths.
 */
export const STATUS_PRECEDENCE: ReadonlyArray<{ when: StatusCondition; status: SubscriptionStatus }> = [
  { when: 'noSubscription', status: 'none' },
  { when: 'premiumEnded', status: 'basic' },
  { when: 'cancelled', status: 'cancelled' },
  { when: 'onGracePeriod', status: 'grace_period' },
];

/** The status when no step matches: Premium is on (an ended one is Basic above), not cancelled, paid. */
export const STATUS_OTHERWISE: SubscriptionStatus = 'active';

export function subscriptionStatus(subscription: Subscription | null): SubscriptionStatus {
  return STATUS_PRECEDENCE.find(({ when }) => STATUS_CONDITIONS[when](subscription))?.status ?? STATUS_OTHERWISE;
}

/**
 * Issue 28.3: how long until what a Premium account shows changes by itself (its grace period or its
 * paid period ends: it renews, lapses or turns Basic), from `nowMs`, for a page left open to read the
 * account again then: a little after the date, so the server agrees it has passed; a date already
 * past (the browser's clock ahead of the server's) is asked about again later, not at once. null for
 * Basic: nothing changes without an action. Timers cannot wait longer than MAX_TIMER_MS.
 */
export function msUntilPlanChange(subscription: Subscription | null, nowMs: number): number | null {
  if (!subscription?.is_premium) return null;
  const date = (subscription.payment_failed && subscription.grace_ends_at) || subscription.current_period_end;
  if (!date) return null;
  const remaining = Date.parse(date) - nowMs;
  return Math.min(MAX_TIMER_MS, remaining > 0 ? remaining + PLAN_CHANGE_MARGIN_MS : PLAN_CHANGE_RECHECK_MS);
}

/** What a user owns: the premium flag and the current-plan answer. */
export interface PlanOwnership {
  isPremium: boolean;
  currentPlan: CurrentPlan | null;
}

/** The fields of a plan these rules read. */
type PlanKey = Pick<Plan, 'name' | 'interval'>;

/** Current: not premium and Basic, or premium and both name and interval match the current plan. */
export function isCurrentPlan(plan: PlanKey, { isPremium, currentPlan }: PlanOwnership): boolean {
  if (!isPremium) return plan.name === 'Basic';
  return currentPlan !== null && plan.name === currentPlan.plan.name && plan.interval === currentPlan.plan.interval;
}

/** Always Basic, plus the plans billed at the toggle's interval (order kept). */
export function visiblePlans<P extends PlanKey>(plans: readonly P[], interval: Plan['interval']): P[] {
  return plans.filter((plan) => plan.name === 'Basic' || plan.interval === interval);
}

/** The part of the ownership the cancel rules read (the server has no plan name at hand). */
type Cancellation = { isPremium: boolean; currentPlan: Pick<CurrentPlan, 'status'> | null };

export function isCancelled(currentPlan: Pick<CurrentPlan, 'status'> | null): boolean {
  return currentPlan?.status === 'cancelled';
}

/**
 * Cancel is offered only to premium users whose subscription is not already cancelled; the same
 * subscription is one the server refuses to sell again (it would pay twice for one period).
 */
export function canCancel({ isPremium, currentPlan }: Cancellation): boolean {
  return isPremium && !isCancelled(currentPlan);
}

/** A Premium subscription that renews as usual: not cancelled, no failed payment (switching needs one). */
export function isRenewing({ isPremium, currentPlan }: Cancellation): boolean {
  return isPremium && currentPlan?.status === 'active';
}

/** Cancelled but still inside its paid period: it can be resumed (issue 13). */
export function canResume({ isPremium, currentPlan }: Cancellation): boolean {
  return isPremium && isCancelled(currentPlan);
}

export type PlanAction = 'upgrade' | 'cancel' | 'switch' | 'resume' | 'none';

/**
 * What the owner can do with a plan: cancel the current paid one, or resume it once cancelled; switch a
 * renewing subscription to the other interval (unless that switch is already scheduled); upgrade to
 * another plan when not Premium (never down to Basic).
 */
export function planAction(plan: PlanKey, ownership: PlanOwnership): PlanAction {
  if (isCurrentPlan(plan, ownership)) {
    if (plan.name === 'Basic') return 'none';
    if (canResume(ownership)) return 'resume';
    return canCancel(ownership) ? 'cancel' : 'none';
  }
  if (plan.name === 'Basic' && ownership.isPremium) return 'none';
  if (!ownership.isPremium) return 'upgrade';
  const scheduled = ownership.currentPlan?.switches_to?.interval === plan.interval;
  return isRenewing(ownership) && !scheduled ? 'switch' : 'none';
}

/** An upgrade is possible to a non-current plan that has a price id (never Basic for premium users). */
export function canUpgradeTo(plan: PlanKey & Pick<Plan, 'stripe_price_id'>, ownership: PlanOwnership): boolean {
  return planAction(plan, ownership) === 'upgrade' && plan.stripe_price_id !== null;
}
