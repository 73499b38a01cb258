/**
 * The /dashboard page (SPEC.md 2 "Dashboard", 4 "Dashboard load"): load the profile and current plan,
 * then show tabs; premium users get the summaries and prompt children, others the upgrade overlay.
 * A call that meets an ended session stops the page quietly: the composition root's API policy has
 * signed the person out (decision 254).
 * Issue 15: the first page of summaries and the prompt are fetched beside the profile and plan, in the
 * same round, and handed to the tabs' machines, which then show them without a request of their own.
 * Issue 12.11 and 25.2: the plan dialog asks, the page decides which changes its account allows and
 * runs each in the child subscriptionChange, beside the dialog, so closing the dialog cannot drop its
 * result; the answer shows at once, then the profile and plan are re-read in the background, the tab
 * and list untouched.
 * Issue 18.10 (decision 198): the view (tab, applied search and date, page) lives in the address. The
 * machine reads it from its input, corrects it in place (replace) when it named no view the page could
 * show, writes each view a person moves to as a new history entry (push) and each correction as a
 * rewrite (replace), and follows `url.changed` (Back, Forward, a link) without writing anything.
 */
import { assertEvent, type SnapshotFrom } from 'xstate';
import { planDialogInput, viewQuery } from './dashboardContext.ts';
import { dashboardSetup } from './dashboardSetup.ts';
import { parseDashboardUrl, summariesView } from './dashboardUrl.ts';
import { pageKey } from './summaries.machine.ts';

export type { DashboardTab } from './dashboardUrl.ts';
export type { Account, DashboardInput } from './dashboardContext.ts';

export const dashboardMachine = dashboardSetup.createMachine({
  id: 'dashboard',
  initial: 'loading',
  context: ({ input }) => {
    const url = input?.search ?? '';
    const { view, plan } = parseDashboardUrl(url);
    return {
      account: null,
      firstPage: null,
      firstPageKey: null,
      view,
      url,
      prompt: null,
      resumePlanId: plan,
      change: null,
      sessionPremium: input?.premium ?? null,
    };
  },
  // At load: back from the billing portal, say what happened there (issue 28.2); an address that names
  // no view exactly (a bad value, an unknown parameter, that `?billing=`) is corrected in place.
  entry: ['announceBillingReturn', 'writeView'],
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
                onError: [{ guard: 'isSessionEnded', target: '#dashboard.signedOut' }, { target: '#dashboard.error' }],
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
    /** 'Failed to load data' with Try again. */
    error: { tags: ['error'], on: { 'dashboard.retried': { target: 'loading' } } },
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
              // The change it asked for succeeded (SPEC.md 8: the dialog closes).
              on: {
                'xstate.done.actor.subscriptionChange': {
                  guard: 'isChanged',
                  target: 'closed',
                  actions: 'forgetResumePlan',
                },
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
         * Changes to the subscription, asked for by the plan dialog (or the failed renewal's banner)
         * and run in the child beside it, so they outlive it (issue 12.11); after one the profile and
         * current plan are re-read in the background.
         */
        subscription: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'subscription.cancelRequested': { guard: 'isAllowed', target: 'changing' },
                'subscription.switchRequested': { guard: 'isAllowed', target: 'changing' },
                'subscription.resumeRequested': { guard: 'isAllowed', target: 'changing' },
                // Billing's Update card, a failed invoice's Pay now, the failed renewal's banner (issues 13, 28.2).
                'billing.portalRequested': { guard: 'isAllowed', target: 'changing' },
              },
              // Issue 28.3: a page left open reads the account again once its plan's date has passed.
              after: { untilPlanChanges: { guard: 'hasPlanDate', target: 'refreshing' } },
            },
            changing: {
              entry: 'rememberChange',
              exit: 'forgetChange',
              invoke: {
                id: 'subscriptionChange',
                src: 'subscriptionChange',
                input: ({ context, event }) => {
                  assertEvent(event, [
                    'subscription.cancelRequested',
                    'subscription.switchRequested',
                    'subscription.resumeRequested',
                    'billing.portalRequested',
                  ]);
                  // The portal returns to the page as it is now: its tab and view (issue 28.2).
                  return { request: event, returnTo: `/dashboard${context.url}` };
                },
                onDone: [
                  // The answer shows at once (the planDialog region closes the dialog on the same event).
                  { guard: 'isChanged', target: 'refreshing', actions: 'applyChange' },
                  { guard: 'hasSessionEnded', target: '#dashboard.signedOut' },
                  { target: 'idle', actions: 'announceChangeFailed' },
                ],
                // A change that crashed (an effect failing inside it) leaves the page usable.
                onError: { target: 'idle' },
              },
            },
            /** The page stays as it is; the fresh profile and plan replace the old ones when they arrive. */
            refreshing: {
              invoke: {
                id: 'loadAccount',
                src: 'loadAccount',
                onDone: { target: 'idle', actions: ['setAccount', 'tellBillingChanged'] },
                onError: [
                  { guard: 'isSessionEnded', target: '#dashboard.signedOut' },
                  // The change's own answer already shows; a failed re-read changes nothing.
                  { target: 'idle', actions: 'tellBillingChanged' },
                ],
              },
            },
          },
        },
      },
    },
    /** A call met an ended session: the composition root has signed out (decision 254). */
    signedOut: { type: 'final' },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export * from './dashboardSelectors.ts';
