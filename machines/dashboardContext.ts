/**
 * The dashboard's data (dashboard.machine.ts holds the behaviour): the account it loads, its context
 * and input, and what its transitions compute from them — the account a change's answer leaves, which
 * changes the account allows, the plan dialog's input, the list's query for the view. Apart from the
 * machine, so its selectors (dashboardSelectors.ts) read the same types without importing it.
 */
import { canCancel, canResume, isRenewing, subscriptionStatus } from '#domain/subscription.ts';
import type { CurrentPlan, Invoice, SummariesPage, Subscription, UserProfile } from './apiTypes.ts';
import type { DashboardView } from './dashboardUrl.ts';
import type { PlanDialogInput } from './planDialog.machine.ts';
import type { ChangeKind, SubscriptionRequest } from './subscriptionChange.machine.ts';
import { queryFor } from './summariesList.ts';

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
  /** The subscription change running (a plan dialog opened meanwhile shows a cancel as running). */
  change: ChangeKind | null;
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

export function planDialogInput({ context }: { context: DashboardContext }): PlanDialogInput {
  const account = context.account;
  return {
    currentPlan: account?.currentPlan ?? null,
    user: { is_premium: account?.subscription.is_premium ?? false },
    resumePlanId: context.resumePlanId,
    cancelling: context.change === 'cancel',
  };
}

/**
 * The account as a change's answer leaves it (cancel, switch, resume): the subscription it answers, and
 * the current plan read from it at once; the background re-read follows.
 */
export function changedAccount(account: Account, subscription: Subscription): Account {
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
export const viewQuery = ({ context }: { context: DashboardContext }) =>
  queryFor({ applied: context.view }, context.view.page);

/**
 * Whether the account allows the change asked for: a cancel or a switch of a subscription that renews
 * (a switch to the other interval, or to the current one to undo a scheduled switch), a resume of a
 * cancelled one, the billing portal for any Premium subscriber (the card on file; a failed renewal's
 * payment, issue 28.2).
 */
export function changeAllowed(account: Account | null, request: SubscriptionRequest): boolean {
  const ownership = { isPremium: account?.subscription.is_premium === true, currentPlan: account?.currentPlan ?? null };
  const current = account?.currentPlan;
  switch (request.type) {
    case 'subscription.cancelRequested':
      return canCancel(ownership);
    case 'subscription.resumeRequested':
      return canResume(ownership);
    case 'subscription.switchRequested':
      return isRenewing(ownership) && (current?.plan.interval !== request.interval || Boolean(current?.switches_to));
    case 'billing.portalRequested':
      return account?.subscription.is_premium === true;
  }
}
