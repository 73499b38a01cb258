/**
 * The customer's changes after day one (decisions 164 and 165): cancel at period
 * end, resume a cancellation, switch interval, the billing portal. Each checks the step against
 * status.ts (domain's rules), tells Stripe when Stripe bills the subscription, and writes the step
 * through repository.ts, the table's one owner. Stripe's own billing comes back through its events
 * (server/payments/webhook.ts); TEST MODE's renewals and failures are test-billing.ts.
 */
import type { BillingInterval } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { billingReturnPath, withBillingReturn } from '#domain/billingReturn.ts';
import type { Database } from '#server/db/index.ts';
import { ApiError } from '#server/http/errors.ts';
import {
  addInterval,
  type CheckoutPlan,
  type PaymentProvider,
  type SubscriptionChanges,
} from '#server/payments/provider.ts';
import { type PlanRow, findPlan, premiumPlan } from '#server/payments/store.ts';
import { invoiceDescription, recordTestInvoice } from './invoices.ts';
import * as subscriptions from './repository.ts';
import { type SubscriptionView, findSubscription, subscriptionAfter } from './repository.ts';
import { isCancellable, isPremium, isResumable, isSwitchable } from './status.ts';

const m = messages.billing;

/** What the lifecycle calls need: the same as the checkout's (server/payments/checkout.ts), on the billing clock. */
export interface Deps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

export const conflict = (message: string) => new ApiError(409, 'conflict', message);

/** A provider call that fails leaves our records as they were: 503, never a 500. */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new ApiError(503, 'billing_unavailable', m.providerUnavailable);
  }
}

function checkoutPlan(plan: PlanRow): CheckoutPlan {
  return { id: plan.id, name: plan.name, interval: plan.interval, stripePriceId: plan.stripe_price_id ?? '' };
}

/** The provider's side of this subscription when the provider bills it (Stripe); null when only our records hold it (TEST MODE). */
function billedBy(deps: Deps, sub: SubscriptionView): { changes: SubscriptionChanges; id: string } | null {
  const changes = deps.provider.changes;
  if (!changes || sub.provider !== deps.provider.kind || !sub.provider_subscription_id) return null;
  return { changes, id: sub.provider_subscription_id };
}

/** Drops the provider's schedule of a switch, if it keeps one. */
async function releaseSchedule(deps: Deps, sub: SubscriptionView): Promise<void> {
  const provider = billedBy(deps, sub);
  const scheduleId = sub.provider_schedule_id;
  if (provider && scheduleId) await atProvider(() => provider.changes.cancelSchedule(scheduleId));
}

export type SwitchOutcome = { subscription: SubscriptionView; message: string };

/**
 * Monthly → annual at once, prorated; annual → monthly at the period's end; the current interval
 * while a switch is scheduled undoes it. 409 when there is nothing renewing to switch.
 */
export async function switchInterval(deps: Deps, userId: string, interval: BillingInterval): Promise<SwitchOutcome> {
  const now = deps.now();
  const sub = await findSubscription(deps.db, userId);
  const state = isSwitchable(sub, now);
  if (!sub || state === 'none') throw conflict(m.nothingToSwitch);
  if (state === 'cancelled') throw conflict(m.resumeBeforeSwitch);
  if (state === 'failed') throw conflict(m.fixPaymentBeforeSwitch);

  if (interval === sub.interval) {
    if (!sub.switch_to_plan_id) throw conflict(m.alreadyOnInterval);
    await releaseSchedule(deps, sub);
    await subscriptions.undoSwitch(deps.db, sub.id, now);
    return { subscription: await subscriptionAfter(deps.db, userId), message: m.switchUndone };
  }

  const current = await findPlan(deps.db, sub.plan_id);
  const next = await premiumPlan(deps.db, interval);
  if (interval === 'year') {
    await switchToAnnualNow(deps, sub, current, next, now);
    return { subscription: await subscriptionAfter(deps.db, userId), message: m.switchedToAnnual };
  }
  const provider = billedBy(deps, sub);
  const scheduleId = provider
    ? await atProvider(() => provider.changes.scheduleSwitch(provider.id, checkoutPlan(current), checkoutPlan(next)))
    : null;
  await subscriptions.scheduleSwitch(deps.db, sub.id, next.id, scheduleId, now);
  return { subscription: await subscriptionAfter(deps.db, userId), message: m.switchScheduled };
}

