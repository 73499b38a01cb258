/**
 * The /dashboard page (SPEC.md 2 "Dashboard", 4 "Dashboard load"): check the stored token, load the
 * profile and current plan, then show tabs; premium users get the summaries and prompt children,
 * others the upgrade overlay. The plan dialog is a child that reports whether the subscription changed.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { STORAGE_KEYS } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { CurrentPlan, Subscription, UserProfile } from './apiTypes.ts';
import { effects, notProvided, readStorage, type StoredValues } from './effects.ts';
import { hasStatus } from './httpError.ts';
import { type PlanDialogInput, type PlanDialogOutput, planDialogMachine } from './planDialog.machine.ts';
import { promptMachine } from './prompt.machine.ts';
import { summariesMachine } from './summaries.machine.ts';
import { subscriptionStatus } from './subscriptionStatus.ts';

/** GET /api/user-info and GET /api/subscription/current-plan, fetched together. */
export interface Account {
  user: UserProfile;
  subscription: Subscription;
  currentPlan: CurrentPlan;
}

export interface DashboardContext {
  account: Account | null;
  error: string | null;
}

export type DashboardTab = 'summaries' | 'prompt';

export type DashboardUserEvent =
  | { type: 'dashboard.tabSelected'; tab: DashboardTab }
  | { type: 'planDialog.opened' }
  | { type: 'dashboard.retried' };

export type DashboardEvent =
  | DashboardUserEvent
  | ActorEvents<'readStorage', StoredValues>
  | ActorEvents<'loadAccount', Account>
  | ActorEvents<'planDialog', PlanDialogOutput>;

function planDialogInput({ context }: { context: DashboardContext }): PlanDialogInput {
  const account = context.account;
  return { currentPlan: account?.currentPlan ?? null, user: { is_premium: account?.subscription.is_premium ?? false } };
}

export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent },
  actors: {
    readStorage,
    loadAccount: notProvided<Account>('loadAccount'),
    summaries: summariesMachine,
    prompt: promptMachine,
    planDialog: planDialogMachine,
  },
  actions: {
    sessionExpired: effects.sessionExpired,
    setAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadAccount');
        return event.output;
      },
      error: null,
    }),
    setLoadError: assign({ error: messages.dashboard.loadFailed }),
  },
  guards: {
    isTokenMissing: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      return !event.output[STORAGE_KEYS.token];
    },
    isUnauthorized: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.loadAccount');
      return hasStatus(event.error, 401);
    },
    isPremium: ({ context }) => context.account?.subscription.is_premium === true,
    isPromptTab: ({ event }) => {
      assertEvent(event, 'dashboard.tabSelected');
      return event.tab === 'prompt';
    },
    isSummariesTab: ({ event }) => {
      assertEvent(event, 'dashboard.tabSelected');
      return event.tab === 'summaries';
    },
    subscriptionChanged: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.planDialog');
      return event.output.subscriptionChanged;
    },
  },
}).createMachine({
  id: 'dashboard',
  initial: 'checkingToken',
  context: { account: null, error: null },
  states: {
    /** SPEC.md 5: every dashboard call needs a stored token; without one the user is signed out. */
    checkingToken: {
      tags: ['loading'],
      invoke: {
        id: 'readStorage',
        src: 'readStorage',
        input: { keys: [STORAGE_KEYS.token] },
        onDone: [{ guard: 'isTokenMissing', target: 'signedOut', actions: 'sessionExpired' }, { target: 'loading' }],
        onError: { target: 'signedOut', actions: 'sessionExpired' },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'loaded', actions: 'setAccount' },
        onError: [
          { guard: 'isUnauthorized', target: 'signedOut', actions: 'sessionExpired' },
          { target: 'error', actions: 'setLoadError' },
        ],
      },
    },
    error: { tags: ['error'], on: { 'dashboard.retried': { target: 'checkingToken' } } },
    loaded: {
      type: 'parallel',
      states: {
        tabs: {
          initial: 'summaries',
          states: {
            summaries: { on: { 'dashboard.tabSelected': { guard: 'isPromptTab', target: 'prompt' } } },
            prompt: { on: { 'dashboard.tabSelected': { guard: 'isSummariesTab', target: 'summaries' } } },
          },
        },
        plan: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isPremium', target: 'premium' }, { target: 'basic' }] },
            /** Premium view: both tabs are live children. */
            premium: {
              invoke: [
                { id: 'summaries', src: 'summaries' },
                { id: 'prompt', src: 'prompt' },
              ],
            },
            /** Blurred tabs with the 'Premium Feature' overlay. */
            basic: {},
          },
        },
        planDialog: {
          initial: 'closed',
          states: {
            closed: { on: { 'planDialog.opened': { target: 'open' } } },
            open: {
              invoke: {
                id: 'planDialog',
                src: 'planDialog',
                input: planDialogInput,
                onDone: [
                  { guard: 'subscriptionChanged', target: '#dashboard.loading' },
                  { target: 'closed' },
                ],
                // A crashed dialog closes rather than leaving the page stuck.
                onError: { target: 'closed' },
              },
            },
          },
        },
      },
    },
    /** 401 or no token: the auth machine signs out and navigates to /. */
    signedOut: { type: 'final' },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const selectIsLoading = (s: DashboardSnapshot) => s.hasTag('loading');
/** 'Failed to load data' or null. */
export const selectError = (s: DashboardSnapshot) => s.context.error;
export const selectAccount = (s: DashboardSnapshot) => s.context.account;
export const selectIsPremiumView = (s: DashboardSnapshot) => s.matches({ loaded: { plan: 'premium' } });
export const selectIsBasicView = (s: DashboardSnapshot) => s.matches({ loaded: { plan: 'basic' } });
export const selectActiveTab = (s: DashboardSnapshot): DashboardTab =>
  s.matches({ loaded: { tabs: 'prompt' } }) ? 'prompt' : 'summaries';
/** Plan badge: 'Premium Plan' when is_premium, else 'Basic Plan'. */
export const selectPlanBadge = (s: DashboardSnapshot) =>
  s.context.account?.subscription.is_premium ? messages.dashboard.premiumPlan : messages.dashboard.basicPlan;
export const selectSubscriptionStatus = (s: DashboardSnapshot) =>
  subscriptionStatus(s.context.account?.subscription ?? null);
/** The renewal/end date to show ('Renews on {date}' or, when cancelled, 'Subscription ends {date}'). */
export const selectPeriodEnd = (s: DashboardSnapshot) => s.context.account?.subscription.current_period_end ?? null;
export const selectIsPlanDialogOpen = (s: DashboardSnapshot) => s.matches({ loaded: { planDialog: 'open' } });
/**
 * Manage Subscription is usable once the account is loaded, also while the dialog is open (the modal
 * covers it and a second open is ignored): a button disabled under the dialog loses focus, so focus
 * could not return to it when the dialog closes.
 */
export const selectCanOpenPlanDialog = (s: DashboardSnapshot) => s.matches('loaded');
/** Child actors for the tabs and the dialog (undefined when not running): read them with their own select*. */
export const selectSummariesActor = (s: DashboardSnapshot) => s.children.summaries;
export const selectPromptActor = (s: DashboardSnapshot) => s.children.prompt;
export const selectPlanDialogActor = (s: DashboardSnapshot) => s.children.planDialog;
