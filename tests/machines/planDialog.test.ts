import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PLAN_TOGGLE_LOCK_MS } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import type { CurrentPlan, Plan } from '../../machines/apiTypes.ts';
import type { StoredValues } from '../../machines/effects.ts';
import {
  planDialogMachine,
  selectCanCancel,
  selectCanSelect,
  selectCanToggle,
  selectError,
  selectInterval,
  selectPlanCards,
} from '../../machines/planDialog.machine.ts';
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
import { effectsRecorder, fakeActor, settle } from './harness.ts';

const CHECKOUT_URL = 'https://checkout.example/cs_1';

interface Setup {
  currentPlan?: CurrentPlan;
  premium?: boolean;
  loadPlans?: () => Plan[];
  token?: string | null;
  paymentLink?: () => { url: string } | Promise<{ url: string }>;
  cancel?: () => unknown;
}

async function open(setup: Setup = {}) {
  const clock = new SimulatedClock();
  const effects = effectsRecorder();
  const paymentLink = fakeActor<{ url: string }, { priceId: string }>(setup.paymentLink ?? (() => ({ url: CHECKOUT_URL })));
  const cancel = fakeActor<unknown>(setup.cancel ?? (() => ({ success: true })));
  const token = setup.token === undefined ? 'token-1' : setup.token;
  const machine = planDialogMachine.provide({
    actions: { navigate: effects.actions.navigate, toast: effects.actions.toast, redirectToUrl: effects.actions.redirectToUrl },
    actors: {
      loadPlans: fakeActor<Plan[]>(setup.loadPlans ?? (() => plans)).logic,
      readStorage: fakeActor<StoredValues, { keys: readonly string[] }>(() => ({ token })).logic,
      createPaymentLink: paymentLink.logic,
      cancelSubscription: cancel.logic,
    },
  });
  const input = { currentPlan: setup.currentPlan ?? basicCurrentPlan, user: setup.premium ? premiumUser : user };
  const actor = createActor(machine, { input, clock }).start();
  await settle();
  return { actor, clock, effects, paymentLink, cancel };
}

describe('plan dialog: loading', () => {
  it('starts on yearly when the current plan is billed yearly, else monthly', async () => {
    expect(selectInterval((await open({ currentPlan: yearlyCurrentPlan, premium: true })).actor.getSnapshot())).toBe('year');
    expect(selectInterval((await open({ currentPlan: monthlyCurrentPlan, premium: true })).actor.getSnapshot())).toBe('month');
    expect(selectInterval((await open()).actor.getSnapshot())).toBe('month');
  });

  it.each([
    ['an HTTP error with a message', httpError(500, 'Plans are unavailable'), 'Plans are unavailable'],
    ['an HTTP error without a message', httpError(500), messages.plans.loadFailed],
    ['a network failure', networkError, messages.plans.unexpected],
  ])('shows the error alert for %s', async (_case, error, text) => {
    const { actor } = await open({
      loadPlans: () => {
        throw error;
      },
    });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe(text);
  });

  it('goes to /login on 401', async () => {
    const { actor, effects } = await open({
      loadPlans: () => {
        throw httpError(401);
      },
    });
    expect(effects.navigations).toEqual([{ to: '/login', replace: false }]);
    expect(actor.getSnapshot().status).toBe('done');
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
    expect(cards.find((card) => card.plan.id === 'premium-monthly')?.actionLabel).toBe(messages.plans.processing);
    expect(actor.getSnapshot().context.pendingPlan?.id).toBe('premium-monthly');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paymentLink.calls).toEqual([{ priceId: 'price_month' }]);
    expect(effects.redirects).toEqual([CHECKOUT_URL]);
  });

  it('does not offer the current plan or, to premium users, Basic', async () => {
    const { actor } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    expect(selectCanSelect(actor.getSnapshot(), 'premium-monthly')).toBe(false);
    expect(selectCanSelect(actor.getSnapshot(), 'basic')).toBe(false);
    expect(selectCanSelect(actor.getSnapshot(), 'premium-yearly')).toBe(false);
    actor.send({ type: 'billing.toggled' });
    expect(selectCanSelect(actor.getSnapshot(), 'premium-yearly')).toBe(true);
  });

  it('goes to /login without calling the server when no token is stored', async () => {
    const { actor, effects, paymentLink } = await open({ token: null });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    await settle();
    expect(paymentLink.calls).toEqual([]);
    expect(effects.navigations).toEqual([{ to: '/login', replace: false }]);
  });

  it('goes to /login on 401', async () => {
    const { actor, effects } = await open({
      paymentLink: () => {
        throw httpError(401);
      },
    });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    await settle();
    await settle();
    expect(effects.navigations).toEqual([{ to: '/login', replace: false }]);
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
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.plans.paymentDeclined }]);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectCanSelect(actor.getSnapshot(), 'premium-monthly')).toBe(true);
  });

  it.each([
    ['the server message', httpError(409, 'You already have an active Premium subscription.'), 'You already have an active Premium subscription.'],
    ['the fallback for an HTTP error without message', httpError(500), messages.plans.upgradeFailed],
    ['the unexpected text for a network failure', networkError, messages.plans.unexpectedRetry],
  ])('shows %s', async (_case, error, text) => {
    const { actor } = await open({
      paymentLink: () => {
        throw error;
      },
    });
    actor.send({ type: 'plan.selected', planId: 'premium-monthly' });
    await settle();
    await settle();
    expect(selectError(actor.getSnapshot())).toBe(text);
  });
});

describe('plan dialog: cancel', () => {
  it('cancels, toasts, closes and reports the subscription changed', async () => {
    const { actor, effects } = await open({ currentPlan: monthlyCurrentPlan, premium: true });
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'plan.cancelRequested' });
    expect(selectPlanCards(actor.getSnapshot()).find((card) => card.isCurrent)?.actionLabel).toBe(messages.plans.cancelling);
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.plans.cancelled }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ subscriptionChanged: true });
  });

  it('is not offered to free users or to an already cancelled subscription', async () => {
    expect(selectCanCancel((await open()).actor.getSnapshot())).toBe(false);
    const cancelled = await open({ currentPlan: cancelledCurrentPlan, premium: true });
    expect(selectCanCancel(cancelled.actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['the server message', httpError(409, 'No active subscription'), 'No active subscription'],
    ['the fallback', httpError(500), messages.plans.cancelFailed],
    ['the unexpected text', networkError, messages.plans.unexpectedRetry],
  ])('shows %s on failure', async (_case, error, text) => {
    const { actor } = await open({
      currentPlan: monthlyCurrentPlan,
      premium: true,
      cancel: () => {
        throw error;
      },
    });
    actor.send({ type: 'plan.cancelRequested' });
    await settle();
    expect(selectError(actor.getSnapshot())).toBe(text);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
  });

  it('goes to /login on 401', async () => {
    const { actor, effects } = await open({
      currentPlan: monthlyCurrentPlan,
      premium: true,
      cancel: () => {
        throw httpError(401);
      },
    });
    actor.send({ type: 'plan.cancelRequested' });
    await settle();
    expect(effects.navigations).toEqual([{ to: '/login', replace: false }]);
  });

  it('closing reports no change', async () => {
    const { actor } = await open();
    actor.send({ type: 'dialog.closed' });
    expect(actor.getSnapshot().output).toEqual({ subscriptionChanged: false });
  });
});
