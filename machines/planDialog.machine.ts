/**
 * The plan dialog (SPEC.md 2 "Plan dialog", 4, 8 "Plans and payment"): load plans, billing toggle with
 * a 300 ms lock, upgrade via a payment link, and the cancel's confirmation (issue 18.1). The cancel
 * itself runs in the parent (the dashboard), which outlives the dialog (issue 12.11): the dialog asks
 * it with `subscription.cancelRequested`; on success the parent closes the dialog, on failure it tells
 * it `subscription.cancelFailed` (the dialog's alert shows the error).
 */
import { assertEvent, assign, enqueueActions, type SnapshotFrom, sendParent, setup } from 'xstate';
import { type BillingInterval, PLAN_TOGGLE_LOCK_MS } from '#domain/constants.ts';
import { canCancel, canResume, canUpgradeTo, planAction, visiblePlans } from '#domain/subscription.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { CurrentPlan, Plan } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { hasStatus } from './httpError.ts';
import { monthlyPrice, planCard } from './planCard.ts';
import { failureProblem, type Problem } from './problems.ts';
import { isSessionEnded } from './sessionEnded.ts';

export interface PlanDialogInput {
  currentPlan: CurrentPlan | null;
  user: { is_premium: boolean } | null;
  /** A plan chosen before a sign-in interrupted it (/dashboard?plan=): its checkout continues. */
  resumePlanId?: string | null;
  /** The parent's cancel is still running (the dialog was closed and opened again meanwhile). */
  cancelling?: boolean;
}

/** The subscription changes the parent runs for the dialog (decision 167, issue 13). */

export interface PlanDialogContext {
  currentPlan: CurrentPlan | null;
  isPremium: boolean;
  plans: Plan[];
  interval: BillingInterval;
  /** What the error alert says is wrong (the view words it); null hides it. */
  error: Problem | null;
  /** The plan whose payment link is being requested. */
  pendingPlan: Plan | null;
  resumePlanId: string | null;
  cancelPending: boolean;
  /** The plan the subscription is being switched to (confirmation, then the parent's call). */
  switchPlan: Plan | null;
}

export type PlanDialogUserEvent =
  | { type: 'billing.toggled' }
  | { type: 'plan.selected'; planId: string }
  | { type: 'plan.cancelRequested' }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }
  | { type: 'plan.switchRequested'; planId: string }
  | { type: 'switch.confirmed' }
  | { type: 'switch.dismissed' }
  | { type: 'plan.resumeRequested' }
  /** Try again after the plans failed to load (decision 292). */
  | { type: 'plans.retried' }
  | { type: 'dialog.closed' };

/** What the parent running a change tells the dialog: it failed, and why (SPEC.md 8). */
export type PlanDialogParentEvent = { type: 'subscription.changeFailed'; problem: Problem };

/** What the dialog asks of its parent. */
export type PlanDialogRequest =
  | { type: 'subscription.cancelRequested' }
  | { type: 'subscription.switchRequested'; interval: BillingInterval }
  | { type: 'subscription.resumeRequested' };

export type PlanDialogEvent =
  | PlanDialogUserEvent
  | PlanDialogParentEvent
  | ActorEvents<'loadPlans', Plan[]>
  | ActorEvents<'createPaymentLink', { url: string }>;

