/**
 * The /dashboard page (SPEC.md 2 "Dashboard", 4 "Dashboard load"): check the stored token, load the
 * profile and current plan, then show tabs; premium users get the summaries and prompt children,
 * others the upgrade overlay. The plan dialog is a child that reports whether the subscription changed.
 * Issue 15: the first page of summaries and the prompt are fetched beside the profile and plan, in the
 * same round, and handed to the tabs' machines, which then show them without a request of their own.
 * Issue 12.11: the cancel runs here, not in the dialog, so closing the dialog cannot drop its result;
 * afterwards the profile and current plan are refreshed in the background, the tab and list untouched.
 * Issue 18.10 (decision 198): the view (tab, applied search and date, page) lives in the address. The
 * machine reads it from its input, corrects it in place (replace) when it named no view the page could
 * show, writes each view a person moves to as a new history entry (push) and each correction as a
 * rewrite (replace), and follows `url.changed` (Back, Forward, a link) without writing anything.
 */
import { assertEvent, assign, enqueueActions, type SnapshotFrom, sendTo, setup, stateIn } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { canCancel, canResume, isRenewing, subscriptionStatus } from '#domain/subscription.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { BillingInterval } from '#domain/constants.ts';
import {
  type DashboardTab,
  type DashboardView,
  dashboardSearch,
  parseDashboardUrl,
  type SummariesView,
  sameSummariesView,
  summariesView,
} from './dashboardUrl.ts';
import type {
  CancelResult,
  SubscriptionChange,
  CurrentPlan,
  Invoice,
  SummariesPage,
  SummariesQuery,
  Subscription,
  UserProfile,
} from './apiTypes.ts';
import { effects, notProvided, readStorage, type StoredValues } from './effects.ts';
import { billingMachine } from './billing.machine.ts';
import { errorText } from './httpError.ts';
import { type PlanDialogInput, type PlanDialogRequest, planDialogMachine } from './planDialog.machine.ts';
import { promptMachine } from './prompt.machine.ts';
import { pageKey, queryFor, type SummariesParentEvent, summariesMachine } from './summaries.machine.ts';
import { isUnauthorized } from './sessionEnded.ts';

export type { DashboardTab } from './dashboardUrl.ts';

/** GET /api/user-info?include=invoices and GET /api/subscription/current-plan, fetched together. */
export interface Account {
  user: UserProfile;
  subscription: Subscription;
  currentPlan: CurrentPlan;
  /** The Billing section's invoices, when the answer carried them (issue 27.4: no second round). */
  invoices?: Invoice[];
}

export interface DashboardContext {
  account: Account | null;
  error: string | null;
  /** The view's page of the summaries, fetched with the account (null when it failed: the tab fetches it then). */
  firstPage: SummariesPage | null;
  /** The `pageKey` of the query `firstPage` was fetched for (the view may have moved on meanwhile). */
  firstPageKey: string | null;
  /** The view the address holds: tab, applied search and date, page (decision 198). */
  view: DashboardView;
  /** The address's query string as last written or read: a write that would not change it is skipped. */
  url: string;
  /** The custom prompt, fetched with the account (null when it failed). */
  prompt: string | null;
  /** A plan chosen before a sign-in interrupted the checkout (/dashboard?plan=): the dialog reopens with it. */
  resumePlanId: string | null;
  /** The cancel runs (a plan dialog opened meanwhile shows it as running). */
  cancelling: boolean;
  /** Whether the session check found the account Premium (null: not known); decides the prefetches. */
  sessionPremium: boolean | null;
}

/** `search`: the address's query string at load (`?q=talk&page=2`, `?plan=premium-yearly`); absent: ''. */
export interface DashboardInput {
  search?: string;
  /**
   * The session's `is_premium` (the auth machine's user), when known: a Basic account's page does not
   * ask for the Premium-only summaries and prompt (which would answer 403, issue 27.4).
   */
  premium?: boolean;
}

export type DashboardUserEvent =
  | { type: 'dashboard.tabSelected'; tab: DashboardTab }
  | { type: 'planDialog.opened' }
  | { type: 'dashboard.retried' }
  /** The address changed under the page (Back, Forward, a link): `search` is its query string. */
  | { type: 'url.changed'; search: string };

