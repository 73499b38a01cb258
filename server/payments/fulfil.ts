import type { Database } from '#server/db/index.ts';
import { claimProviderInvoices, invoiceDescription, recordTestInvoice } from '#server/subscriptions/invoices.ts';
import { type SubscriptionRow, findSubscription, subscribe } from '#server/subscriptions/repository.ts';
import { testCard } from '#server/subscriptions/test-billing.ts';
import type { ProviderCard } from './provider.ts';
import { type PaymentSessionRow, findPaymentSession, findPlan, markFulfilled } from './store.ts';

export interface CompletedCheckout {
  subscriptionId: string;
  currentPeriodEnd: Date;
  currentPeriodStart?: Date | undefined;
  customerId?: string | undefined;
  /** The card Stripe's checkout collected (its subscription's default payment method), when known. */
  card?: ProviderCard | null | undefined;
}

export interface Fulfilment {
  session: PaymentSessionRow;
  subscription: SubscriptionRow;
}

/**
 * The one way a paid checkout becomes a subscription, shared by the webhook and the success page.
 * The payment session row is locked first, so whichever caller comes second (a race, a replayed
 * event) finds fulfilled_at set and gets the existing subscription back. Returns null for an
 * unknown session. Nested inside an outer transaction it joins that transaction.
 */
export function fulfilCheckout(
  db: Database,
  sessionId: string,
  checkout: CompletedCheckout,
  now: Date,
): Promise<Fulfilment | null> {
  return db.transaction(async (tx) => {
    const session = await findPaymentSession(tx, sessionId, true);
    if (!session) return null;
    if (session.fulfilled_at) {
      const existing = await findSubscription(tx, session.user_id);
      if (existing) return { session, subscription: existing };
    }
    const subscription = await subscribe(
      tx,
      {
        userId: session.user_id,
        planId: session.plan_id,
        provider: session.provider,
        providerSubscriptionId: checkout.subscriptionId,
        currentPeriodStart: checkout.currentPeriodStart ?? now,
        currentPeriodEnd: checkout.currentPeriodEnd,
        customerId: checkout.customerId ?? null,
        // TEST MODE pays with its first test card; Stripe's is the checkout's subscription's (decision 291).
        card: session.provider === 'test' ? testCard('visa', now) : (checkout.card ?? null),
      },
      now,
    );
    if (session.provider === 'test') {
      // TEST MODE bills itself: the checkout's invoice, paid.
      const plan = await findPlan(tx, session.plan_id);
      await recordTestInvoice(tx, {
        userId: session.user_id,
        subscriptionId: checkout.subscriptionId,
        planId: plan.id,
        description: invoiceDescription(plan.interval),
        amountCents: plan.price_cents,
        periodStart: checkout.currentPeriodStart ?? now,
        periodEnd: checkout.currentPeriodEnd,
        status: 'paid',
        at: now,
      });
    } else {
      await claimProviderInvoices(tx, session.user_id, checkout.subscriptionId);
    }
    const fulfilled = await markFulfilled(tx, sessionId, now);
    return { session: fulfilled, subscription };
  });
}
