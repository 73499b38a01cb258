/**
 * A plan card of the plan dialog (docs/product/subscriptions.md, "Plans in the plan dialog"): what the card means (its mark, its action,
 * whether that action is accepted now, when a cancelled plan ends), decided from the shared plan rules
 * of domain/subscription.ts. The view chooses the words ('YOUR PLAN', 'Upgrade Now', ...).
 */
import { isCancelled, isCurrentPlan, type PlanAction, type PlanOwnership, planAction } from '#domain/subscription.ts';
import type { Plan } from './apiTypes.ts';

/** The card's ribbon: the current plan, the current plan cancelled at period end, or Premium on offer. */
export type PlanMark = 'current' | 'cancelled' | 'popular';

/**
 * The card's price line: free (a plan that costs nothing, 'Free forever'), or its price per interval,
 * with the month an annual price comes to (`perMonth`, null for a monthly plan).
 */
export type PlanPrice =
  | { free: true }
  | { free: false; amount: number; interval: Plan['interval']; perMonth: number | null };

export interface PlanCard {
  plan: Plan;
  price: PlanPrice;
  isCurrent: boolean;
  mark: PlanMark | null;
  action: PlanAction;
  /** This card's request is running. */
  busy: boolean;
  /** The machine accepts this card's action right now (snapshot.can). */
  enabled: boolean;
  /** The cancelled current plan's period end (ISO date-time), shown as 'Subscription ends {date}'. */
  endsOn: string | null;
}

export interface CardProgress {
  /** Plan id whose upgrade request runs, if any. */
  submittingPlanId: string | null;
  cancelling: boolean;
  /** Plan id the subscription is being switched to, if any (issue 13). */
  switchingPlanId?: string | null;
  resuming?: boolean;
}

function isBusy(plan: Plan, action: PlanAction, progress: CardProgress): boolean {
  if (action === 'cancel') return progress.cancelling;
  if (action === 'resume') return progress.resuming === true;
  if (action === 'switch') return progress.switchingPlanId === plan.id;
  return progress.submittingPlanId === plan.id;
}

function planMark(plan: Plan, isCurrent: boolean, ownership: PlanOwnership): PlanMark | null {
  if (isCurrent) return isCancelled(ownership.currentPlan) ? 'cancelled' : 'current';
  return plan.name === 'Premium' ? 'popular' : null;
}

/** What a month of an annual plan comes to (the card's line, the switch's explanation). */
export const monthlyPrice = (plan: Pick<Plan, 'price' | 'interval'>) =>
  plan.interval === 'year' ? plan.price / 12 : plan.price;

function planPrice(plan: Plan): PlanPrice {
  if (plan.price === 0) return { free: true };
  return {
    free: false,
    amount: plan.price,
    interval: plan.interval,
    perMonth: plan.interval === 'year' ? monthlyPrice(plan) : null,
  };
}

/** Everything a plan card means; `enabled` is the machine's answer for this card's action. */
export function planCard(plan: Plan, ownership: PlanOwnership, progress: CardProgress, enabled: boolean): PlanCard {
  const isCurrent = isCurrentPlan(plan, ownership);
  const action = planAction(plan, ownership);
  const busy = isBusy(plan, action, progress);
  const mark = planMark(plan, isCurrent, ownership);
  const endsOn = mark === 'cancelled' ? (ownership.currentPlan?.current_period_end ?? null) : null;
  return { plan, price: planPrice(plan), isCurrent, mark, action, busy, enabled: action !== 'none' && enabled, endsOn };
}
