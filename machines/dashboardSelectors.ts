/**
 * What the views read of the dashboard (`useSelector(actor, selectX)`), re-exported by its machine
 * (dashboard.machine.ts), which holds the behaviour. The snapshot is named by the parts read, so this
 * module does not import the machine (no cycle).
 */
import type { ActorRefFrom, StateValue } from 'xstate';
import { subscriptionStatus } from '#domain/subscription.ts';
import type { billingMachine } from './billing.machine.ts';
import type { DashboardContext } from './dashboardContext.ts';
import type { DashboardTab } from './dashboardUrl.ts';
import type { planDialogMachine } from './planDialog.machine.ts';
import type { promptMachine } from './prompt.machine.ts';
import type { SubscriptionRequest } from './subscriptionChange.machine.ts';
import type { summariesMachine } from './summaries.machine.ts';

/** The parts of the dashboard's snapshot the selectors read (`SnapshotFrom<typeof dashboardMachine>` has them). */
interface DashboardSnapshot {
  context: DashboardContext;
  hasTag(tag: string): boolean;
  matches(value: StateValue): boolean;
  can(event: SubscriptionRequest): boolean;
  children: {
    summaries?: ActorRefFrom<typeof summariesMachine>;
    prompt?: ActorRefFrom<typeof promptMachine>;
    planDialog?: ActorRefFrom<typeof planDialogMachine>;
    billing?: ActorRefFrom<typeof billingMachine>;
  };
}

export const selectIsLoading = (s: DashboardSnapshot) => s.hasTag('loading');
/** The account could not be loaded: the view says 'Failed to load data', with Try again. */
export const selectLoadFailed = (s: DashboardSnapshot) => s.hasTag('error');
export const selectAccount = (s: DashboardSnapshot) => s.context.account;
export const selectIsPremiumView = (s: DashboardSnapshot) => s.matches({ loaded: { plan: 'premium' } });
export const selectIsBasicView = (s: DashboardSnapshot) => s.matches({ loaded: { plan: 'basic' } });
export const selectActiveTab = (s: DashboardSnapshot): DashboardTab =>
  s.matches({ loaded: { tabs: 'prompt' } }) ? 'prompt' : 'summaries';
/** The plan badge's plan: Premium when is_premium, else Basic (the view words it). */
export const selectPlan = (s: DashboardSnapshot): 'premium' | 'basic' =>
  s.context.account?.subscription.is_premium ? 'premium' : 'basic';
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
/** Why a Basic account is Basic after its subscription ended (issue 28.3), or null. */
export const selectEndedReason = (s: DashboardSnapshot) =>
  s.context.account?.subscription.is_premium ? null : (s.context.account?.subscription.ended_reason ?? null);
/** 'Switches to monthly on {date}' while an annual -> monthly switch waits for the period end. */
export const selectScheduledSwitch = (s: DashboardSnapshot) => s.context.account?.subscription.switches_to ?? null;
export const selectCanOpenPortal = (s: DashboardSnapshot) => s.can({ type: 'billing.portalRequested' });
/** The scheduled switch's undo: a switch to the interval billed now. */
export const selectUndoSwitchInterval = (s: DashboardSnapshot) => {
  const interval = s.context.account?.currentPlan.plan.interval ?? null;
  if (!interval || !s.context.account?.subscription.switches_to) return null;
  return s.can({ type: 'subscription.switchRequested', interval }) ? interval : null;
};
export const selectIsOpeningPortal = (s: DashboardSnapshot) => s.context.change === 'portal';
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

/** The card on file while Premium (issue 28.2), or null when not known. */
export const selectCard = (s: DashboardSnapshot) =>
  s.context.account?.subscription.is_premium ? (s.context.account.subscription.card ?? null) : null;
/** A failed renewal can be paid now (issue 28.2): its invoice's "Pay now" leads to the billing portal. */
export const selectCanPayFailed = (s: DashboardSnapshot) =>
  s.context.account?.subscription.payment_failed === true && s.can({ type: 'billing.portalRequested' });
/**
 * The switch to the other billing interval the account allows (issue 28.2: found in Billing, without
 * the plan dialog), with the day an annual -> monthly switch takes effect; null when none is allowed
 * (Basic, cancelled, a failed payment, a switch already scheduled).
 */
export const selectIntervalSwitch = (s: DashboardSnapshot) => {
  const account = s.context.account;
  const interval = account?.currentPlan.plan.interval ?? null;
  if (!account || !interval || account.subscription.switches_to) return null;
  const to = interval === 'year' ? 'month' : 'year';
  if (!s.can({ type: 'subscription.switchRequested', interval: to })) return null;
  return { to, on: account.subscription.current_period_end } as const;
};
/** A switch of interval is being sent. */
const selectIsSwitching = (s: DashboardSnapshot) => s.context.change === 'switch';
/** While a switch of interval is sent, the interval it goes to (the plan's own changes once it is done); else null. */
export const selectSwitchingTo = (s: DashboardSnapshot) => {
  const interval = s.context.account?.currentPlan.plan.interval;
  if (!selectIsSwitching(s) || !interval) return null;
  return interval === 'year' ? 'month' : 'year';
};