const planSetup = setup({
  types: {
    context: {} as PlanDialogContext,
    events: {} as PlanDialogEvent,
    input: {} as PlanDialogInput,
  },
  actors: {
    loadPlans: notProvided<Plan[]>('loadPlans'),
    createPaymentLink: notProvided<{ url: string }, PaymentLinkInput>('createPaymentLink'),
  },
  actions: {
    notify: effects.notify,
    redirectToUrl: effects.redirectToUrl,
    setPlans: assign({
      plans: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadPlans');
        return event.output;
      },
    }),
    setLoadError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.loadPlans');
        return failureProblem(event.error, { http: 'plansLoadFailed', other: 'unexpected' });
      },
    }),
    toggleInterval: assign({ interval: ({ context }) => (context.interval === 'year' ? 'month' : 'year') }),
    rememberPendingPlan: assign({
      pendingPlan: ({ context, event }) => {
        assertEvent(event, 'plan.selected');
        return context.plans.find((plan) => plan.id === event.planId) ?? null;
      },
      error: null,
    }),
    forgetPendingPlan: assign({ pendingPlan: null }),
    resumePlan: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPlans');
      const plan = event.output.find((candidate) => candidate.id === context.resumePlanId) ?? null;
      return { pendingPlan: plan, interval: plan?.interval ?? context.interval, resumePlanId: null };
    }),
    setUpgradeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.createPaymentLink');
        return failureProblem(event.error, { http: 'upgradeFailed', other: 'unexpectedRetry' });
      },
    }),
    clearError: assign({ error: null }),
    setChangeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'subscription.changeFailed');
        return event.problem;
      },
    }),
    rememberSwitchPlan: assign({
      switchPlan: ({ context, event }) => {
        assertEvent(event, 'plan.switchRequested');
        return context.plans.find((plan) => plan.id === event.planId) ?? null;
      },
      error: null,
    }),
    forgetSwitchPlan: assign({ switchPlan: null }),
    /** The parent (the dashboard) runs the changes: a dialog started alone needs one (tests pass `parent`). */
    askParentToCancel: sendParent({ type: 'subscription.cancelRequested' } satisfies PlanDialogRequest),
    askParentToSwitch: enqueueActions(({ context, enqueue }) => {
      if (context.switchPlan)
        enqueue.sendParent({ type: 'subscription.switchRequested', interval: context.switchPlan.interval });
    }),
    askParentToResume: sendParent({ type: 'subscription.resumeRequested' } satisfies PlanDialogRequest),
    redirectToCheckout: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.createPaymentLink');
      enqueue({ type: 'redirectToUrl', params: { url: event.output.url } });
    }),
    toastPaymentDeclined: enqueueActions(({ enqueue }) => {
      enqueue({ type: 'notify', params: { kind: 'error', name: 'paymentDeclined' } });
    }),
  },
  guards: {
    isSessionEnded,
    isPaymentDeclined: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.createPaymentLink');
      return hasStatus(event.error, 402);
    },
    canUpgradeToSelected: ({ context, event }) => {
      assertEvent(event, 'plan.selected');
      const plan = visiblePlans(context.plans, context.interval).find((candidate) => candidate.id === event.planId);
      return plan !== undefined && canUpgradeTo(plan, context);
    },
    canCancel: ({ context }) => canCancel(context),
    canResume: ({ context }) => canResume(context),
    canSwitchToSelected: ({ context, event }) => {
      assertEvent(event, 'plan.switchRequested');
      const plan = visiblePlans(context.plans, context.interval).find((candidate) => candidate.id === event.planId);
      return plan !== undefined && planAction(plan, context) === 'switch';
    },
    isCancelPending: ({ context }) => context.cancelPending,
    /** The plan chosen before signing in is still one this account can buy. */
    canResumePlan: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPlans');
      const plan = event.output.find((candidate) => candidate.id === context.resumePlanId);
      return plan !== undefined && canUpgradeTo(plan, context);
    },
  },
  delays: { toggleLock: PLAN_TOGGLE_LOCK_MS },
});

function initialContext({ input }: { input: PlanDialogInput }): PlanDialogContext {
  return {
    currentPlan: input.currentPlan,
    isPremium: input.user?.is_premium ?? false,
    plans: [],
    interval: input.currentPlan?.plan.interval === 'year' ? 'year' : 'month',
    error: null,
    pendingPlan: null,
    resumePlanId: input.resumePlanId ?? null,
    cancelPending: input.cancelling ?? false,
    switchPlan: null,
  };
}
/**
 * The checkout link's call. `returnTo`: SPEC.md 8 sends a person whose session ended to /login, and the
 * chosen plan rides in the way back (decision 153); the composition root's API policy ends the session
 * with it (decision 248).
 */