export type DashboardEvent =
  | DashboardUserEvent
  | SummariesParentEvent
  | PlanDialogRequest
  | ActorEvents<'readStorage', StoredValues>
  | ActorEvents<'loadAccount', Account>
  | ActorEvents<'prefetchSummaries', SummariesPage>
  | ActorEvents<'prefetchPrompt', string>
  | { type: 'billing.portalRequested' }
  | ActorEvents<'cancelSubscription', CancelResult>
  | ActorEvents<'switchSubscription', SubscriptionChange>
  | ActorEvents<'resumeSubscription', SubscriptionChange>
  | ActorEvents<'openBillingPortal', { url: string }>
  | ActorEvents<'planDialog', unknown>;

function planDialogInput({ context }: { context: DashboardContext }): PlanDialogInput {
  const account = context.account;
  return {
    currentPlan: account?.currentPlan ?? null,
    user: { is_premium: account?.subscription.is_premium ?? false },
    resumePlanId: context.resumePlanId,
    cancelling: context.cancelling,
  };
}

/**
 * The account as a change's answer leaves it (cancel, switch, resume): the subscription it answers, and
 * the current plan read from it at once; the background re-read follows.
 */
function changedAccount(account: Account, subscription: Subscription): Account {
  return {
    ...account,
    subscription,
    currentPlan: {
      ...account.currentPlan,
      plan: { ...account.currentPlan.plan, interval: subscription.interval ?? account.currentPlan.plan.interval },
      status: subscriptionStatus(subscription),
      current_period_end: subscription.current_period_end,
      payment_failed: subscription.payment_failed ?? false,
      grace_ends_at: subscription.grace_ends_at ?? null,
      switches_to: subscription.switches_to ?? null,
    },
  };
}

/** The list's query for the view in the address. */
const viewQuery = ({ context }: { context: DashboardContext }) =>
  queryFor({ applied: context.view }, context.view.page);

function ownership(context: DashboardContext) {
  const account = context.account;
  return { isPremium: account?.subscription.is_premium === true, currentPlan: account?.currentPlan ?? null };
}

