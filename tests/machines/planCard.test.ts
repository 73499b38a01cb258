import { describe, expect, it } from 'vitest';
import { planCard } from '#machines/planCard.ts';
import {
  basicCurrentPlan,
  basicPlan,
  cancelledCurrentPlan,
  monthlyCurrentPlan,
  monthlyPlan,
  yearlyCurrentPlan,
  yearlyPlan,
} from './fixtures.ts';

const idle = { submittingPlanId: null, cancelling: false };

describe('planCard', () => {
  it('marks the free user: Basic is the current plan without an action, Premium is popular with an upgrade', () => {
    const ownership = { isPremium: false, currentPlan: basicCurrentPlan };
    expect(planCard(basicPlan, ownership, idle, true)).toMatchObject({
      mark: 'current',
      action: 'none',
      enabled: false,
      endsOn: null,
    });
    expect(planCard(monthlyPlan, ownership, idle, true)).toMatchObject({
      mark: 'popular',
      action: 'upgrade',
      busy: false,
      enabled: true,
    });
  });

  it('offers cancel on the current paid plan and no action on Basic', () => {
    const ownership = { isPremium: true, currentPlan: yearlyCurrentPlan };
    expect(planCard(yearlyPlan, ownership, idle, true)).toMatchObject({ mark: 'current', action: 'cancel' });
    expect(planCard(basicPlan, ownership, idle, true)).toMatchObject({ mark: null, action: 'none' });
    expect(planCard(monthlyPlan, ownership, idle, true)).toMatchObject({ mark: 'popular', action: 'switch' });
  });

  it('marks the cancelled current plan with its period end and no cancel action', () => {
    const ownership = { isPremium: true, currentPlan: cancelledCurrentPlan };
    expect(planCard(monthlyPlan, ownership, idle, true)).toMatchObject({
      mark: 'cancelled',
      action: 'resume',
      endsOn: cancelledCurrentPlan.current_period_end,
    });
  });

  it('flags the running request on its own card only and passes the machine’s answer on as enabled', () => {
    const ownership = { isPremium: false, currentPlan: basicCurrentPlan };
    const progress = { submittingPlanId: 'premium-monthly', cancelling: false };
    expect(planCard(monthlyPlan, ownership, progress, false)).toMatchObject({ busy: true, enabled: false });
    expect(planCard(yearlyPlan, ownership, progress, false)).toMatchObject({ busy: false, enabled: false });
    const cancelling = { submittingPlanId: null, cancelling: true };
    const premium = { isPremium: true, currentPlan: monthlyCurrentPlan };
    expect(planCard(monthlyPlan, premium, cancelling, false)).toMatchObject({ action: 'cancel', busy: true });
  });
});
