/**
 * The plan dialog (SPEC.md 2 "Plan dialog", 4, 8 "Plans and payment"): load plans, billing toggle with
 * a 300 ms lock, upgrade via a payment link, cancel the subscription. Ends in `closed` with output
 * `{ subscriptionChanged }` so its parent (the dashboard) knows whether to refetch.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { type BillingInterval, PLAN_TOGGLE_LOCK_MS, STORAGE_KEYS } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { CurrentPlan, Plan } from './apiTypes.ts';
import { effects, notProvided, readStorage, type StoredValues } from './effects.ts';
import { errorText, hasStatus } from './httpError.ts';
import { canCancel, canUpgradeTo, planCard, visiblePlans } from './subscriptionStatus.ts';

export interface PlanDialogInput {
  currentPlan: CurrentPlan | null;
  user: { is_premium: boolean } | null;
}

export interface PlanDialogContext {
  currentPlan: CurrentPlan | null;
  isPremium: boolean;
  plans: Plan[];
  interval: BillingInterval;
  /** Message of the error alert; null hides it. */
  error: string | null;
  /** The plan whose payment link is being requested. */
  pendingPlan: Plan | null;
  subscriptionChanged: boolean;
}

export interface PlanDialogOutput {
  subscriptionChanged: boolean;
}

export type PlanDialogUserEvent =
  | { type: 'billing.toggled' }
  | { type: 'plan.selected'; planId: string }
  | { type: 'plan.cancelRequested' }
  | { type: 'dialog.closed' };

export type PlanDialogEvent =
  | PlanDialogUserEvent
  | ActorEvents<'loadPlans', Plan[]>
  | ActorEvents<'readStorage', StoredValues>
  | ActorEvents<'createPaymentLink', { url: string }>
  | ActorEvents<'cancelSubscription', unknown>;

const planSetup = setup({
  types: {
    context: {} as PlanDialogContext,
    events: {} as PlanDialogEvent,
    input: {} as PlanDialogInput,
    output: {} as PlanDialogOutput,
  },
  actors: {
    loadPlans: notProvided<Plan[]>('loadPlans'),
    readStorage,
    createPaymentLink: notProvided<{ url: string }, { priceId: string }>('createPaymentLink'),
    cancelSubscription: notProvided<unknown>('cancelSubscription'),
  },
  actions: {
    navigate: effects.navigate,
    toast: effects.toast,
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
        return errorText(event.error, { http: messages.plans.loadFailed, other: messages.plans.unexpected });
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
    setUpgradeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.createPaymentLink');
        return errorText(event.error, { http: messages.plans.upgradeFailed, other: messages.plans.unexpectedRetry });
      },
    }),
    clearError: assign({ error: null }),
    setCancelError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.cancelSubscription');
        return errorText(event.error, { http: messages.plans.cancelFailed, other: messages.plans.unexpectedRetry });
      },
    }),
    markSubscriptionChanged: assign({ subscriptionChanged: true }),
  },
  guards: {
    isUnauthorized: ({ event }) => {
      assertEvent(event, [
        'xstate.error.actor.loadPlans',
        'xstate.error.actor.createPaymentLink',
        'xstate.error.actor.cancelSubscription',
      ]);
      return hasStatus(event.error, 401);
    },
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
    isTokenMissing: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      return !event.output[STORAGE_KEYS.token];
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
    subscriptionChanged: false,
  };
}
function paymentLinkInput({ context }: { context: PlanDialogContext }): { priceId: string } {
  return { priceId: context.pendingPlan?.stripe_price_id ?? '' };
}
function dialogOutput({ context }: { context: PlanDialogContext }): PlanDialogOutput {
  return { subscriptionChanged: context.subscriptionChanged };
}

