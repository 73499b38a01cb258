/** Starting a checkout, verifying it on the success page, and cancelling at period end. */
import { messages } from '../../domain/messages.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { isPremium } from '../subscriptions/status.ts';
import { fulfilCheckout } from './fulfil.ts';
import { PaymentDeclinedError, type PaymentProvider } from './provider.ts';
import { type SubscriptionRow, findPaidPlan, findPaymentSession, findSubscription, insertPaymentSession } from './store.ts';

const m = messages.billing;

export interface Deps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

const sessionNotFound = () => new ApiError(404, 'not_found', m.sessionNotFound);

/** Active and not cancelled: buying again would pay twice for the same period. */
function isRenewing(sub: SubscriptionRow | null, now: Date): boolean {
  return isPremium(sub, now) && sub?.status === 'active' && !sub.cancel_at_period_end;
}

/** The provider's checkout url; 404 unknown plan, 409 already Premium, 402 declined by the provider. */
export async function startCheckout(
  deps: Deps,
  user: { id: string; email: string },
  stripePriceId: string,
): Promise<string> {
  const plan = await findPaidPlan(deps.db, stripePriceId);
  if (!plan) throw new ApiError(404, 'not_found', m.planNotFound);
  // A cancelled subscription still in its paid period may be renewed; a renewing one may not.
  if (isRenewing(await findSubscription(deps.db, user.id), deps.now())) {
    throw new ApiError(409, 'conflict', m.alreadyPremium);
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
    return checkout.url;
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      throw new ApiError(402, 'payment_declined', messages.plans.paymentDeclined);
    }
    throw error;
  }
}

export type Verification =
  | { state: 'processing' }
  | { state: 'success'; subscription: SubscriptionRow; userId: string; planName: string };

/**
 * The success page's poll: asks the provider, and fulfils on the spot once the checkout is paid.
 * 404 for an unknown session, 409 for a cancelled or expired checkout.
 */
export async function verifyCheckout(deps: Deps, sessionId: string): Promise<Verification> {
  const session = await findPaymentSession(deps.db, sessionId);
  if (!session) throw sessionNotFound();
  const planName = await planNameOf(deps.db, session.plan_id);
  if (session.fulfilled_at) {
    const subscription = await findSubscription(deps.db, session.user_id);
    if (subscription) return { state: 'success', subscription, userId: session.user_id, planName };
  }
  const checkout = await deps.provider.getCheckout(sessionId);
  if (checkout.status === 'expired') throw new ApiError(409, 'conflict', m.sessionExpired);
  if (checkout.status === 'open' || !checkout.subscriptionId || !checkout.currentPeriodEnd) {
    return { state: 'processing' };
  }
  const done = await fulfilCheckout(
    deps.db,
    sessionId,
    { subscriptionId: checkout.subscriptionId, currentPeriodEnd: checkout.currentPeriodEnd },
    deps.now(),
  );
  if (!done) throw sessionNotFound();
  return { state: 'success', subscription: done.subscription, userId: session.user_id, planName };
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

/**
 * Cancel at period end: the provider stops renewing, the user keeps Premium until current_period_end.
 * 409 without a subscription in its paid period, or when it is already cancelled.
 */
export async function cancelAtPeriodEnd(deps: Deps, userId: string): Promise<SubscriptionRow> {
  const current = await findSubscription(deps.db, userId);
  if (!current || !isPremium(current, deps.now())) throw new ApiError(409, 'conflict', m.nothingToCancel);
  if (!isRenewing(current, deps.now())) throw new ApiError(409, 'conflict', m.alreadyCancelled);
  if (current.provider_subscription_id && current.provider === deps.provider.kind) {
    await deps.provider.cancelAtPeriodEnd(current.provider_subscription_id);
  }
  return deps.db.one<SubscriptionRow>(
    `UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = true, updated_at = $2
      WHERE id = $1 RETURNING *`,
    [current.id, deps.now()],
  );
}