export interface PaymentLinkInput {
  priceId: string;
  returnTo: string;
}
function paymentLinkInput({ context }: { context: PlanDialogContext }): PaymentLinkInput {
  const plan = context.pendingPlan;
  return {
    priceId: plan?.stripe_price_id ?? '',
    returnTo: plan ? `/dashboard?plan=${encodeURIComponent(plan.id)}` : '/dashboard',
  };
}

export const planDialogMachine = planSetup.createMachine({
  id: 'planDialog',
  initial: 'loading',
  context: initialContext,
  on: { 'dialog.closed': { target: '.closed' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: [
          // Back from signing in with a plan chosen: its checkout continues at once.
          {
            guard: 'canResumePlan',
            target: '#planDialog.ready.request.submitting',
            actions: ['setPlans', 'resumePlan'],
          },
          // Closed and opened again while the parent's cancel still runs: the card says 'Cancelling...'.
          { guard: 'isCancelPending', target: '#planDialog.ready.request.cancelling', actions: 'setPlans' },
          { target: 'ready', actions: 'setPlans' },
        ],
        onError: [
          { guard: 'isSessionEnded', target: 'signInRequired' },
          { target: 'error', actions: 'setLoadError' },
        ],
      },
    },
    error: { tags: ['error'], on: { 'plans.retried': { target: 'loading', actions: 'clearError' } } },
    ready: {
      type: 'parallel',
      states: {
        billing: {
          initial: 'unlocked',
          states: {
            unlocked: { on: { 'billing.toggled': { target: 'locked', actions: 'toggleInterval' } } },
            /** Cards re-render; the switch stays disabled for 300 ms. */
            locked: { after: { toggleLock: 'unlocked' } },
          },
        },
        request: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'plan.selected': {
                  guard: 'canUpgradeToSelected',
                  target: 'submitting',
                  actions: 'rememberPendingPlan',
                },
                'plan.cancelRequested': { guard: 'canCancel', target: 'confirmingCancel', actions: 'clearError' },
                'plan.switchRequested': {
                  guard: 'canSwitchToSelected',
                  target: 'confirmingSwitch',
                  actions: 'rememberSwitchPlan',
                },
                'plan.resumeRequested': {
                  guard: 'canResume',
                  target: 'resuming',
                  actions: ['clearError', 'askParentToResume'],
                },
              },
            },
            /** Issue 13: the price difference and when it applies, before anything is sent. */
            confirmingSwitch: {
              on: {
                'switch.confirmed': { target: 'switching', actions: 'askParentToSwitch' },
                'switch.dismissed': { target: 'idle', actions: 'forgetSwitchPlan' },
              },
            },
            /** The parent switches; it closes the dialog on success. */
            switching: {
              tags: ['busy', 'switching'],
              on: {
                'subscription.changeFailed': { target: 'idle', actions: ['forgetSwitchPlan', 'setChangeError'] },
              },
            },
            /** The parent resumes; it closes the dialog on success. */
            resuming: {
              tags: ['busy', 'resuming'],
              on: { 'subscription.changeFailed': { target: 'idle', actions: 'setChangeError' } },
            },
            /** Issue 18.1: what is lost and until when, before anything is sent. */
            confirmingCancel: {
              on: {
                'cancel.confirmed': { target: 'cancelling', actions: 'askParentToCancel' },
                'cancel.dismissed': { target: 'idle' },
              },
            },
            submitting: {
              tags: ['busy', 'submitting'],
              invoke: {
                id: 'createPaymentLink',
                src: 'createPaymentLink',
                input: paymentLinkInput,
                onDone: { target: '#planDialog.redirecting', actions: 'redirectToCheckout' },
                onError: [
                  { guard: 'isSessionEnded', target: '#planDialog.signInRequired' },
                  {
                    guard: 'isPaymentDeclined',
                    target: 'idle',
                    actions: ['forgetPendingPlan', 'toastPaymentDeclined'],
                  },
                  { target: 'idle', actions: ['forgetPendingPlan', 'setUpgradeError'] },
                ],
              },
            },
            /** The parent's cancel runs; it outlives this dialog, closes it on success, reports a failure. */
            cancelling: {
              tags: ['busy', 'cancelling'],
              on: { 'subscription.changeFailed': { target: 'idle', actions: 'setChangeError' } },
            },
          },
        },
      },
    },
    /** The browser is leaving for checkout; the chosen card keeps 'Processing...'. */
    redirecting: { tags: ['busy', 'submitting'] },
    /**
     * The session ended (SPEC.md 8: to /login, back to the dashboard and the chosen plan): the
     * composition root has signed the person out, with the `returnTo` of the call that met it.
     */
    signInRequired: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type PlanDialogSnapshot = SnapshotFrom<typeof planDialogMachine>;