export const planDialogMachine = planSetup
  .extend({
    actions: {
      navigateToLogin: planSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'navigate', params: { to: '/login', replace: false } });
      }),
      redirectToCheckout: planSetup.enqueueActions(({ event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.createPaymentLink');
        enqueue({ type: 'redirectToUrl', params: { url: event.output.url } });
      }),
      toastPaymentDeclined: planSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: messages.plans.paymentDeclined } });
      }),
      toastCancelled: planSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'success', title: messages.plans.cancelled } });
      }),
    },
  })
  .createMachine({
    id: 'planDialog',
    initial: 'loading',
    context: initialContext,
    output: dialogOutput,
    on: { 'dialog.closed': { target: '.closed' } },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'loadPlans',
          src: 'loadPlans',
          onDone: { target: 'ready', actions: 'setPlans' },
          onError: [
            { guard: 'isUnauthorized', target: 'signInRequired' },
            { target: 'error', actions: 'setLoadError' },
          ],
        },
      },
      error: { tags: ['error'] },
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
                  'plan.selected': { guard: 'canUpgradeToSelected', target: 'submitting', actions: 'rememberPendingPlan' },
                  'plan.cancelRequested': { guard: 'canCancel', target: 'cancelling', actions: 'clearError' },
                },
              },
              submitting: {
                tags: ['busy', 'submitting'],
                initial: 'checkingToken',
                states: {
                  checkingToken: {
                    invoke: {
                      id: 'readStorage',
                      src: 'readStorage',
                      input: { keys: [STORAGE_KEYS.token] },
                      onDone: [
                        { guard: 'isTokenMissing', target: '#planDialog.signInRequired' },
                        { target: 'requestingLink' },
                      ],
                      onError: { target: '#planDialog.signInRequired' },
                    },
                  },
                  requestingLink: {
                    invoke: {
                      id: 'createPaymentLink',
                      src: 'createPaymentLink',
                      input: paymentLinkInput,
                      onDone: { target: '#planDialog.redirecting', actions: 'redirectToCheckout' },
                      onError: [
                        { guard: 'isUnauthorized', target: '#planDialog.signInRequired' },
                        {
                          guard: 'isPaymentDeclined',
                          target: '#planDialog.ready.request.idle',
                          actions: ['forgetPendingPlan', 'toastPaymentDeclined'],
                        },
                        { target: '#planDialog.ready.request.idle', actions: ['forgetPendingPlan', 'setUpgradeError'] },
                      ],
                    },
                  },
                },
              },
              cancelling: {
                tags: ['busy', 'cancelling'],
                invoke: {
                  id: 'cancelSubscription',
                  src: 'cancelSubscription',
                  onDone: { target: '#planDialog.closed', actions: ['markSubscriptionChanged', 'toastCancelled'] },
                  onError: [
                    { guard: 'isUnauthorized', target: '#planDialog.signInRequired' },
                    { target: 'idle', actions: 'setCancelError' },
                  ],
                },
              },
            },
          },
        },
      },
      /** The browser is leaving for checkout; the chosen card keeps 'Processing...'. */
      redirecting: { tags: ['busy', 'submitting'] },
      /** 401 or no stored token: SPEC.md 8 sends the user to /login. */
      signInRequired: { type: 'final', entry: 'navigateToLogin' },
      closed: { type: 'final' },
    },
  });

export type PlanDialogSnapshot = SnapshotFrom<typeof planDialogMachine>;

export const selectIsLoading = (s: PlanDialogSnapshot) => s.hasTag('loading');
export const selectError = (s: PlanDialogSnapshot) => s.context.error;
export const selectInterval = (s: PlanDialogSnapshot) => s.context.interval;
/** The Monthly/Annually switch: disabled during the 300 ms lock. */
export const selectCanToggle = (s: PlanDialogSnapshot) => s.can({ type: 'billing.toggled' });
/** Cards for the current interval, each with badge, action, label and busy flag decided. */
export const selectPlanCards = (s: PlanDialogSnapshot) => {
  const progress = {
    submittingPlanId: s.hasTag('submitting') ? (s.context.pendingPlan?.id ?? null) : null,
    cancelling: s.hasTag('cancelling'),
  };
  return visiblePlans(s.context.plans, s.context.interval).map((plan) => planCard(plan, s.context, progress));
};
/** Enable a card's button: `canSelect(s, plan.id)` for upgrades, `selectCanCancel` for cancel. */
export const selectCanSelect = (s: PlanDialogSnapshot, planId: string) => s.can({ type: 'plan.selected', planId });
export const selectCanCancel = (s: PlanDialogSnapshot) => s.can({ type: 'plan.cancelRequested' });
export const selectIsBusy = (s: PlanDialogSnapshot) => s.hasTag('busy');
export const selectIsClosed = (s: PlanDialogSnapshot) => s.status === 'done';
