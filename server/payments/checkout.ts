/** Starting a checkout, verifying it on the success page, and cancelling at period end. */
import { messages } from '../../domain/messages.ts';
import type { Database } from '../db/index.ts';
import { fulfilCheckout } from './fulfil.ts';
import { PaymentDeclinedError, type PaymentProvider } from './provider.ts';
import { type SubscriptionRow, findPaidPlan, findPaymentSession, findSubscription, grantsPremium, insertPaymentSession } from './store.ts';

const m = messages.billing;

export interface Deps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

/** An answer the route turns into the contract's error body. */
export interface Failure {
  ok: false;
  status: 402 | 404 | 409 | 422;
  code: 'payment_declined' | 'not_found' | 'conflict' | 'validation_error';
  message: string;
}

const fail = (status: Failure['status'], code: Failure['code'], message: string): Failure => ({
  ok: false,
  status,
  code,
  message,
});

export async function startCheckout(
  deps: Deps,
  user: { id: string; email: string },
  stripePriceId: string,
): Promise<{ ok: true; url: string } | Failure> {
  const plan = await findPaidPlan(deps.db, stripePriceId);
  if (!plan) return fail(404, 'not_found', m.planNotFound);
  const current = await findSubscription(deps.db, user.id);
  // A cancelled subscription still in its paid period may be renewed; an active one may not.
  if (grantsPremium(current, deps.now()) && current?.status === 'active') {
    return fail(409, 'conflict', m.alreadyPremium);
  }
  try {
    const checkout = await deps.provider.createCheckout({
      user,
      plan,
      successUrl: `${deps.publicUrl}/success-payment?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/cancel-payment`,
    });
    await insertPaymentSession(deps.db, {
      id: checkout.sessionId,
      user_id: user.id,
      plan_id: plan.id,
      provider: deps.provider.kind,
      created_at: deps.now(),
    });
    return { ok: true, url: checkout.url };
  } catch (error) {
    if (error instanceof PaymentDeclinedError) return fail(402, 'payment_declined', messages.plans.paymentDeclined);
    throw error;
  }
}

export type Verification =
  | { ok: true; state: 'processing' }
  | { ok: true; state: 'success'; subscription: SubscriptionRow; userId: string; planName: string };

/** The success page's poll: asks the provider, and fulfils on the spot once the checkout is paid. */
export async function verifyCheckout(deps: Deps, sessionId: string): Promise<Verification | Failure> {
  const session = await findPaymentSession(deps.db, sessionId);
  if (!session) return fail(404, 'not_found', m.sessionNotFound);
  const planName = await planNameOf(deps.db, session.plan_id);
  if (session.fulfilled_at) {
    const subscription = await findSubscription(deps.db, session.user_id);
    if (subscription) return { ok: true, state: 'success', subscription, userId: session.user_id, planName };
  }
  const checkout = await deps.provider.getCheckout(sessionId);
  if (checkout.status === 'expired') return fail(409, 'conflict', m.sessionExpired);
  if (checkout.status === 'open' || !checkout.subscriptionId || !checkout.currentPeriodEnd) {
    return { ok: true, state: 'processing' };
  }
  const done = await fulfilCheckout(
    deps.db,
    sessionId,
    { subscriptionId: checkout.subscriptionId, currentPeriodEnd: checkout.currentPeriodEnd },
    deps.now(),
  );
  if (!done) return fail(404, 'not_found', m.sessionNotFound);
  return { ok: true, state: 'success', subscription: done.subscription, userId: session.user_id, planName };
}

/**
 * TEST MODE has no webhook, so a paid session whose success page is never polled (tab closed)
 * would stay unfulfilled. This plays the webhook's part for every session whose completion time
 * has passed; the routes run it at start and after each Pay's delay.
 */
export async function fulfilDueTestSessions(deps: Deps): Promise<number> {
  const due = await deps.db.query<{ id: string }>(
    `SELECT id FROM payment_sessions
      WHERE provider = 'test' AND fulfilled_at IS NULL AND status = 'open' AND completes_at <= $1`,
    [deps.now()],
  );
  for (const { id } of due) await verifyCheckout(deps, id);
  return due.length;
}

async function planNameOf(db: Database, planId: string): Promise<string> {
  return (await db.one<{ name: string }>('SELECT name FROM plans WHERE id = $1', [planId])).name;
}

/** Cancel at period end: the provider stops renewing, the user keeps Premium until current_period_end. */
export async function cancelAtPeriodEnd(
  deps: Deps,
  userId: string,
): Promise<{ ok: true; subscription: SubscriptionRow } | Failure> {
  const current = await findSubscription(deps.db, userId);
  if (!current || !grantsPremium(current, deps.now())) return fail(409, 'conflict', m.nothingToCancel);
  if (current.status === 'cancelled' || current.cancel_at_period_end) return fail(409, 'conflict', m.alreadyCancelled);
  if (current.provider_subscription_id && current.provider === deps.provider.kind) {
    await deps.provider.cancelAtPeriodEnd(current.provider_subscription_id);
  }
  const subscription = await deps.db.one<SubscriptionRow>(
    `UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = true, updated_at = $2
      WHERE id = $1 RETURNING *`,
    [current.id, deps.now()],
  );
  return { ok: true, subscription };
}