export const selectIsLoading = (s: PlanDialogSnapshot) => s.hasTag('loading');
export const selectError = (s: PlanDialogSnapshot) => s.context.error;
export const selectInterval = (s: PlanDialogSnapshot) => s.context.interval;
export const selectIsPremium = (s: PlanDialogSnapshot) => s.context.isPremium;
/** The plans failed to load: "Try again" loads them again. */
export const selectCanRetry = (s: PlanDialogSnapshot) => s.can({ type: 'plans.retried' });
/** The Monthly/Annually switch: disabled during the 300 ms lock. */
export const selectCanToggle = (s: PlanDialogSnapshot) => s.can({ type: 'billing.toggled' });
/** Whether the machine accepts a card's action now: `plan.selected` for upgrades, `plan.cancelRequested` for cancel. */
export const selectCanSelect = (s: PlanDialogSnapshot, planId: string) => s.can({ type: 'plan.selected', planId });
export const selectCanCancel = (s: PlanDialogSnapshot) => s.can({ type: 'plan.cancelRequested' });
/** The cancel's confirmation is shown (issue 18.1). */
export const selectIsConfirmingCancel = (s: PlanDialogSnapshot) =>
  s.matches({ ready: { request: 'confirmingCancel' } });
/** The Premium the person keeps until the period ends: its end date (ISO) or null when unknown. */
export const selectCancelEndsOn = (s: PlanDialogSnapshot) => s.context.currentPlan?.current_period_end ?? null;
/** Cards for the current interval, each with mark, action, busy and enabled flags and end date decided. */
export const selectPlanCards = (s: PlanDialogSnapshot) => {
  const progress = {
    submittingPlanId: s.hasTag('submitting') ? (s.context.pendingPlan?.id ?? null) : null,
    cancelling: s.hasTag('cancelling'),
    switchingPlanId: s.hasTag('switching') ? (s.context.switchPlan?.id ?? null) : null,
    resuming: s.hasTag('resuming'),
  };
  const accepts = (plan: Plan): boolean => {
    const action = planAction(plan, s.context);
    if (action === 'cancel') return selectCanCancel(s);
    if (action === 'resume') return s.can({ type: 'plan.resumeRequested' });
    if (action === 'switch') return s.can({ type: 'plan.switchRequested', planId: plan.id });
    return selectCanSelect(s, plan.id);
  };
  return visiblePlans(s.context.plans, s.context.interval).map((plan) =>
    planCard(plan, s.context, progress, accepts(plan)),
  );
};
/**
 * The switch being confirmed (issue 13): from the current plan to `to`, when it applies, what a month
 * of the new plan comes to and the annual price in play (the new one to annual, the current one from it).
 */
export const selectSwitchConfirmation = (s: PlanDialogSnapshot) => {
  if (!s.matches({ ready: { request: 'confirmingSwitch' } }) || !s.context.switchPlan) return null;
  const to = s.context.switchPlan;
  const from =
    s.context.plans.find((plan) => plan.name === 'Premium' && plan.interval === s.context.currentPlan?.plan.interval) ??
    null;
  const annual = to.interval === 'year' ? to.price : (from?.price ?? 0);
  const periodEnd = s.context.currentPlan?.current_period_end ?? null;
  return { from, to, periodEnd, perMonth: monthlyPrice(to), annual, currentPrice: from?.price ?? 0 };
};
