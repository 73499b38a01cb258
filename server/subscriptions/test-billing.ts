/**
 * TEST MODE bills itself, on the billing clock (clock.ts): renewals paid or failed, the grace period
 * after a failure, a failed payment retried from the test portal, and lapses. With Stripe, Stripe
 * does all of this and its events bring the outcome back (server/payments/webhook.ts).
 */
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/index.ts';
import { addInterval } from '#server/payments/provider.ts';
import { findPlan } from '#server/payments/store.ts';
import { invoiceDescription, markFailedInvoicesPaid, recordTestInvoice } from './invoices.ts';
import { type Deps, conflict } from './lifecycle.ts';
import { type Notify, sendGraceEndingNotices, sendNotice } from './notices.ts';
import * as subscriptions from './repository.ts';
import { type Card, type SubscriptionView, findSubscription, subscriptionAfter } from './repository.ts';
import { type EndedReason, isSwitchable } from './status.ts';

/** TEST MODE's cards (Stripe's test numbers' last digits): a checkout pays with the first. */
export const TEST_CARDS = ['visa', 'mastercard'] as const;
export type TestCardName = (typeof TEST_CARDS)[number];

/** A test card as stored, expiring a few years after `now` (so it never reads as expired). */
export function testCard(name: TestCardName, now: Date): Card {
  const year = now.getUTCFullYear();
  return name === 'visa'
    ? { brand: 'visa', last4: '4242', expMonth: 12, expYear: year + 3 }
    : { brand: 'mastercard', last4: '4444', expMonth: 8, expYear: year + 4 };
}

/** TEST MODE's grace period after a failed renewal (Stripe's is its own retry schedule). */
export const TEST_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** TEST MODE: the signed-in user's next renewal fails. 409 without a renewing subscription. */
export async function armRenewalFailure(deps: Deps, userId: string): Promise<SubscriptionView> {
  const sub = await findSubscription(deps.db, userId);
  if (!sub || isSwitchable(sub, deps.now()) !== 'ok' || sub.provider !== 'test') {
    throw conflict(messages.testBilling.noRenewingSubscription);
  }
  await subscriptions.failNextRenewal(deps.db, sub.id);
  return subscriptionAfter(deps.db, userId);
}

/**
 * TEST MODE, the card updated in the test portal: it becomes the card on file; a failed renewal is
 * retried and succeeds (its invoice paid, the failure cleared), and the customer is told the card
 * changed (once per form submission, `submission`). Returns whether there was a failed renewal to retry.
 */
export async function updateTestCard(
  db: Database,
  notify: Notify,
  userId: string,
  submission: string,
  now: Date,
  card: TestCardName = 'visa',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sub = await findSubscription(tx, userId, true);
    if (!sub) return false;
    await subscriptions.updateCard(tx, sub.id, testCard(card, now), now);
    const retried = await retryFailedRenewal(tx, sub, now);
    await sendNotice(tx, notify, userId, { kind: 'card_updated', occurrence: submission, retried }, now);
    return retried;
  });
}

async function retryFailedRenewal(tx: Database, sub: SubscriptionView, now: Date): Promise<boolean> {
  if (sub.provider !== 'test' || !sub.payment_failed_at || sub.status === 'expired') return false;
  if (sub.grace_ends_at && sub.grace_ends_at.getTime() <= now.getTime()) return false;
  await markFailedInvoicesPaid(tx, sub.user_id, now);
  await subscriptions.clearFailedPayment(tx, sub.id, now);
  return true;
}

/**
 * TEST MODE: everything that fell due by now, in the order it fell due, for every subscription
 * TEST MODE bills: renewals (paid, or failed when armed: a failed invoice and the grace period; a
 * scheduled switch takes effect), grace periods ending unpaid and cancelled periods ending (the
 * account is Basic). Each subscription in its own transaction, locked, so two instances advancing
 * at once never renew it twice; each step's e-mail is queued in it (notices.ts). Then the grace
 * periods about to end are told so. Returns how many steps ran.
 */
export async function runDueTestBilling(db: Database, notify: Notify, now: Date): Promise<number> {
  let steps = 0;
  for (const user_id of await subscriptions.dueForTestBilling(db, now)) {
    steps += await db.transaction(async (tx) => {
      let ran = 0;
      // Until nothing is due: a monthly subscription advanced by a year renews twelve times, in order.
      for (let guard = 0; guard < 2000; guard++) {
        const sub = await findSubscription(tx, user_id, true);
        if (!sub || !(await stepDue(tx, notify, sub, now))) break;
        ran += 1;
      }
      return ran;
    });
  }
  await sendGraceEndingNotices(db, notify, now);
  return steps;
}

/** One due step of one subscription; false when nothing is due. */
async function stepDue(tx: Database, notify: Notify, sub: SubscriptionView, now: Date): Promise<boolean> {
  if (sub.provider !== 'test' || sub.status === 'expired') return false;
  if (sub.payment_failed_at) {
    if (!sub.grace_ends_at || sub.grace_ends_at.getTime() > now.getTime()) return false;
    // The grace period ran out unpaid: Basic. The failed invoice stays as it was.
    await lapse(tx, notify, sub, sub.grace_ends_at, 'unpaid');
    return true;
  }
  if (sub.current_period_end.getTime() > now.getTime()) return false;
  const at = sub.current_period_end;
  if (sub.cancel_at_period_end || sub.status === 'cancelled') {
    await lapse(tx, notify, sub, at, 'cancelled');
    return true;
  }
  const plan = await findPlan(tx, sub.switch_to_plan_id ?? sub.plan_id);
  const end = addInterval(at, plan.interval);
  const fails = sub.fail_next_renewal;
  const graceEndsAt = fails ? new Date(at.getTime() + TEST_GRACE_DAYS * DAY_MS) : null;
  await subscriptions.renew(tx, sub.id, plan.id, { start: at, end }, graceEndsAt);
  await recordTestInvoice(tx, {
    userId: sub.user_id,
    subscriptionId: sub.provider_subscription_id,
    planId: plan.id,
    description: invoiceDescription(plan.interval),
    amountCents: plan.price_cents,
    periodStart: at,
    periodEnd: end,
    status: fails ? 'failed' : 'paid',
    at,
  });
  if (graceEndsAt) {
    const notice = { kind: 'renewal_failed', occurrence: at.toISOString(), graceEndsAt } as const;
    await sendNotice(tx, notify, sub.user_id, notice, at);
  }
  return true;
}

async function lapse(tx: Database, notify: Notify, sub: SubscriptionView, at: Date, reason: EndedReason) {
  await subscriptions.lapse(tx, sub.id, at, reason);
  await sendNotice(tx, notify, sub.user_id, { kind: 'lapsed', occurrence: at.toISOString(), reason }, at);
}
