import type { Database } from '#server/db/index.ts';
import { claimProviderInvoices, invoiceDescription, recordTestInvoice } from '#server/subscriptions/invoices.ts';
import {
  type PaymentSessionRow,
  type SubscriptionRow,
  findPaymentSession,
  findPlan,
  findSubscription,
} from './store.ts';

export interface CompletedCheckout {
  subscriptionId: string;
  currentPeriodEnd: Date;
  currentPeriodStart?: Date | undefined;
  customerId?: string | undefined;
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
    // One subscription per user: a new purchase replaces whatever plan the user had before.
    // A new purchase also starts a clean lifecycle: no failed payment, no scheduled switch.
    const subscription = await tx.one<SubscriptionRow>(
      `INSERT INTO subscriptions
         (user_id, plan_id, status, provider, provider_subscription_id, current_period_end, cancel_at_period_end,
          current_period_start, provider_customer_id, created_at, updated_at)
       VALUES ($1, $2, 'active', $3, $4, $5, false, $7, $8, $6, $6)
       ON CONFLICT (user_id) DO UPDATE SET
         plan_id = EXCLUDED.plan_id, status = 'active', provider = EXCLUDED.provider,
         provider_subscription_id = EXCLUDED.provider_subscription_id,
         current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = false,
         current_period_start = EXCLUDED.current_period_start, provider_customer_id = EXCLUDED.provider_customer_id,
         payment_failed_at = NULL, grace_ends_at = NULL, switch_to_plan_id = NULL, provider_schedule_id = NULL,
         fail_next_renewal = false, updated_at = EXCLUDED.updated_at
       RETURNING *`,
      [
        session.user_id,
        session.plan_id,
        session.provider,
        checkout.subscriptionId,
        checkout.currentPeriodEnd,
        now,
        checkout.currentPeriodStart ?? now,
        checkout.customerId ?? null,
      ],
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
    const fulfilled = await tx.one<PaymentSessionRow>(
      `UPDATE payment_sessions SET status = 'complete', fulfilled_at = $2 WHERE id = $1 RETURNING *`,
      [sessionId, now],
    );
    return { session: fulfilled, subscription };
  });
}
