import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type Account,
  dashboardMachine,
  selectActiveTab,
  selectCanOpenPlanDialog,
  selectLoadFailed,
  selectIsBasicView,
  selectCanOpenPortal,
  selectIsLoading,
  selectIsPlanDialogOpen,
  selectEndedReason,
  selectPaymentFailure,
  selectPeriodEnd,
  selectSubscriptionStatus,
  selectPlanDialogActor,
  selectIsPremiumView,
  selectPlan,
  selectCard,
  selectCanPayFailed,
  selectIntervalSwitch,
  selectSwitchingTo,
} from '#machines/dashboard.machine.ts';
import type { SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import type { Notice } from '#machines/notices.ts';
import { planDialogMachine } from '#machines/planDialog.machine.ts';
import { promptMachine } from '#machines/prompt.machine.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { subscriptionChangeMachine } from '#machines/subscriptionChange.machine.ts';
import { summariesMachine } from '#machines/summaries.machine.ts';
import type { CancelResult, SubscriptionChange } from '#machines/apiTypes.ts';
import { noticeToast } from '#src/app/notices.ts';
import { problemText } from '#src/features/problems.ts';
import {
  basicAccount,
  basicSubscription,
  cancelledAccount,
  cancelResult,
  graceAccount,
  httpError,
  networkError,
  plans,
  premiumAccount,
  premiumSubscription,
  resumed,
  switchedToAnnual,
} from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

/** Children whose requests never answer: these tests are about the dashboard itself. */
const pendingSummaries = fromPromise<SummariesPage, SummariesQuery>(() => new Promise(() => {}));
const pendingPrompt = fromPromise<string, void>(() => new Promise(() => {}));

interface StartOptions {
  load?: (call: number) => Account | Promise<Account>;
  cancel?: () => CancelResult | Promise<CancelResult>;
  resumePlanId?: string;
  /** The address's query string at load. */
  search?: string;
  /** The actor's timers (xstate's clock); absent: real ones. */
  clock?: SimulatedClock;
}

async function start(options: StartOptions = {}) {
  const effects = effectsRecorder();
  const load = fakeActor<Account>((_input, call) => (options.load ?? (() => basicAccount))(call));
  const cancel = fakeActor<CancelResult>(options.cancel ?? (() => cancelResult));
  const portal = fakeActor<{ url: string }, { returnTo: string }>(() => ({ url: 'https://billing.example/portal' }));
  // Named notices worded as the composition root words them (src/app/notices.ts).
  const notify = (_: unknown, notice: Notice) => effects.toasts.push(noticeToast(notice));
  const machine = dashboardMachine.provide({
    actions: { writeUrl: effects.actions.writeUrl, notify },
    actors: {
      loadAccount: load.logic,
      subscriptionChange: subscriptionChangeMachine.provide({
        actors: {
          cancelSubscription: cancel.logic,
          switchSubscription: fakeActor<SubscriptionChange, { interval: 'month' | 'year' }>(() => switchedToAnnual)
            .logic,
          resumeSubscription: fakeActor<SubscriptionChange>(() => resumed).logic,
          openBillingPortal: portal.logic,
        },
        actions: { notify, redirectToUrl: effects.actions.redirectToUrl },
      }),
      summaries: summariesMachine.provide({ actors: { fetchSummaries: pendingSummaries } }),
      prompt: promptMachine.provide({ actors: { fetchPrompt: pendingPrompt } }),
      planDialog: planDialogMachine.provide({
        actors: {
          loadPlans: fakeActor(() => plans).logic,
          createPaymentLink: fromPromise<{ url: string }, { priceId: string; returnTo: string }>(
            () => new Promise(() => {}),
          ),
        },
      }),
    },
  });
  const search = options.search ?? (options.resumePlanId ? `?plan=${options.resumePlanId}` : '');
  const actor = createActor(machine, { input: { search }, ...(options.clock ? { clock: options.clock } : {}) }).start();
  await settle();
  await settle();
  return { actor, effects, load, cancel, portal };
}

type DashboardActor = Awaited<ReturnType<typeof start>>['actor'];

/** Opens the plan dialog, waits for its plans, presses Cancel Subscription and confirms. */
async function cancelFromDialog(actor: DashboardActor) {
  actor.send({ type: 'planDialog.opened' });
  await settle();
  const dialog = actor.getSnapshot().children.planDialog;
  dialog?.send({ type: 'plan.cancelRequested' });
  dialog?.send({ type: 'cancel.confirmed' });
  return dialog;
}

/** An answer the test releases when it wants. */
function later<T>() {
  let release: (value: T) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

describe('dashboard', () => {
  it('stops quietly when the account call met an ended session (the composition root signed out)', async () => {
    const { actor, effects } = await start({
      load: () => {
        throw sessionEnded();
      },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectLoadFailed(actor.getSnapshot())).toBe(false);
    expect(effects.toasts).toEqual([]);
  });

  it("shows 'Failed to load data' otherwise", async () => {
    const { actor, effects } = await start({
      load: () => {
        throw networkError;
      },
    });
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(effects.toasts).toEqual([]);
  });

  it('shows the basic view with overlays to a free user, summaries tab first', async () => {
    const { actor } = await start();
    expect(selectIsBasicView(actor.getSnapshot())).toBe(true);
    expect(selectPlan(actor.getSnapshot())).toBe('basic');
    expect(selectActiveTab(actor.getSnapshot())).toBe('summaries');
    expect(actor.getSnapshot().children.summaries).toBeUndefined();
    actor.send({ type: 'dashboard.tabSelected', tab: 'prompt' });
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
  });

  it('runs the summaries and prompt children for a premium user, beside the billing section', async () => {
    const { actor } = await start({ load: () => premiumAccount });
    expect(selectIsPremiumView(actor.getSnapshot())).toBe(true);
    expect(selectPlan(actor.getSnapshot())).toBe('premium');
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['billing', 'prompt', 'summaries']);
    // No change runs until one is asked for.
    expect(actor.getSnapshot().children.subscriptionChange).toBeUndefined();
  });

  it('cancels after the confirmation: toast, the dialog closes, the profile shows it at once, then re-reads it in the background', async () => {
    const refreshed = later<Account>();
    const { actor, effects, load, cancel } = await start({
      load: (call) => (call === 1 ? premiumAccount : refreshed.promise),
    });
    actor.send({ type: 'dashboard.tabSelected', tab: 'prompt' });
    const dialog = await cancelFromDialog(actor);
    await settle();
    expect(dialog?.getSnapshot().status).not.toBe('active');
    expect(cancel.calls).toHaveLength(1);
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.plans.cancelled }]);
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    // The cancel's own answer shows at once; the page is not reloaded: the tab and the children stay.
    expect(selectSubscriptionStatus(actor.getSnapshot())).toBe('cancelled');
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
    const children = actor.getSnapshot().children;
    expect(load.calls).toHaveLength(2);
    refreshed.release(cancelledAccount);
    await settle();
    expect(actor.getSnapshot().context.account).toEqual(cancelledAccount);
    expect(selectActiveTab(actor.getSnapshot())).toBe('prompt');
    expect(actor.getSnapshot().children.summaries).toBe(children.summaries);
    expect(selectIsPremiumView(actor.getSnapshot())).toBe(true);
  });

  it('finishes a cancel whose dialog was closed while it ran (issue 12.11)', async () => {
    const answer = later<CancelResult>();
    const { actor, effects, load } = await start({
      load: (call) => (call === 1 ? premiumAccount : cancelledAccount),
      cancel: () => answer.promise,
    });
    const dialog = await cancelFromDialog(actor);
    expect(dialog?.getSnapshot().hasTag('cancelling')).toBe(true);
    expect(actor.getSnapshot().children.subscriptionChange?.getSnapshot().hasTag('cancelling')).toBe(true);
    dialog?.send({ type: 'dialog.closed' });
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    // Opened again meanwhile, the dialog shows the cancel still running.
    actor.send({ type: 'planDialog.opened' });
    await settle();
    const again = actor.getSnapshot().children.planDialog;
    expect(again?.getSnapshot().hasTag('cancelling')).toBe(true);
    again?.send({ type: 'dialog.closed' });
    answer.release(cancelResult);
    await settle();
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.plans.cancelled }]);
    expect(load.calls).toHaveLength(2);
    expect(selectSubscriptionStatus(actor.getSnapshot())).toBe('cancelled');
  });

  it.each([
    [
      'the server message',
      httpError(409, 'You have no active subscription to cancel.'),
      'You have no active subscription to cancel.',
    ],
    ['the fallback', httpError(500), messages.plans.cancelFailed],
    ['the connection', networkError, messages.connection.notReached],
    ['the unexpected text', new Error('unexpected'), messages.plans.unexpectedRetry],
  ])('shows %s in the open dialog, or as a toast once it was closed', async (_case, error, text) => {
    const open = await start({
      load: () => premiumAccount,
      cancel: () => {
        throw error;
      },
    });
    const dialog = await cancelFromDialog(open.actor);
    await settle();
    expect(problemText(dialog?.getSnapshot().context.error ?? null)).toBe(text);
    expect(dialog?.getSnapshot().matches({ ready: { request: 'idle' } })).toBe(true);
    expect(open.effects.toasts).toEqual([]);

    const answer = later<CancelResult>();
    const closed = await start({ load: () => premiumAccount, cancel: () => answer.promise });
    (await cancelFromDialog(closed.actor))?.send({ type: 'dialog.closed' });
    answer.fail(error);
    await settle();
    expect(closed.effects.toasts).toEqual([{ kind: 'error', title: text }]);
    expect(selectSubscriptionStatus(closed.actor.getSnapshot())).toBe('active');
  });

  it('stops quietly when the cancel met an ended session', async () => {
    const { actor, effects } = await start({
      load: () => premiumAccount,
      cancel: () => {
        throw sessionEnded();
      },
    });
    await cancelFromDialog(actor);
    await settle();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.toasts).toEqual([]);
  });

  it('keeps the account when the background re-read fails, and turns Basic when it says so', async () => {
    const failing = await start({
      load: (call) => {
        if (call === 1) return premiumAccount;
        throw networkError;
      },
    });
    await cancelFromDialog(failing.actor);
    await settle();
    await settle();
    expect(selectSubscriptionStatus(failing.actor.getSnapshot())).toBe('cancelled');
    expect(failing.actor.getSnapshot().status).toBe('active');
    const lapsed = await start({ load: (call) => (call === 1 ? premiumAccount : basicAccount) });
    await cancelFromDialog(lapsed.actor);
    await settle();
    await settle();
    expect(selectIsBasicView(lapsed.actor.getSnapshot())).toBe(true);
  });

  it('switches to annual from the dialog: the server says so, the profile shows the new interval at once (issue 13)', async () => {
    const { actor, effects } = await start({ load: (call) => (call === 1 ? premiumAccount : new Promise(() => {})) });
    actor.send({ type: 'planDialog.opened' });
    await settle();
    const dialog = actor.getSnapshot().children.planDialog;
    dialog?.send({ type: 'billing.toggled' });
    dialog?.send({ type: 'plan.switchRequested', planId: 'premium-yearly' });
    dialog?.send({ type: 'switch.confirmed' });
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'success', title: switchedToAnnual.message }]);
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.account?.currentPlan.plan.interval).toBe('year');
    expect(selectPeriodEnd(actor.getSnapshot())).toBe(switchedToAnnual.subscription.current_period_end);
  });

  it('resumes a cancelled subscription: CANCELLED gives way to Renews on', async () => {
    const { actor } = await start({ load: (call) => (call === 1 ? cancelledAccount : premiumAccount) });
    expect(selectSubscriptionStatus(actor.getSnapshot())).toBe('cancelled');
    actor.send({ type: 'planDialog.opened' });
    await settle();
    actor.getSnapshot().children.planDialog?.send({ type: 'plan.resumeRequested' });
    await settle();
    expect(selectSubscriptionStatus(actor.getSnapshot())).toBe('active');
  });

  it('a failed renewal shows its banner; Update payment method goes to the billing portal', async () => {
    const { actor, effects } = await start({ load: () => graceAccount });
    expect(selectPaymentFailure(actor.getSnapshot())).toEqual({ graceEndsAt: graceAccount.subscription.grace_ends_at });
    expect(selectPeriodEnd(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'billing.portalRequested' });
    await settle();
    expect(effects.redirects).toEqual(['https://billing.example/portal']);
    const fine = await start({ load: () => premiumAccount });
    expect(selectPaymentFailure(fine.actor.getSnapshot())).toBeNull();
    expect(selectCanPayFailed(fine.actor.getSnapshot())).toBe(false);
    expect(selectCanPayFailed(actor.getSnapshot())).toBe(false); // leaving for the portal: asked once
  });

  describe('billing a person can manage (issue 28.2)', () => {
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029 };
    const withCard: Account = { ...premiumAccount, subscription: { ...premiumSubscription, card } };

    it('a healthy subscriber sees the card on file and updates it, the portal returning to the view as it is', async () => {
      const { actor, effects, portal } = await start({ load: () => withCard, search: '?tab=prompt' });
      expect(selectCard(actor.getSnapshot())).toEqual(card);
      expect(selectCanOpenPortal(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'billing.portalRequested' });
      await settle();
      expect(portal.calls).toEqual([{ returnTo: '/dashboard?tab=prompt' }]);
      expect(effects.redirects).toEqual(['https://billing.example/portal']);
    });

    it('a Basic account has no card and no portal', async () => {
      const { actor } = await start({ load: () => basicAccount });
      expect(selectCard(actor.getSnapshot())).toBeNull();
      expect(selectCanOpenPortal(actor.getSnapshot())).toBe(false);
      expect(selectIntervalSwitch(actor.getSnapshot())).toBeNull();
    });

    it('a failed renewal can be paid now', async () => {
      const { actor } = await start({ load: () => graceAccount });
      expect(selectCanPayFailed(actor.getSnapshot())).toBe(true);
      // No switch while a payment is to fix first.
      expect(selectIntervalSwitch(actor.getSnapshot())).toBeNull();
    });

    it('offers the switch to the other interval, and sends the plan dialog’s own request', async () => {
      const { actor, effects } = await start({ load: () => premiumAccount });
      expect(selectIntervalSwitch(actor.getSnapshot())).toEqual({
        to: 'year',
        on: premiumSubscription.current_period_end,
      });
      expect(selectSwitchingTo(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'subscription.switchRequested', interval: 'year' });
      // While it is sent, Billing's button keeps saying the switch it sent.
      expect(selectSwitchingTo(actor.getSnapshot())).toBe('year');
      await settle();
      expect(selectSwitchingTo(actor.getSnapshot())).toBeNull();
      expect(effects.toasts).toContainEqual({ kind: 'success', title: switchedToAnnual.message });
    });

    it.each([
      ['card-updated', messages.plans.cardUpdated],
      ['paid', messages.plans.cardUpdatedPaid],
    ])('back from the portal with ?billing=%s: says so once, and the address drops it', async (outcome, words) => {
      const { effects } = await start({ load: () => withCard, search: `?tab=prompt&billing=${outcome}` });
      expect(effects.toasts).toEqual([{ kind: 'success', title: words }]);
      expect(effects.urlWrites.at(-1)).toEqual({ to: '/dashboard?tab=prompt', replace: true });
    });

    it('an unknown ?billing= says nothing', async () => {
      const { effects } = await start({ load: () => withCard, search: '?billing=hacked' });
      expect(effects.toasts).toEqual([]);
    });
  });

  describe('a page left open (issue 28.3)', () => {
    afterEach(() => vi.useRealTimers());
    const DAY = 86_400_000;

    it('reads the account again once the grace period has ended, and then says why it is Basic', async () => {
      // The test's own now: a day and an hour before the grace period ends.
      const graceEnds = Date.parse(graceAccount.subscription.grace_ends_at ?? '');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(graceEnds - DAY - 3_600_000);
      const clock = new SimulatedClock();
      const lapsed: Account = { ...basicAccount, subscription: { ...basicSubscription, ended_reason: 'unpaid' } };
      const { actor, load } = await start({ clock, load: (call) => (call === 1 ? graceAccount : lapsed) });
      expect(selectPaymentFailure(actor.getSnapshot())).not.toBeNull();

      clock.increment(DAY + 3_600_000 - 1);
      await settle();
      expect(load.calls).toHaveLength(1);
      expect(selectEndedReason(actor.getSnapshot())).toBeNull();

      vi.setSystemTime(graceEnds + 2000);
      clock.increment(2001);
      await settle();
      await settle();
      expect(load.calls).toHaveLength(2);
      expect(selectPaymentFailure(actor.getSnapshot())).toBeNull();
      expect(selectIsBasicView(actor.getSnapshot())).toBe(true);
      expect(selectEndedReason(actor.getSnapshot())).toBe('unpaid');
    });

    it('a Basic account waits for nothing: no timer reads it again', async () => {
      const clock = new SimulatedClock();
      const { load } = await start({ clock, load: () => basicAccount });
      clock.increment(400 * DAY);
      await settle();
      expect(load.calls).toHaveLength(1);
    });
  });

  it('an ended subscription reads as plain Basic: no CANCELLED, no date', async () => {
    const ended = {
      ...basicAccount,
      subscription: { ...basicAccount.subscription, cancelled: true, current_period_end: '2026-01-01T00:00:00.000Z' },
    };
    const { actor } = await start({ load: () => ended });
    expect(selectSubscriptionStatus(actor.getSnapshot())).toBe('basic');
    expect(selectPeriodEnd(actor.getSnapshot())).toBeNull();
  });

  it('keeps Manage Subscription usable while the dialog is open (focus returns to it), ignoring a second open', async () => {
    const { actor } = await start({ load: () => new Promise(() => {}) });
    expect(selectCanOpenPlanDialog(actor.getSnapshot())).toBe(false);
    const loaded = await start();
    loaded.actor.send({ type: 'planDialog.opened' });
    const dialog = loaded.actor.getSnapshot().children.planDialog;
    expect(selectCanOpenPlanDialog(loaded.actor.getSnapshot())).toBe(true);
    loaded.actor.send({ type: 'planDialog.opened' });
    expect(loaded.actor.getSnapshot().children.planDialog).toBe(dialog);
  });

  it('just closes the dialog when nothing changed', async () => {
    const { actor, load } = await start();
    actor.send({ type: 'planDialog.opened' });
    actor.getSnapshot().children.planDialog?.send({ type: 'dialog.closed' });
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    expect(load.calls).toHaveLength(1);
  });

  it('back from signing in with ?plan=, opens the plan dialog with that plan and drops ?plan= from the address', async () => {
    const { actor, effects } = await start({ resumePlanId: 'premium-yearly' });
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(true);
    const dialog = selectPlanDialogActor(actor.getSnapshot()) as ActorRefFrom<typeof planDialogMachine> | undefined;
    expect(dialog?.getSnapshot().context.pendingPlan?.id).toBe('premium-yearly');
    expect(effects.urlWrites).toEqual([{ to: '/dashboard', replace: true }]);
    dialog?.send({ type: 'dialog.closed' });
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.resumePlanId).toBeNull();
  });

  it('without ?plan= keeps the dialog closed', async () => {
    const { actor, effects } = await start();
    expect(selectIsPlanDialogOpen(actor.getSnapshot())).toBe(false);
    expect(effects.urlWrites).toEqual([]);
  });
});
