import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PLAN_TOGGLE_LOCK_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { CurrentPlan, Plan } from '#machines/apiTypes.ts';
import {
  type PaymentLinkInput,
  planDialogMachine,
  selectCanCancel,
  selectCanRetry,
  selectCancelEndsOn,
  selectCanSelect,
  selectCanToggle,
  selectError,
  selectInterval,
  selectIsConfirmingCancel,
  selectPlanCards,
  selectSwitchConfirmation,
} from '#machines/planDialog.machine.ts';
import {
  basicCurrentPlan,
  cancelledCurrentPlan,
  httpError,
  monthlyCurrentPlan,
  networkError,
  plans,
  premiumUser,
  user,
  yearlyCurrentPlan,
} from './fixtures.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { effectsRecorder, fakeActor, parentRecorder, settle } from './harness.ts';
import { problemText } from '#src/features/problems.ts';

const CHECKOUT_URL = 'https://checkout.example/cs_1';

interface Setup {
  currentPlan?: CurrentPlan;
  premium?: boolean;
  loadPlans?: () => Plan[];
  paymentLink?: () => { url: string } | Promise<{ url: string }>;
  resumePlanId?: string;
  cancelling?: boolean;
}

async function open(setup: Setup = {}) {
  const clock = new SimulatedClock();
  const effects = effectsRecorder();
  const paymentLink = fakeActor<{ url: string }, PaymentLinkInput>(
    setup.paymentLink ?? (() => ({ url: CHECKOUT_URL })),
  );
  const machine = planDialogMachine.provide({
    actions: { notify: effects.actions.notify, redirectToUrl: effects.actions.redirectToUrl },
    actors: {
      loadPlans: fakeActor<Plan[]>(setup.loadPlans ?? (() => plans)).logic,
      createPaymentLink: paymentLink.logic,
    },
  });
  const input = {
    currentPlan: setup.currentPlan ?? basicCurrentPlan,
    user: setup.premium ? premiumUser : user,
    resumePlanId: setup.resumePlanId ?? null,
    cancelling: setup.cancelling ?? false,
  };
  const parent = parentRecorder(clock);
  const actor = createActor(machine, { input, parent: parent.ref }).start();
  await settle();
  return { actor, clock, effects, paymentLink, parent };
}

describe('plan dialog: loading', () => {
  it('starts on yearly when the current plan is billed yearly, else monthly', async () => {
    expect(selectInterval((await open({ currentPlan: yearlyCurrentPlan, premium: true })).actor.getSnapshot())).toBe(
      'year',
    );
    expect(selectInterval((await open({ currentPlan: monthlyCurrentPlan, premium: true })).actor.getSnapshot())).toBe(
      'month',
    );
    expect(selectInterval((await open()).actor.getSnapshot())).toBe('month');
  });

  it.each([
    ['an HTTP error with a message', httpError(500, 'Plans are unavailable'), 'Plans are unavailable'],
    ['an HTTP error without a message', httpError(500), messages.plans.loadFailed],
    ['a network failure: the connection', networkError, messages.connection.notReached],
    ['anything else', new Error('unexpected'), messages.plans.unexpected],
  ])('shows the error alert for %s', async (_case, error, text) => {
    const { actor } = await open({
      loadPlans: () => {
        throw error;
      },
    });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(problemText(selectError(actor.getSnapshot()))).toBe(text);
  });

  it('Try again after a failed load loads the plans again and shows the cards without the alert', async () => {
    let calls = 0;
    const { actor } = await open({
      loadPlans: () => {
        calls += 1;
        if (calls === 1) throw networkError;
        return plans;
      },
    });
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'plans.retried' });
    await settle();
    expect(calls).toBe(2);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    expect(selectPlanCards(actor.getSnapshot()).map((card) => card.plan.name)).toEqual(['Basic', 'Premium']);
  });

  it('stops quietly when the session ended (the composition root signs the person out), no alert', async () => {
    const { actor, effects } = await open({
      loadPlans: () => {
        throw sessionEnded();
      },
    });
    expect(actor.getSnapshot().matches('signInRequired')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(effects.notices).toEqual([]);
  });
});

describe('plan dialog: billing toggle', () => {
  it('switches the visible plans and stays disabled for 300 ms after each toggle', async () => {
    const { actor, clock } = await open();
    expect(selectPlanCards(actor.getSnapshot()).map((card) => card.plan.id)).toEqual(['basic', 'premium-monthly']);
    actor.send({ type: 'billing.toggled' });
    expect(selectInterval(actor.getSnapshot())).toBe('year');
    expect(selectPlanCards(actor.getSnapshot()).map((card) => card.plan.id)).toEqual(['basic', 'premium-yearly']);
    expect(selectCanToggle(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'billing.toggled' });
    expect(selectInterval(actor.getSnapshot())).toBe('year');
    clock.increment(PLAN_TOGGLE_LOCK_MS - 1);
    expect(selectCanToggle(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectCanToggle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'billing.toggled' });
    expect(selectInterval(actor.getSnapshot())).toBe('month');
  });
});

