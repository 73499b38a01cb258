import { describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.d.ts';
import {
  canCancel,
  canUpgradeTo,
  isCurrentPlan,
  planAction,
  STATUS_PRECEDENCE,
  subscriptionStatus,
  visiblePlans,
} from '#domain/subscription.ts';
import { statusOf, subscriptionStatusMachine } from '#machines/subscriptionStatus.machine.ts';
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
} from '#tests/machines/fixtures.ts';

type Subscription = components['schemas']['Subscription'];

describe('subscriptionStatus precedence', () => {
  const cases: Array<[string, Subscription | null, string]> = [
    [
      'an ended subscription is Basic, never cancelled (DECISIONS.md)',
      { is_premium: false, current_period_end: null, cancelled: true, on_grace_period: true },
      'basic',
    ],
    [
      'a failed renewal is the grace period, Premium kept',
      { ...premiumSubscription, on_grace_period: true, payment_failed: true, grace_ends_at: '2027-01-01T00:00:00Z' },
      'grace_period',
    ],
    ['no subscription object', null, 'none'],
    [
      'cancelled wins over grace period and premium',
      { ...premiumSubscription, cancelled: true, on_grace_period: true },
      'cancelled',
    ],
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

describe('plan actions', () => {
  it('a free user can upgrade to Premium, not to the Basic plan they are on', () => {
    const ownership = { isPremium: false, currentPlan: basicCurrentPlan };
    expect(planAction(basicPlan, ownership)).toBe('none');
    expect(planAction(monthlyPlan, ownership)).toBe('upgrade');
    expect(canUpgradeTo(monthlyPlan, ownership)).toBe(true);
    expect(canUpgradeTo(basicPlan, ownership)).toBe(false);
    expect(canCancel(ownership)).toBe(false);
  });

  it('a premium user can cancel the current paid plan, switch interval, never go down to Basic', () => {
    const ownership = { isPremium: true, currentPlan: yearlyCurrentPlan };
    expect(planAction(yearlyPlan, ownership)).toBe('cancel');
    expect(canCancel(ownership)).toBe(true);
    // Issue 13: the other interval is a switch, never a second checkout (the server answers that with 409).
    expect(planAction(monthlyPlan, ownership)).toBe('switch');
    expect(canUpgradeTo(monthlyPlan, ownership)).toBe(false);
    expect(planAction(basicPlan, ownership)).toBe('none');
    expect(canUpgradeTo(basicPlan, ownership)).toBe(false);
  });

  it('a switch already scheduled is not offered again; a failed payment offers no switch', () => {
    const scheduled = {
      isPremium: true,
      currentPlan: { ...yearlyCurrentPlan, switches_to: { interval: 'month' as const, on: '2027-01-01T00:00:00Z' } },
    };
    expect(planAction(monthlyPlan, scheduled)).toBe('none');
    const failing = { isPremium: true, currentPlan: { ...monthlyCurrentPlan, status: 'grace_period' as const } };
    expect(planAction(yearlyPlan, failing)).toBe('none');
    expect(planAction(monthlyPlan, failing)).toBe('cancel');
  });

  it('a cancelled subscription can no longer be cancelled: its plan offers Resume, the other interval nothing', () => {
    const ownership = { isPremium: true, currentPlan: cancelledCurrentPlan };
    expect(canCancel(ownership)).toBe(false);
    expect(planAction(monthlyPlan, ownership)).toBe('resume');
    expect(planAction(yearlyPlan, ownership)).toBe('none');
  });

  it('a plan without a price id cannot be bought', () => {
    const ownership = { isPremium: false, currentPlan: basicCurrentPlan };
    expect(canUpgradeTo({ ...monthlyPlan, stripe_price_id: null }, ownership)).toBe(false);
  });
});

describe('the status precedence has one source (issue 25.4)', () => {
  const flags = [false, true];
  const every: Array<Subscription | null> = [
    null,
    ...flags.flatMap((is_premium) =>
      flags.flatMap((cancelled) =>
        flags.map((on_grace_period) => ({ ...premiumSubscription, is_premium, cancelled, on_grace_period })),
      ),
    ),
  ];

  it.each(every.map((subscription) => [JSON.stringify(subscription), subscription] as const))(
    'the machine designers and QA read and the rule the server and site answer with agree for %s',
    (_name, subscription) => {
      expect(statusOf(subscription)).toBe(subscriptionStatus(subscription));
    },
  );

  it("the machine's guarded transitions are the precedence, in its order, then a renewing Premium", () => {
    const deciding = subscriptionStatusMachine.root.states.deciding;
    const transitions = deciding?.always ?? [];
    expect(transitions.map((t) => [t.guard ?? null, t.target?.[0]?.key])).toEqual([
      ...STATUS_PRECEDENCE.map(({ when, status }) => [when, status]),
      [null, 'active'],
    ]);
  });
});