/**
 * The year starts now. Stripe prorates (proration_behavior: create_prorations) and reports the new
 * period; TEST MODE credits the unused share of the month's price and writes one paid invoice.
 */
async function switchToAnnualNow(deps: Deps, sub: SubscriptionView, current: PlanRow, next: PlanRow, now: Date) {
  const provider = billedBy(deps, sub);
  if (provider) {
    const period = await atProvider(() => provider.changes.switchNow(provider.id, checkoutPlan(next)));
    await subscriptions.switchNow(deps.db, sub.id, next.id, period, now);
    return;
  }
  const end = addInterval(now, next.interval);
  const credit = unusedCents(sub, current, now);
  await deps.db.transaction(async (tx) => {
    await subscriptions.switchNow(tx, sub.id, next.id, { start: now, end }, now);
    await recordTestInvoice(tx, {
      userId: sub.user_id,
      subscriptionId: sub.provider_subscription_id,
      planId: next.id,
      description: invoiceDescription(next.interval, true),
      amountCents: next.price_cents - credit,
      periodStart: now,
      periodEnd: end,
      status: 'paid',
      at: now,
    });
  });
}

/** The price of the part of the current period not used yet (what a prorated switch credits). */
function unusedCents(sub: SubscriptionView, plan: PlanRow, now: Date): number {
  const end = sub.current_period_end.getTime();
  const start = sub.current_period_start
    ? new Date(sub.current_period_start).getTime()
    : reverseInterval(sub.current_period_end, plan.interval).getTime();
  const share = Math.min(1, Math.max(0, (end - now.getTime()) / Math.max(1, end - start)));
  return Math.round(plan.price_cents * share);
}

function reverseInterval(end: Date, interval: BillingInterval): Date {
  const start = new Date(end);
  if (interval === 'year') start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

/** Undoes a cancellation inside the paid period; 409 when nothing is cancelled or the period is over. */
export async function resumeSubscription(deps: Deps, userId: string): Promise<SubscriptionView> {
  const now = deps.now();
  const sub = await findSubscription(deps.db, userId);
  if (!sub || !isResumable(sub, now)) throw conflict(m.nothingToResume);
  const provider = billedBy(deps, sub);
  if (provider) await atProvider(() => provider.changes.resume(provider.id));
  await subscriptions.resume(deps.db, sub.id, now);
  return subscriptionAfter(deps.db, userId);
}

/**
 * Cancel at period end: the provider stops renewing, the user keeps Premium until current_period_end.
 * 409 without a subscription in its paid period, or when it is already cancelled.
 */
export async function cancelSubscription(deps: Deps, userId: string): Promise<SubscriptionView> {
  const now = deps.now();
  const sub = await findSubscription(deps.db, userId);
  if (!sub || !isPremium(sub, now)) throw conflict(m.nothingToCancel);
  if (!isCancellable(sub, now)) throw conflict(m.alreadyCancelled);
  if (sub.switch_to_plan_id || sub.provider_schedule_id) {
    // A scheduled switch would renew the subscription: it goes first (Stripe: its schedule is released).
    await releaseSchedule(deps, sub);
    await subscriptions.undoSwitch(deps.db, sub.id, now);
  }
  const provider = billedBy(deps, sub);
  if (provider) await atProvider(() => provider.changes.cancelAtPeriodEnd(provider.id));
  await subscriptions.cancelAtPeriodEnd(deps.db, sub.id, now);
  return subscriptionAfter(deps.db, userId);
}

/** The Billing Portal (Stripe) or TEST MODE's page; 409 for an account that never paid. */
export async function portalUrl(deps: Deps, userId: string, returnTo?: string): Promise<string> {
  const sub = await findSubscription(deps.db, userId);
  // Decision 255: only a path on this site; the portal comes back there, saying the card was updated.
  const path = billingReturnPath(returnTo);
  const back = {
    returnUrl: `${deps.publicUrl}${path}`,
    doneUrl: `${deps.publicUrl}${withBillingReturn(path, 'card-updated')}`,
  };
  if (deps.provider.kind === 'stripe') {
    const customer = sub?.provider === 'stripe' ? sub.provider_customer_id : null;
    if (!customer) throw conflict(m.noBillingAccount);
    return atProvider(() => deps.provider.portalUrl(customer, back));
  }
  if (!sub) throw conflict(m.noBillingAccount);
  return deps.provider.portalUrl('', { ...back, returnUrl: path });
}
