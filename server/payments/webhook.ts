/**
 * Applies verified provider events. Events are triggers, not state: each handler re-reads the
 * current truth from the provider (checkout session, subscription), so events arriving twice or
 * out of order converge on the same rows. The event id is recorded in the same transaction as its
 * effect, so an event is applied exactly once even when Stripe retries it concurrently.
 */
import type { Database } from '#server/db/index.ts';
import { upsertProviderInvoice } from '#server/subscriptions/invoices.ts';
import { type Notify, sendNotice } from '#server/subscriptions/notices.ts';
import {
  applyStripeState,
  findSubscription,
  stripeSubscriptionsOfCustomer,
  subscriberOf,
} from '#server/subscriptions/repository.ts';
import { isDeletedAccountCheckout } from './checkout.ts';
import { fulfilCheckout } from './fulfil.ts';
import type { CheckoutState, InvoiceState, PaymentProvider, ProviderEvent, WebhookSupport } from './provider.ts';

type Effect = (tx: Database) => Promise<void>;

/** What the route hears about an event besides its outcome (for the log; no checkout session id in it). */
export interface EventNotices {
  /** Stripe no longer has the event's object. */
  onGone?: (err: unknown) => void;
  /** A checkout paid for a deleted account was refunded and its subscription ended. */
  onRefunded?: () => void;
}

async function prepare(
  db: Database,
  event: ProviderEvent,
  provider: PaymentProvider,
  webhooks: WebhookSupport,
  now: Date,
  notify: Notify,
  notices: EventNotices,
): Promise<Effect> {
  switch (event.kind) {
    case 'checkout_completed': {
      const checkout = await provider.getCheckout(event.sessionId);
      // Paid after its account was deleted (issue 26.7): nobody is behind it, so the money goes back.
      if (checkout.status === 'complete' && (await isDeletedAccountCheckout(db, event.sessionId))) {
        await provider.refundCheckout(event.sessionId);
        notices.onRefunded?.();
        return async () => {};
      }
      return (tx) => completeCheckout(tx, event.sessionId, checkout, now);
    }
    case 'subscription_changed': {
      const state = await webhooks.getSubscription(event.subscriptionId);
      return async (tx) => {
        const { cardChanged } = await applyStripeState(tx, event.subscriptionId, state, now);
        await tellCustomer(tx, notify, event.subscriptionId, { invoice: null, cardChanged, eventId: event.id }, now);
      };
    }
    case 'customer_changed': {
      // The customer's invoice default (the card after a Billing Portal update): each of its
      // subscriptions is read again, with the card it is now charged to.
      const subscriptionIds = await stripeSubscriptionsOfCustomer(db, event.customerId);
      const states = await Promise.all(subscriptionIds.map((id) => webhooks.getSubscription(id)));
      return async (tx) => {
        for (const [i, subscriptionId] of subscriptionIds.entries()) {
          const state = states[i];
          if (!state) continue;
          const { cardChanged } = await applyStripeState(tx, subscriptionId, state, now);
          await tellCustomer(tx, notify, subscriptionId, { invoice: null, cardChanged, eventId: event.id }, now);
        }
      };
    }
    case 'invoice_changed': {
      // invoice.paid / invoice.payment_failed: the invoice for the billing record, the subscription for
      // the account's state (past_due while Stripe retries, active again once paid).
      const invoice = await webhooks.getInvoice(event.invoiceId);
      const subscriptionId = event.subscriptionId;
      const state = subscriptionId ? await webhooks.getSubscription(subscriptionId) : null;
      return async (tx) => {
        await upsertProviderInvoice(tx, invoice, now);
        if (!subscriptionId || !state) return;
        const { cardChanged } = await applyStripeState(tx, subscriptionId, state, now);
        await tellCustomer(tx, notify, subscriptionId, { invoice, cardChanged, eventId: event.id }, now);
      };
    }
    case 'ignored':
      return async () => {};
  }
}

/** What an applied event changed that the customer may be told of. */
interface Applied {
  invoice: InvoiceState | null;
  /** A known card was replaced by another (applyStripeState). */
  cardChanged: boolean;
  eventId: string;
}

/**
 * Issue 28.3: what an applied event means to the customer, e-mailed once each (notices.ts): an
 * invoice whose payment failed (keyed by the invoice: Stripe's retries of it are one failure), the
 * subscription's end (keyed by the subscription), with the reason the row recorded, and a card
 * replaced (keyed by the event that found it replaced: the events that follow find it in place).
 */
async function tellCustomer(
  tx: Database,
  notify: Notify,
  subscriptionId: string,
  { invoice, cardChanged, eventId }: Applied,
  now: Date,
): Promise<void> {
  const userId = await subscriberOf(tx, 'stripe', subscriptionId);
  const sub = userId ? await findSubscription(tx, userId) : null;
  if (!userId || !sub) return;
  if (invoice?.status === 'failed' && sub.status !== 'expired') {
    await sendNotice(tx, notify, userId, { kind: 'renewal_failed', occurrence: invoice.id, graceEndsAt: null }, now);
  }
  if (cardChanged && sub.status !== 'expired') {
    await sendNotice(tx, notify, userId, { kind: 'card_updated', occurrence: eventId, retried: false }, now);
  }
  if (sub.status === 'expired' && sub.ended_reason) {
    await sendNotice(tx, notify, userId, { kind: 'lapsed', occurrence: subscriptionId, reason: sub.ended_reason }, now);
  }
}

async function completeCheckout(tx: Database, sessionId: string, checkout: CheckoutState, now: Date): Promise<void> {
  if (checkout.status !== 'complete' || !checkout.subscriptionId || !checkout.currentPeriodEnd) return;
  // Sessions not started through payment-link (unknown here) are skipped: fulfilCheckout returns null.
  await fulfilCheckout(
    tx,
    sessionId,
    {
      subscriptionId: checkout.subscriptionId,
      currentPeriodEnd: checkout.currentPeriodEnd,
      currentPeriodStart: checkout.currentPeriodStart,
      customerId: checkout.customerId,
      card: checkout.card,
    },
    now,
  );
}

/** Stripe answered that the event's object no longer exists (404 resource_missing). */
function isGone(err: unknown): boolean {
  const { code, statusCode } = (err ?? {}) as { code?: unknown; statusCode?: unknown };
  return code === 'resource_missing' || statusCode === 404;
}

/**
 * Applies an event once. An event about an object Stripe no longer has (a deleted customer's
 * session, a purged test object) can never be applied: it is recorded as received and `onGone`
 * hears of it, so the answer is 2xx and Stripe stops retrying it for days (issue 26.9).
 * Returns false for an event already applied (a duplicate delivery).
 */
export async function applyEvent(
  db: Database,
  provider: PaymentProvider,
  webhooks: WebhookSupport,
  event: ProviderEvent,
  now: Date,
  notify: Notify,
  notices: EventNotices = {},
): Promise<boolean> {
  let effect: Effect;
  try {
    effect = await prepare(db, event, provider, webhooks, now, notify, notices);
  } catch (err) {
    if (!isGone(err)) throw err;
    notices.onGone?.(err);
    effect = async () => {};
  }
  return db.transaction(async (tx) => {
    const fresh = await tx.query(
      'INSERT INTO webhook_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
      [event.id, event.type, now],
    );
    if (fresh.length === 0) return false;
    await effect(tx);
    return true;
  });
}
