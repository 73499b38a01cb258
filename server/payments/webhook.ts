/**
 * Applies verified provider events. Events are triggers, not state: each handler re-reads the
 * current truth from the provider (checkout session, subscription), so events arriving twice or
 * out of order converge on the same rows. The event id is recorded in the same transaction as its
 * effect, so an event is applied exactly once even when Stripe retries it concurrently.
 */
import type { Database } from '../db/index.ts';
import { fulfilCheckout } from './fulfil.ts';
import type { CheckoutState, PaymentProvider, ProviderEvent, SubscriptionState, WebhookSupport } from './provider.ts';

type Effect = (tx: Database) => Promise<void>;

async function prepare(
  event: ProviderEvent,
  provider: PaymentProvider,
  webhooks: WebhookSupport,
  now: Date,
): Promise<Effect> {
  switch (event.kind) {
    case 'checkout_completed': {
      const checkout = await provider.getCheckout(event.sessionId);
      return (tx) => completeCheckout(tx, event.sessionId, checkout, now);
    }
    case 'subscription_changed': {
      const state = await webhooks.getSubscription(event.subscriptionId);
      return (tx) => syncSubscription(tx, event.subscriptionId, state, now);
    }
    case 'ignored':
      return async () => {};
  }
}

async function completeCheckout(tx: Database, sessionId: string, checkout: CheckoutState, now: Date): Promise<void> {
  if (checkout.status !== 'complete' || !checkout.subscriptionId || !checkout.currentPeriodEnd) return;
  // Sessions not started through payment-link (unknown here) are skipped: fulfilCheckout returns null.
  await fulfilCheckout(
    tx,
    sessionId,
    { subscriptionId: checkout.subscriptionId, currentPeriodEnd: checkout.currentPeriodEnd },
    now,
  );
}

/** A subscription we do not know yet is skipped: its checkout completion will read the same state. */
async function syncSubscription(tx: Database, subscriptionId: string, state: SubscriptionState, now: Date) {
  await tx.query(
    `UPDATE subscriptions SET status = $2, current_period_end = $3, cancel_at_period_end = $4, updated_at = $5
      WHERE provider = 'stripe' AND provider_subscription_id = $1`,
    [subscriptionId, state.status, state.currentPeriodEnd, state.cancelAtPeriodEnd, now],
  );
}

/** Returns false for an event already applied (a duplicate delivery). */
export async function applyEvent(
  db: Database,
  provider: PaymentProvider,
  webhooks: WebhookSupport,
  event: ProviderEvent,
  now: Date,
): Promise<boolean> {
  const effect = await prepare(event, provider, webhooks, now);
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