describe('plan dialog: upgrade', () => {
  it('tracks which plan is processing and redirects to the payment link', async () => {
    const { actor, effects, paymentLink } = await open({
      paymentLink: () => new Promise<{ url: string }>((resolve) => setTimeout(() => resolve({ url: CHECKOUT_URL }), 5)),
    });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    const cards = selectPlanCards(actor.getSnapshot());
    expect(cards.find((card) => card.plan.id === 'premium-monthly')).toMatchObject({ busy: true, enabled: false });
    expect(cards.find((card) => card.plan.id === 'premium-yearly')).toBeUndefined();
    expect(actor.getSnapshot().context.pendingPlan?.id).toBe('premium-monthly');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paymentLink.calls).toEqual([{ priceId: 'price_month', returnTo: '/dashboard?plan=premium-monthly' }]);
    expect(effects.redirects).toEqual([CHECKOUT_URL]);
  });

  it('does not sell premium users a checkout: not the current plan, not Basic, not the other interval (a switch)', async () => {
    const { actor } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    expect(selectCanSelect(actor.getSnapshot(), 'premium-monthly')).toBe(false);
    expect(selectCanSelect(actor.getSnapshot(), 'basic')).toBe(false);
    actor.send({ type: 'billing.toggled' });
    // Issue 13: a second checkout always failed with 409; the other interval is a switch now.
    expect(selectCanSelect(actor.getSnapshot(), 'premium-yearly')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'plan.switchRequested', planId: 'premium-yearly' })).toBe(true);
  });

  it('names the chosen plan as the way back, and stops when the session ended', async () => {
    const { actor, effects, paymentLink } = await open({
      paymentLink: () => {
        throw sessionEnded();
      },
    });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    await settle();
    await settle();
    // The API policy ends the session with this `returnTo` (src/app/apiPolicy.ts, decision 248).
    expect(paymentLink.calls).toEqual([{ priceId: 'price_month', returnTo: '/dashboard?plan=premium-monthly' }]);
    expect(actor.getSnapshot().matches('signInRequired')).toBe(true);
    expect(effects.redirects).toEqual([]);
  });

  it('toasts the payment failure on 402 and lets the user choose again', async () => {
    const { actor, effects } = await open({
      paymentLink: () => {
        throw httpError(402, 'Your card was declined.');
      },
    });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    await settle();
    await settle();
    expect(effects.notices).toEqual([{ kind: 'error', name: 'paymentDeclined' }]);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectCanSelect(actor.getSnapshot(), 'premium-monthly')).toBe(true);
  });

  it.each([
    [
      'the server message',
      httpError(409, 'You already have an active Premium subscription.'),
      'You already have an active Premium subscription.',
    ],
    ['the fallback for an HTTP error without message', httpError(500), messages.plans.upgradeFailed],
    ['the connection for a network failure', networkError, messages.connection.notReached],
    ['the unexpected text for anything else', new Error('unexpected'), messages.plans.unexpectedRetry],
  ])('shows %s', async (_case, error, text) => {
    const { actor } = await open({
      paymentLink: () => {
        throw error;
      },
    });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    await settle();
    await settle();
    expect(problemText(selectError(actor.getSnapshot()))).toBe(text);
  });
});

