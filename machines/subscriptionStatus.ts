/**
 * Pure subscription rules of SPEC.md section 4. The planDialog and dashboard machines use them as
 * guards and selectors, so views never re-implement them.
 */
import type { BillingInterval } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import type { CurrentPlan, Plan, Subscription } from './apiTypes.ts';

export type SubscriptionStatus = 'none' | 'cancelled' | 'grace_period' | 'active' | 'basic';

/** Precedence: none -> cancelled -> grace_period -> active (is_premium) -> basic. */
export function subscriptionStatus(subscription: Subscription | null): SubscriptionStatus {
  if (subscription === null) return 'none';
  if (subscription.cancelled) return 'cancelled';
  if (subscription.on_grace_period) return 'grace_period';
  if (subscription.is_premium) return 'active';
  return 'basic';
}

export interface PlanOwnership {
  isPremium: boolean;
  currentPlan: CurrentPlan | null;
}

/** Current: not premium and Basic, or premium and both name and interval match the current plan. */
export function isCurrentPlan(plan: Plan, { isPremium, currentPlan }: PlanOwnership): boolean {
  if (!isPremium) return plan.name === 'Basic';
  return currentPlan !== null && plan.name === currentPlan.plan.name && plan.interval === currentPlan.plan.interval;
}

/** Always Basic, plus the plans billed at the toggle's interval (server order kept). */
export function visiblePlans(plans: readonly Plan[], interval: BillingInterval): Plan[] {
  return plans.filter((plan) => plan.name === 'Basic' || plan.interval === interval);
}

export function isCancelled(currentPlan: CurrentPlan | null): boolean {
  return currentPlan?.status === 'cancelled';
}

export type PlanCardAction = 'upgrade' | 'cancel' | 'none';

export interface PlanCard {
  plan: Plan;
  isCurrent: boolean;
  /** 'YOUR PLAN', 'CANCELLED', 'POPULAR' or null. */
  badge: string | null;
  action: PlanCardAction;
  /** Button label for `action` (progress label while this card's request runs). */
  actionLabel: string | null;
  /** This card's request is running. */
  busy: boolean;
}

export interface CardProgress {
  /** Plan id whose upgrade request runs, if any. */
  submittingPlanId: string | null;
  cancelling: boolean;
}

function cardAction(plan: Plan, isCurrent: boolean, ownership: PlanOwnership): PlanCardAction {
  if (isCurrent) return plan.name !== 'Basic' && canCancel(ownership) ? 'cancel' : 'none';
  if (plan.name === 'Basic' && ownership.isPremium) return 'none';
  return 'upgrade';
}

function currentBadge(ownership: PlanOwnership): string {
  return isCancelled(ownership.currentPlan) ? messages.plans.cancelledBadge : messages.plans.yourPlan;
}

/** Everything a plan card shows, decided here (SPEC.md 4 "Plan cards"). */
export function planCard(plan: Plan, ownership: PlanOwnership, progress: CardProgress): PlanCard {
  const isCurrent = isCurrentPlan(plan, ownership);
  const action = cardAction(plan, isCurrent, ownership);
  const busy = action === 'cancel' ? progress.cancelling : progress.submittingPlanId === plan.id;
  const idleLabel = action === 'cancel' ? messages.plans.cancelSubscription : messages.plans.upgradeNow;
  const busyLabel = action === 'cancel' ? messages.plans.cancelling : messages.plans.processing;
  let badge: string | null = null;
  if (isCurrent) badge = currentBadge(ownership);
  else if (plan.name === 'Premium') badge = messages.plans.popular;
  return { plan, isCurrent, badge, action, actionLabel: action === 'none' ? null : busy ? busyLabel : idleLabel, busy };
}

/** Cancel is offered only to premium users whose subscription is not already cancelled. */
export function canCancel({ isPremium, currentPlan }: PlanOwnership): boolean {
  return isPremium && !isCancelled(currentPlan);
}

/** An upgrade is possible for a visible, non-current plan that has a price id (never Basic for premium users). */
export function canUpgradeTo(plan: Plan, ownership: PlanOwnership): boolean {
  return cardAction(plan, isCurrentPlan(plan, ownership), ownership) === 'upgrade' && plan.stripe_price_id !== null;
}