const dashboardSetup = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput | undefined,
    /** Invoked actors by id (each id is its src): the three child machines are typed as themselves. */
    children: {} as {
      readStorage: 'readStorage';
      loadAccount: 'loadAccount';
      cancelSubscription: 'cancelSubscription';
      switchSubscription: 'switchSubscription';
      resumeSubscription: 'resumeSubscription';
      openBillingPortal: 'openBillingPortal';
      prefetchSummaries: 'prefetchSummaries';
      prefetchPrompt: 'prefetchPrompt';
      summaries: 'summaries';
      prompt: 'prompt';
      planDialog: 'planDialog';
      billing: 'billing';
    },
  },
  actors: {
    readStorage,
    loadAccount: notProvided<Account>('loadAccount'),
    cancelSubscription: notProvided<CancelResult>('cancelSubscription'),
    switchSubscription: notProvided<SubscriptionChange, { interval: BillingInterval }>('switchSubscription'),
    resumeSubscription: notProvided<SubscriptionChange>('resumeSubscription'),
    openBillingPortal: notProvided<{ url: string }>('openBillingPortal'),
    prefetchSummaries: notProvided<SummariesPage, SummariesQuery>('prefetchSummaries'),
    prefetchPrompt: notProvided<string>('prefetchPrompt'),
    summaries: summariesMachine,
    prompt: promptMachine,
    planDialog: planDialogMachine,
    billing: billingMachine,
  },
  actions: {
    sessionExpired: effects.sessionExpired,
    writeUrl: effects.writeUrl,
    toast: effects.toast,
    redirectToUrl: effects.redirectToUrl,
    forgetResumePlan: assign({ resumePlanId: null }),
    setAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadAccount');
        return event.output;
      },
      error: null,
    }),
    setLoadError: assign({ error: messages.dashboard.loadFailed }),
    setFirstPage: assign({
      firstPage: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.prefetchSummaries');
        return event.output;
      },
    }),
    setPrompt: assign({
      prompt: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.prefetchPrompt');
        return event.output;
      },
    }),
    forgetPrefetched: assign({
      firstPage: null,
      prompt: null,
      firstPageKey: ({ context }) => pageKey(viewQuery({ context })),
    }),
    /**
     * The one write of the address (decision 198): the view, as a new history entry after a person's
     * move (a tab, the list's Apply, Clear filters, Next, Previous), else in place of the current entry
     * (a correction: a bad address, a page past the end, ?plan= taken; at load ?plan= stays for the
     * dialog); nothing when the address holds it already.
     */
    writeView: enqueueActions(({ enqueue, context, event }) => {
      const atLoad = (event.type as string) === 'xstate.init';
      const search = dashboardSearch(context.view, atLoad ? context.resumePlanId : null);
      if (search === context.url) return;
      const moved =
        event.type === 'dashboard.tabSelected' || (event.type === 'summaries.viewChanged' && !event.replace);
      enqueue.assign({ url: search });
      enqueue({ type: 'writeUrl', params: { to: `/dashboard${search}`, replace: !moved } });
    }),
    /** The list moved (Apply, Clear filters, Next, Previous) or corrected itself (a page past the end). */
    takeListView: assign({
      view: ({ context, event }) => {
        assertEvent(event, 'summaries.viewChanged');
        return { ...context.view, ...summariesView(event.view) };
      },
    }),
    selectTab: assign({
      view: ({ context, event }) => {
        assertEvent(event, 'dashboard.tabSelected');
        return { ...context.view, tab: event.tab };
      },
    }),
    markCancelling: assign({ cancelling: true }),
    unmarkCancelling: assign({ cancelling: false }),
    applyChange: assign({
      account: ({ context, event }) => {
        assertEvent(event, [
          'xstate.done.actor.cancelSubscription',
          'xstate.done.actor.switchSubscription',
          'xstate.done.actor.resumeSubscription',
        ]);
        return context.account && changedAccount(context.account, event.output.subscription);
      },
    }),
    /** A switch to annual bills at once: the Billing section reads its invoices again. */
    tellBillingChanged: sendTo('billing', { type: 'billing.changed' }),
    refreshAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadAccount');
        return event.output;
      },
    }),
  },
  guards: {
    isTokenMissing: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.readStorage');
      return !event.output[STORAGE_KEYS.token];
    },
    isUnauthorized,
    canCancel: ({ context }) => canCancel(ownership(context)),
    canResume: ({ context }) => canResume(ownership(context)),
    canSwitch: ({ context, event }) => {
      assertEvent(event, 'subscription.switchRequested');
      const current = context.account?.currentPlan;
      // The other interval, or the current one to undo a scheduled switch.
      return (
        isRenewing(ownership(context)) && (current?.plan.interval !== event.interval || Boolean(current?.switches_to))
      );
    },
    hasFailedPayment: ({ context }) => context.account?.subscription.payment_failed === true,
    isDialogOpen: stateIn({ loaded: { planDialog: 'open' } }),
    isPremium: ({ context }) => context.account?.subscription.is_premium === true,
    isNotPremium: ({ context }) => context.account?.subscription.is_premium !== true,
    hasPlanToResume: ({ context }) => context.resumePlanId !== null,
    /** The session says Basic: the Premium-only calls would be refused, so they are not made. */
    isBasicSession: ({ context }) => context.sessionPremium === false,
    isPromptTab: ({ event }) => {
      assertEvent(event, 'dashboard.tabSelected');
      return event.tab === 'prompt';
    },
    isSummariesTab: ({ event }) => {
      assertEvent(event, 'dashboard.tabSelected');
      return event.tab === 'summaries';
    },
    /** The view in the address names the prompt tab (read at load, or after Back or Forward). */
    isPromptView: ({ context }) => context.view.tab === 'prompt',
    /** The address moved to another query string than the one last written or read. */
    isNewAddress: ({ context, event }) => {
      assertEvent(event, 'url.changed');
      return event.search !== context.url;
    },
    isSummariesView: ({ context }) => context.view.tab === 'summaries',
  },
});

