/**
 * The dashboard's implementations, in one place (issue 25.2): its events, the actors it runs, its
 * actions and guards, typed by `setup`. Its states, what designers and QA see, are dashboard.machine.ts.
 */
import { assertEvent, assign, enqueueActions, sendTo, setup, stateIn } from 'xstate';
import { msUntilPlanChange } from '#domain/subscription.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { SummariesPage, SummariesQuery } from './apiTypes.ts';
import { billingMachine } from './billing.machine.ts';
import {
  type Account,
  changeAllowed,
  changedAccount,
  type DashboardContext,
  type DashboardInput,
  viewQuery,
} from './dashboardContext.ts';
import {
  type DashboardTab,
  dashboardSearch,
  parseDashboardUrl,
  type SummariesView,
  sameSummariesView,
  summariesView,
} from './dashboardUrl.ts';
import { effects, notProvided } from './effects.ts';
import { planDialogMachine } from './planDialog.machine.ts';
import { failureProblem } from './problems.ts';
import { promptMachine } from './prompt.machine.ts';
import { isSessionEnded } from './sessionEnded.ts';
import {
  type ChangeOutcome,
  changeKind,
  failureNotice,
  type SubscriptionRequest,
  subscriptionChangeMachine,
} from './subscriptionChange.machine.ts';
import { pageKey, type SummariesParentEvent, summariesMachine } from './summaries.machine.ts';

export type DashboardUserEvent =
  | { type: 'dashboard.tabSelected'; tab: DashboardTab }
  | { type: 'planDialog.opened' }
  | { type: 'dashboard.retried' }
  /** The address changed under the page (Back, Forward, a link): `search` is its query string. */
  | { type: 'url.changed'; search: string };

export type DashboardEvent =
  | DashboardUserEvent
  | SummariesParentEvent
  /** The plan dialog's requests, and the failed renewal banner's "Update payment method". */
  | SubscriptionRequest
  | ActorEvents<'loadAccount', Account>
  | ActorEvents<'prefetchSummaries', SummariesPage>
  | ActorEvents<'prefetchPrompt', string>
  | ActorEvents<'subscriptionChange', ChangeOutcome>
  | ActorEvents<'planDialog', unknown>;

const implementations = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput | undefined,
    /** Invoked actors by id (each id is its src): the three child machines are typed as themselves. */
    children: {} as {
      loadAccount: 'loadAccount';
      subscriptionChange: 'subscriptionChange';
      prefetchSummaries: 'prefetchSummaries';
      prefetchPrompt: 'prefetchPrompt';
      summaries: 'summaries';
      prompt: 'prompt';
      planDialog: 'planDialog';
      billing: 'billing';
    },
  },
  actors: {
    loadAccount: notProvided<Account>('loadAccount'),
    subscriptionChange: subscriptionChangeMachine,
    prefetchSummaries: notProvided<SummariesPage, SummariesQuery>('prefetchSummaries'),
    prefetchPrompt: notProvided<string>('prefetchPrompt'),
    summaries: summariesMachine,
    prompt: promptMachine,
    planDialog: planDialogMachine,
    billing: billingMachine,
  },
  actions: {
    writeUrl: effects.writeUrl,
    notify: effects.notify,
    forgetResumePlan: assign({ resumePlanId: null }),
    setAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadAccount');
        return event.output;
      },
    }),
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
    rememberChange: assign({
      change: ({ event }) => {
        assertEvent(event, [
          'subscription.cancelRequested',
          'subscription.switchRequested',
          'subscription.resumeRequested',
          'billing.portalRequested',
        ]);
        return changeKind(event);
      },
    }),
    forgetChange: assign({ change: null }),
    /** `?billing=` at load (issue 28.2): the portal sent the person back after updating the card. */
    announceBillingReturn: enqueueActions(({ enqueue, context }) => {
      const back = parseDashboardUrl(context.url).billing;
      if (back === null) return;
      enqueue({
        type: 'notify',
        params: { kind: 'success', name: back === 'paid' ? 'cardUpdatedPaid' : 'cardUpdated' },
      });
    }),
    applyChange: assign({
      account: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.subscriptionChange');
        const { output } = event;
        return output.outcome === 'changed' && context.account
          ? changedAccount(context.account, output.subscription)
          : context.account;
      },
    }),
    /** A switch to annual bills at once: the Billing section reads its invoices again. */
    tellBillingChanged: sendTo('billing', { type: 'billing.changed' }),
  },
  delays: {
    untilPlanChanges: ({ context }) => msUntilPlanChange(context.account?.subscription ?? null, Date.now()) ?? 0,
  },
  guards: {
    /** The account shows a date at which it changes by itself (a grace or paid period ending). */
    hasPlanDate: ({ context }) => msUntilPlanChange(context.account?.subscription ?? null, Date.now()) !== null,
    isSessionEnded,
    /** The change's answer came (cancel, switch, resume). */
    isChanged: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.subscriptionChange');
      return event.output.outcome === 'changed';
    },
    /** The change met an ended session (the composition root has signed out). */
    hasSessionEnded: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.subscriptionChange');
      return event.output.outcome === 'sessionEnded';
    },
    isAllowed: ({ context, event }) => {
      assertEvent(event, [
        'subscription.cancelRequested',
        'subscription.switchRequested',
        'subscription.resumeRequested',
        'billing.portalRequested',
      ]);
      return changeAllowed(context.account, event);
    },
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

/** The whole setup: the actions below decide by the machine's own states (`check`, `stateIn`). */
export const dashboardSetup = implementations.extend({
  actions: {
    /**
     * The address changed under the page: its view is taken (the tab follows at once, the list is
     * told); `writeView` then corrects it in place when it names no view exactly.
     */
    followUrl: implementations.enqueueActions(({ enqueue, context, event, check }) => {
      assertEvent(event, 'url.changed');
      const { view } = parseDashboardUrl(event.search);
      enqueue.assign({ view, url: event.search });
      const list: SummariesView = summariesView(view);
      if (!sameSummariesView(list, context.view) && check(stateIn({ loaded: { plan: 'premium' } })))
        enqueue.sendTo('summaries', { type: 'view.restored', view: list });
    }),
    /**
     * A failed change (SPEC.md 8): in the open dialog's alert when the dialog asked for it, else as a
     * toast (the dialog was closed meanwhile, or the banner asked).
     */
    announceChangeFailed: implementations.enqueueActions(({ enqueue, check, event }) => {
      assertEvent(event, 'xstate.done.actor.subscriptionChange');
      const { output } = event;
      if (output.outcome !== 'failed') return;
      if (output.change !== 'portal' && check('isDialogOpen')) {
        const http = output.change === 'cancel' ? 'cancelFailed' : 'changeFailed';
        const problem = failureProblem(output.error, { http, other: 'unexpectedRetry' });
        enqueue.sendTo('planDialog', { type: 'subscription.changeFailed', problem });
      } else enqueue({ type: 'notify', params: failureNotice(output.change, output.error) });
    }),
  },
});
