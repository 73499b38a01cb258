import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import type { Subscription } from '../../machines/apiTypes.ts';
import {
  canCancel,
  isCurrentPlan,
  planCard,
  subscriptionStatus,
  visiblePlans,
} from '../../machines/subscriptionStatus.ts';
import {
  basicCurrentPlan,
  basicPlan,
  basicSubscription,
  cancelledCurrentPlan,
  monthlyCurrentPlan,
  monthlyPlan,
  plans,
  premiumSubscription,
  yearlyCurrentPlan,
  yearlyPlan,
} from './fixtures.ts';

const idle = { submittingPlanId: null, cancelling: false };

describe('subscriptionStatus precedence', () => {
  const cases: Array<[string, Subscription | null, string]> = [
    ['no subscription object', null, 'none'],
    ['cancelled wins over grace period and premium', { ...premiumSubscription, cancelled: true, on_grace_period: true }, 'cancelled'],
    ['grace period wins over premium', { ...premiumSubscription, on_grace_period: true }, 'grace_period'],
    ['premium', premiumSubscription, 'active'],
    ['anything else', basicSubscription, 'basic'],
  ];
  it.each(cases)('%s', (_case, subscription, expected) => {
    expect(subscriptionStatus(subscription)).toBe(expected);
  });
});

describe('isCurrentPlan', () => {
  it('is Basic for a user who is not premium', () => {
    expect(isCurrentPlan(basicPlan, { isPremium: false, currentPlan: basicCurrentPlan })).toBe(true);
    expect(isCurrentPlan(monthlyPlan, { isPremium: false, currentPlan: monthlyCurrentPlan })).toBe(false);
  });
  it('needs name and interval to match for a premium user', () => {
    const ownership = { isPremium: true, currentPlan: monthlyCurrentPlan };
    expect(isCurrentPlan(monthlyPlan, ownership)).toBe(true);
    expect(isCurrentPlan(yearlyPlan, ownership)).toBe(false);
    expect(isCurrentPlan(basicPlan, ownership)).toBe(false);
  });
});

describe('visiblePlans', () => {
  it('always lists Basic plus the plans of the chosen interval', () => {
    expect(visiblePlans(plans, 'month').map((plan) => plan.id)).toEqual(['basic', 'premium-monthly']);
    expect(visiblePlans(plans, 'year').map((plan) => plan.id)).toEqual(['basic', 'premium-yearly']);
  });
});

describe('planCard', () => {
  it('marks the free user: Basic is YOUR PLAN without a button, Premium is POPULAR with Upgrade Now', () => {
    const ownership = { isPremium: false, currentPlan: basicCurrentPlan };
    expect(planCard(basicPlan, ownership, idle)).toMatchObject({ badge: messages.plans.yourPlan, action: 'none' });
    expect(planCard(monthlyPlan, ownership, idle)).toMatchObject({
      badge: messages.plans.popular,
      action: 'upgrade',
      actionLabel: messages.plans.upgradeNow,
    });
  });

  it('offers Cancel Subscription on the current paid plan and hides the Basic upgrade', () => {
    const ownership = { isPremium: true, currentPlan: yearlyCurrentPlan };
    expect(planCard(yearlyPlan, ownership, idle)).toMatchObject({
      badge: messages.plans.yourPlan,
      action: 'cancel',
      actionLabel: messages.plans.cancelSubscription,
    });
    expect(planCard(basicPlan, ownership, idle)).toMatchObject({ badge: null, action: 'none', actionLabel: null });
    expect(planCard(monthlyPlan, ownership, idle)).toMatchObject({ badge: messages.plans.popular, action: 'upgrade' });
  });

  it('shows CANCELLED and no cancel button once cancelled', () => {
    const ownership = { isPremium: true, currentPlan: cancelledCurrentPlan };
    expect(canCancel(ownership)).toBe(false);
    expect(planCard(monthlyPlan, ownership, idle)).toMatchObject({ badge: messages.plans.cancelledBadge, action: 'none' });
  });

  it('labels the running request on its own card only', () => {
    const ownership = { isPremium: false, currentPlan: basicCurrentPlan };
    const progress = { submittingPlanId: 'premium-monthly', cancelling: false };
    expect(planCard(monthlyPlan, ownership, progress)).toMatchObject({ busy: true, actionLabel: messages.plans.processing });
    expect(planCard(yearlyPlan, ownership, progress)).toMatchObject({ busy: false, actionLabel: messages.plans.upgradeNow });
    const cancelling = { submittingPlanId: null, cancelling: true };
    const premium = { isPremium: true, currentPlan: monthlyCurrentPlan };
    expect(planCard(monthlyPlan, premium, cancelling)).toMatchObject({ actionLabel: messages.plans.cancelling });
  });
});