export const dashboardMachine = dashboardSetup
  .extend({
    actions: {
      /**
       * The address changed under the page: its view is taken (the tab follows at once, the list is
       * told); `writeView` then corrects it in place when it names no view exactly.
       */
      followUrl: dashboardSetup.enqueueActions(({ enqueue, context, event, check }) => {
        assertEvent(event, 'url.changed');
        const { view } = parseDashboardUrl(event.search);
        enqueue.assign({ view, url: event.search });
        const list: SummariesView = summariesView(view);
        if (!sameSummariesView(list, context.view) && check(stateIn({ loaded: { plan: 'premium' } })))
          enqueue.sendTo('summaries', { type: 'view.restored', view: list });
      }),
      /** SPEC.md 8's failure texts: in the open dialog's alert, or as a toast once it was closed. */
      announceChangeFailed: dashboardSetup.enqueueActions(({ enqueue, check, event }) => {
        assertEvent(event, [
          'xstate.error.actor.cancelSubscription',
          'xstate.error.actor.switchSubscription',
          'xstate.error.actor.resumeSubscription',
        ]);
        const http =
          event.type === 'xstate.error.actor.cancelSubscription'
            ? messages.plans.cancelFailed
            : messages.plans.changeFailed;
        const error = errorText(event.error, { http, other: messages.plans.unexpectedRetry });
        if (check('isDialogOpen')) enqueue.sendTo('planDialog', { type: 'subscription.changeFailed', error });
        else enqueue({ type: 'toast', params: { kind: 'error', title: error } });
      }),
      /** The server's own words for a switch or resume ('Your subscription is back on...'). */
      announceChanged: dashboardSetup.enqueueActions(({ enqueue, event }) => {
        assertEvent(event, ['xstate.done.actor.switchSubscription', 'xstate.done.actor.resumeSubscription']);
        enqueue({ type: 'toast', params: { kind: 'success', title: event.output.message } });
      }),
      goToPortal: dashboardSetup.enqueueActions(({ enqueue, event }) => {
        assertEvent(event, 'xstate.done.actor.openBillingPortal');
        enqueue({ type: 'redirectToUrl', params: { url: event.output.url } });
      }),
      announcePortalFailed: dashboardSetup.enqueueActions(({ enqueue, event }) => {
        assertEvent(event, 'xstate.error.actor.openBillingPortal');
        const error = errorText(event.error, {
          http: messages.plans.portalFailed,
          other: messages.plans.unexpectedRetry,
        });
        enqueue({ type: 'toast', params: { kind: 'error', title: error } });
      }),
    },
  })
  .createMachine({
    id: 'dashboard',
    initial: 'checkingToken',
    context: ({ input }) => {
      const url = input?.search ?? '';
      const { view, plan } = parseDashboardUrl(url);
      return {
        account: null,
        error: null,
        firstPage: null,
        firstPageKey: null,
        view,
        url,
        prompt: null,
        resumePlanId: plan,
        cancelling: false,
        sessionPremium: input?.premium ?? null,
      };
    },
    // At load: an address that names no view exactly (a bad value, an unknown parameter) is corrected in place.
    entry: 'writeView',
    on: {
      // Back, Forward, a link: nothing is written unless the address must be corrected.
      'url.changed': {
        guard: 'isNewAddress',
        actions: ['followUrl', 'writeView'],
      },
      // A person's Apply, Next... is a new history entry; the list's own correction rewrites the current one.
      'summaries.viewChanged': {
        actions: ['takeListView', 'writeView'],
      },
    },
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
      /**
       * One round: the profile and plan, page 1 of the summaries and the prompt start together. The tabs
       * are a Premium feature: when the session already says Basic the two are not made (they would
       * answer 403, issue 27.4); when it says nothing, a Basic account's 403s are ignored (decision 171),
       * as is any failure of either (the tab then fetches for itself). Only the account decides between
       * the page, an error and signing out. The account's answer carries the invoices too.
       */
      loading: {
        tags: ['loading'],
        type: 'parallel',
        entry: 'forgetPrefetched',
        onDone: { target: 'loaded' },
        states: {
          account: {
            initial: 'fetching',
            states: {
              fetching: {
                invoke: {
                  id: 'loadAccount',
                  src: 'loadAccount',
                  onDone: { target: 'done', actions: 'setAccount' },
                  onError: [
                    { guard: 'isUnauthorized', target: '#dashboard.signedOut', actions: 'sessionExpired' },
                    { target: '#dashboard.error', actions: 'setLoadError' },
                  ],
                },
              },
              done: { type: 'final' },
            },
          },
          summaries: {
            initial: 'deciding',
            states: {
              deciding: { always: [{ guard: 'isBasicSession', target: 'done' }, { target: 'fetching' }] },
              fetching: {
                invoke: {
                  id: 'prefetchSummaries',
                  src: 'prefetchSummaries',
                  input: viewQuery,
                  onDone: { target: 'done', actions: 'setFirstPage' },
                  onError: { target: 'done' },
                },
              },
              done: { type: 'final' },
            },
          },
          prompt: {
            initial: 'deciding',
            states: {
              deciding: { always: [{ guard: 'isBasicSession', target: 'done' }, { target: 'fetching' }] },
              fetching: {
                invoke: {
                  id: 'prefetchPrompt',
                  src: 'prefetchPrompt',
                  onDone: { target: 'done', actions: 'setPrompt' },
                  onError: { target: 'done' },
                },
              },
              done: { type: 'final' },
            },
          },
        },
      },
      error: { tags: ['error'], on: { 'dashboard.retried': { target: 'checkingToken' } } },
      loaded: {
        type: 'parallel',
        // The Billing section's invoices (issue 13), beside the tabs; those the account carried are shown at once.
        invoke: { id: 'billing', src: 'billing', input: ({ context }) => ({ invoices: context.account?.invoices }) },
        states: {
          /** The tab the view names: chosen by a person (a new history entry), or by the address. */
          tabs: {
            initial: 'summaries',
            states: {
              summaries: {
                always: { guard: 'isPromptView', target: 'prompt' },
                on: {
                  'dashboard.tabSelected': {
                    guard: 'isPromptTab',
                    target: 'prompt',
                    actions: ['selectTab', 'writeView'],
                  },
                },
              },
              prompt: {
                always: { guard: 'isSummariesView', target: 'summaries' },
                on: {
                  'dashboard.tabSelected': {
                    guard: 'isSummariesTab',
                    target: 'summaries',
                    actions: ['selectTab', 'writeView'],
                  },
                },
              },
            },
          },
          plan: {
            initial: 'deciding',
            states: {
              deciding: { always: [{ guard: 'isPremium', target: 'premium' }, { target: 'basic' }] },
              /** Premium view: both tabs are live children. A refreshed account that lost Premium turns Basic. */
              premium: {
                always: { guard: 'isNotPremium', target: 'basic' },
                invoke: [
                  {
                    id: 'summaries',
                    src: 'summaries',
                    // The page fetched with the account is handed over only if the view is still the one it was fetched for.
                    input: ({ context }) => ({
                      view: summariesView(context.view),
                      firstPage: context.firstPageKey === pageKey(viewQuery({ context })) ? context.firstPage : null,
                    }),
                  },
                  { id: 'prompt', src: 'prompt', input: ({ context }) => ({ prompt: context.prompt }) },
                ],
              },
              /** Blurred tabs with the 'Premium Feature' overlay. */
              basic: {},
            },
          },
          planDialog: {
            initial: 'closed',
            states: {
              closed: {
                // Back from signing in with a plan chosen: the dialog opens with it, and the address drops ?plan=.
                always: {
                  guard: 'hasPlanToResume',
                  target: 'open',
                  // ?plan= taken by the dialog: the address keeps the view only, in the same history entry.
                  actions: 'writeView',
                },
                on: { 'planDialog.opened': { target: 'open' } },
              },
              open: {
                // The cancel it asked for succeeded (SPEC.md 8: the dialog closes).
                on: {
                  'xstate.done.actor.cancelSubscription': { target: 'closed', actions: 'forgetResumePlan' },
                  'xstate.done.actor.switchSubscription': { target: 'closed', actions: 'forgetResumePlan' },
                  'xstate.done.actor.resumeSubscription': { target: 'closed', actions: 'forgetResumePlan' },
                },
                invoke: {
                  id: 'planDialog',
                  src: 'planDialog',
                  input: planDialogInput,
                  onDone: { target: 'closed', actions: 'forgetResumePlan' },
                  // A crashed dialog closes rather than leaving the page stuck.
                  onError: { target: 'closed', actions: 'forgetResumePlan' },
                },
              },
            },
          },
          /**
           * Changes to the subscription, asked for by the plan dialog but run here so they outlive it
           * (issue 12.11); the profile and current plan are then re-read in the background.
           */
          subscription: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'subscription.cancelRequested': { guard: 'canCancel', target: 'cancelling' },
                  'subscription.switchRequested': { guard: 'canSwitch', target: 'switching' },
                  'subscription.resumeRequested': { guard: 'canResume', target: 'resuming' },
                  // The renewal failed: the banner's "Update payment method" (issue 13).
                  'billing.portalRequested': { guard: 'hasFailedPayment', target: 'openingPortal' },
                },
              },
              /** Issue 13: monthly -> annual at once, annual -> monthly at the period end, or its undo. */
              switching: {
                invoke: {
                  id: 'switchSubscription',
                  src: 'switchSubscription',
                  input: ({ event }) => {
                    assertEvent(event, 'subscription.switchRequested');
                    return { interval: event.interval };
                  },
                  onDone: { target: 'refreshing', actions: ['applyChange', 'announceChanged'] },
                  onError: [
                    {
                      guard: 'isUnauthorized',
                      target: '#dashboard.signedOut',
                      actions: { type: 'sessionExpired', params: { returnTo: '/dashboard' } },
                    },
                    { target: 'idle', actions: 'announceChangeFailed' },
                  ],
                },
              },
              /** Issue 13: a cancelled subscription renews again. */
              resuming: {
                invoke: {
                  id: 'resumeSubscription',
                  src: 'resumeSubscription',
                  onDone: { target: 'refreshing', actions: ['applyChange', 'announceChanged'] },
                  onError: [
                    {
                      guard: 'isUnauthorized',
                      target: '#dashboard.signedOut',
                      actions: { type: 'sessionExpired', params: { returnTo: '/dashboard' } },
                    },
                    { target: 'idle', actions: 'announceChangeFailed' },
                  ],
                },
              },
              /** The billing portal's address is asked for; the browser then leaves for it. */
              openingPortal: {
                tags: ['openingPortal'],
                invoke: {
                  id: 'openBillingPortal',
                  src: 'openBillingPortal',
                  onDone: { target: 'leaving', actions: 'goToPortal' },
                  onError: [
                    {
                      guard: 'isUnauthorized',
                      target: '#dashboard.signedOut',
                      actions: { type: 'sessionExpired', params: { returnTo: '/dashboard' } },
                    },
                    { target: 'idle', actions: 'announcePortalFailed' },
                  ],
                },
              },
              /** The browser is leaving for the billing portal; the button keeps its busy look. */
              leaving: { tags: ['openingPortal'] },
              cancelling: {
                tags: ['cancelling'],
                entry: 'markCancelling',
                exit: 'unmarkCancelling',
                invoke: {
                  id: 'cancelSubscription',
                  src: 'cancelSubscription',
                  // SPEC.md 8: the toast, and the dialog closes (the planDialog region hears the same answer).
                  onDone: {
                    target: 'refreshing',
                    actions: [
                      'applyChange',
                      { type: 'toast', params: { kind: 'success', title: messages.plans.cancelled } },
                    ],
                  },
                  onError: [
                    // SPEC.md 8: a 401 goes to /login, which leads back here (decision 153).
                    {
                      guard: 'isUnauthorized',
                      target: '#dashboard.signedOut',
                      actions: { type: 'sessionExpired', params: { returnTo: '/dashboard' } },
                    },
                    { target: 'idle', actions: 'announceChangeFailed' },
                  ],
                },
              },
              /** The page stays as it is; the fresh profile and plan replace the old ones when they arrive. */
              refreshing: {
                invoke: {
                  id: 'loadAccount',
                  src: 'loadAccount',
                  onDone: { target: 'idle', actions: ['refreshAccount', 'tellBillingChanged'] },
                  onError: [
                    { guard: 'isUnauthorized', target: '#dashboard.signedOut', actions: 'sessionExpired' },
                    // The cancel's own answer already shows; a failed re-read changes nothing.
                    { target: 'idle', actions: 'tellBillingChanged' },
                  ],
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
export const selectPeriodEnd = (s: DashboardSnapshot) => {
  const subscription = s.context.account?.subscription;
  // A Basic account shows no date (DECISIONS.md); a failed renewal shows its banner instead.
  if (!subscription?.is_premium || subscription.payment_failed) return null;
  return subscription.current_period_end;
};
/** A failed renewal: the banner, with the day Premium ends unless the card is updated (issue 13). */
export const selectPaymentFailure = (s: DashboardSnapshot) => {
  const subscription = s.context.account?.subscription;
  if (!subscription?.is_premium || !subscription.payment_failed) return null;
  return { graceEndsAt: subscription.grace_ends_at ?? null };
};
/** 'Switches to monthly on {date}' while an annual -> monthly switch waits for the period end. */
export const selectScheduledSwitch = (s: DashboardSnapshot) => s.context.account?.subscription.switches_to ?? null;
export const selectCanOpenPortal = (s: DashboardSnapshot) => s.can({ type: 'billing.portalRequested' });
/** The scheduled switch's undo: a switch to the interval billed now. */
export const selectUndoSwitchInterval = (s: DashboardSnapshot) => {
  const interval = s.context.account?.currentPlan.plan.interval ?? null;
  if (!interval || !s.context.account?.subscription.switches_to) return null;
  return s.can({ type: 'subscription.switchRequested', interval }) ? interval : null;
};
export const selectIsOpeningPortal = (s: DashboardSnapshot) => s.hasTag('openingPortal');
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
export const selectBillingActor = (s: DashboardSnapshot) => s.children.billing;