describe('plan dialog: cancel', () => {
  it('asks first (issue 18.1): nothing is sent until confirmed, and Keep Premium goes back', async () => {
    const { actor } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'plan.cancelRequested' });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(true);
    expect(selectCancelEndsOn(actor.getSnapshot())).toBe(monthlyCurrentPlan.current_period_end);
    expect(selectPlanCards(actor.getSnapshot()).find((card) => card.isCurrent)).toMatchObject({ busy: false });
    actor.send({ type: 'cancel.dismissed' });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(false);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
  });

  it("once confirmed, says 'Cancelling...' until the parent running the cancel answers (it closes the dialog on success)", async () => {
    const { actor, parent } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    actor.send({ type: 'plan.cancelRequested' });
    expect(parent.events).toEqual([]);
    actor.send({ type: 'cancel.confirmed' });
    await settle();
    expect(parent.events).toEqual([{ type: 'subscription.cancelRequested' }]);
    expect(selectPlanCards(actor.getSnapshot()).find((card) => card.isCurrent)).toMatchObject({
      action: 'cancel',
      busy: true,
      enabled: false,
    });
    // Nothing of its own ends it: the parent stops it, or the person closes it.
    actor.send({ type: 'plan.cancelRequested' });
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true);
  });

  it("shows the parent's failure text in its alert and offers the cancel again", async () => {
    const { actor } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    actor.send({ type: 'plan.cancelRequested' });
    actor.send({ type: 'cancel.confirmed' });
    actor.send({ type: 'subscription.changeFailed', problem: { reason: 'cancelFailed' } });
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.plans.cancelFailed);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
  });

  it('opened again while the cancel still runs, shows it running', async () => {
    const { actor } = await open({ currentPlan: monthlyCurrentPlan, premium: true, cancelling: true });
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true);
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
  });

  it('is not offered to free users or to an already cancelled subscription', async () => {
    expect(selectCanCancel((await open()).actor.getSnapshot())).toBe(false);
    const cancelled = await open({ currentPlan: cancelledCurrentPlan, premium: true });
    expect(selectCanCancel(cancelled.actor.getSnapshot())).toBe(false);
  });

  it('closes from the confirmation too, sending nothing', async () => {
    const { actor } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    actor.send({ type: 'plan.cancelRequested' });
    actor.send({ type: 'dialog.closed' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('plan dialog: switch interval and resume (issue 13)', () => {
  it('offers Switch on the other Premium interval, explains it first, then leaves the call to the parent', async () => {
    const { actor, parent } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    actor.send({ type: 'billing.toggled' });
    const annual = selectPlanCards(actor.getSnapshot()).find((card) => card.plan.id === 'premium-yearly');
    expect(annual).toMatchObject({ action: 'switch', enabled: true });
    actor.send({ type: 'plan.switchRequested', planId: 'premium-yearly' });
    expect(selectSwitchConfirmation(actor.getSnapshot())).toMatchObject({
      from: { id: 'premium-monthly' },
      to: { id: 'premium-yearly' },
    });
    actor.send({ type: 'switch.dismissed' });
    expect(selectSwitchConfirmation(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'plan.switchRequested', planId: 'premium-yearly' });
    actor.send({ type: 'switch.confirmed' });
    await settle();
    expect(parent.events).toEqual([{ type: 'subscription.switchRequested', interval: 'year' }]);
    expect(selectPlanCards(actor.getSnapshot()).find((card) => card.plan.id === 'premium-yearly')).toMatchObject({
      busy: true,
      enabled: false,
    });
    actor.send({ type: 'subscription.changeFailed', problem: { said: 'You are already on this plan.' } });
    expect(problemText(selectError(actor.getSnapshot()))).toBe('You are already on this plan.');
  });

  it('offers Resume on a cancelled plan still in its period, and no switch', async () => {
    const { actor, parent } = await open({ currentPlan: cancelledCurrentPlan, premium: true });
    const current = selectPlanCards(actor.getSnapshot()).find((card) => card.isCurrent);
    expect(current).toMatchObject({ action: 'resume', mark: 'cancelled', enabled: true });
    actor.send({ type: 'billing.toggled' });
    expect(selectPlanCards(actor.getSnapshot()).find((card) => card.plan.id === 'premium-yearly')?.action).toBe('none');
    actor.send({ type: 'plan.resumeRequested' });
    expect(actor.getSnapshot().hasTag('resuming')).toBe(true);
    await settle();
    expect(parent.events).toEqual([{ type: 'subscription.resumeRequested' }]);
  });
});

describe('plan dialog: back from signing in', () => {
  it('continues the checkout of the plan chosen before, on its interval', async () => {
    const { actor, effects, paymentLink } = await open({ resumePlanId: 'premium-yearly' });
    await settle();
    await settle();
    expect(selectInterval(actor.getSnapshot())).toBe('year');
    expect(paymentLink.calls).toEqual([
      {
        priceId: plans.find((plan) => plan.id === 'premium-yearly')?.stripe_price_id,
        returnTo: '/dashboard?plan=premium-yearly',
      },
    ]);
    expect(effects.redirects).toEqual([CHECKOUT_URL]);
  });

  it('just opens when the remembered plan cannot be bought (already Premium, or unknown)', async () => {
    const premium = await open({ resumePlanId: 'premium-monthly', currentPlan: monthlyCurrentPlan, premium: true });
    await settle();
    expect(premium.paymentLink.calls).toEqual([]);
    expect(premium.actor.getSnapshot().matches({ ready: { request: 'idle' } })).toBe(true);
    const unknown = await open({ resumePlanId: 'no-such-plan' });
    await settle();
    expect(unknown.paymentLink.calls).toEqual([]);
  });
});
