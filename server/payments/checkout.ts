/** Starting a checkout and verifying it on the success page; account deletion's end of billing. */
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/index.ts';
import { ApiError } from '#server/http/errors.ts';
import { type SubscriptionRow, findSubscription } from '#server/subscriptions/repository.ts';
import { isCancellable } from '#server/subscriptions/status.ts';
import { fulfilCheckout } from './fulfil.ts';
import { PaymentDeclinedError, type PaymentProvider } from './provider.ts';
import { findPaidPlan, findPaymentSession, insertPaymentSession } from './store.ts';

const m = messages.billing;

export interface Deps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

const sessionNotFound = () => new ApiError(404, 'not_found', m.sessionNotFound);

/** The provider's checkout url; 404 unknown plan, 409 already Premium, 402 declined by the provider. */
export async function startCheckout(
  deps: Deps,
  user: { id: string; email: string },
  stripePriceId: string,
): Promise<string> {
  const plan = await findPaidPlan(deps.db, stripePriceId);
  if (!plan) throw new ApiError(404, 'not_found', m.planNotFound);
  // A cancelled subscription still in its paid period may be renewed; a renewing one may not.
  if (isCancellable(await findSubscription(deps.db, user.id), deps.now())) {
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
    {
      subscriptionId: checkout.subscriptionId,
      currentPeriodEnd: checkout.currentPeriodEnd,
      currentPeriodStart: checkout.currentPeriodStart,
      customerId: checkout.customerId,
      card: checkout.card,
    },
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
 * Account deletion: a live subscription stops at once at the provider (no renewal, no refund), before
 * anything is deleted, so a deleted account is never charged again. Throws when the provider fails.
 */
export async function endBillingNow(deps: Pick<Deps, 'db' | 'provider'>, userId: string): Promise<void> {
  const current = await findSubscription(deps.db, userId);
  if (!current?.provider_subscription_id || current.status === 'expired') return;
  if (current.provider === deps.provider.kind) await deps.provider.cancelNow(current.provider_subscription_id);
}

/**
 * Account deletion (issue 26.7), before anything is deleted: every checkout the account opened and
 * never fulfilled ends at the provider, so it can no longer be paid. One paid meanwhile (the payer
 * was faster) is refunded and its subscription ended. Returns how many were refunded; throws when
 * the provider fails, so the account stays as it was.
 */
export async function endOpenCheckouts(deps: Pick<Deps, 'db' | 'provider'>, userId: string): Promise<number> {
  const open = await deps.db.query<{ id: string }>(
    `SELECT id FROM payment_sessions
      WHERE user_id = $1 AND provider = $2 AND status = 'open' AND fulfilled_at IS NULL`,
    [userId, deps.provider.kind],
  );
  let refunded = 0;
  for (const { id } of open) {
    if ((await deps.provider.expireCheckout(id)) === 'expired') continue;
    await deps.provider.refundCheckout(id);
    refunded += 1;
  }
  return refunded;
}

/** Keeps the ids of the account's unfulfilled checkouts past its deletion, in the deleting transaction. */
export async function rememberDeletedAccountCheckouts(tx: Database, userId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO deleted_account_checkouts (session_id, provider, deleted_at)
     SELECT id, provider, $2 FROM payment_sessions WHERE user_id = $1 AND fulfilled_at IS NULL
     ON CONFLICT (session_id) DO NOTHING`,
    [userId, now],
  );
}

/**
 * How long a deleted account's checkout ids are kept. A checkout can be paid for at most a day after it
 * was opened and Stripe retries an event for three days; after a month no payment can still arrive.
 */
const DELETED_CHECKOUTS_KEPT_DAYS = 30;

/** Forgets deleted accounts' checkouts that can no longer be paid (the maintenance job); how many. */
export async function purgeDeletedAccountCheckouts(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELETED_CHECKOUTS_KEPT_DAYS * 24 * 3600_000);
  const rows = await db.query('DELETE FROM deleted_account_checkouts WHERE deleted_at < $1 RETURNING session_id', [
    before,
  ]);
  return rows.length;
}

/** Whether a checkout belonged to an account that has since been deleted. */
export async function isDeletedAccountCheckout(db: Database, sessionId: string): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 FROM deleted_account_checkouts WHERE session_id = $1', [sessionId]);
  return row !== null;
}
