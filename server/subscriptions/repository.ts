/**
 * The subscriptions table, read and written here only (tests/architecture/table-owners.test.ts).
 * Each write is one step of the lifecycle in docs/product/subscriptions.md, named as the product
 * names it: subscribe, cancel at period end, resume, schedule or undo a switch, switch now, renew,
 * a renewal failing, a failed payment retried, lapse; and Stripe's own state, applied from its
 * events. Whether a step is allowed is decided before (status.ts, lifecycle.ts); this writes it.
 */
import type { BillingInterval } from '#domain/constants.ts';
import type { Database } from '#server/db/index.ts';
import type { SubscriptionState } from '#server/payments/provider.ts';
import type { CardColumns, EndedReason, SubscriptionFacts } from './status.ts';

/** The stored row: the read model's facts (status.ts) plus what billing needs to act on it. */
export type SubscriptionRow = SubscriptionFacts & {
  id: string;
  user_id: string;
  plan_id: string;
  provider: 'stripe' | 'test';
  provider_subscription_id: string | null;
  current_period_start: Date | null;
  switch_to_plan_id: string | null;
  provider_schedule_id: string | null;
  provider_customer_id: string | null;
  fail_next_renewal: boolean;
};

/** The row with its plan's name and interval and the interval of a scheduled switch, as the answers need them. */
export type SubscriptionView = SubscriptionRow & { interval: BillingInterval; plan_name: 'Basic' | 'Premium' };

/** The user's subscription (one per user), or null for one who never paid; `lock` holds it until the transaction ends. */
export function findSubscription(db: Database, userId: string, lock = false): Promise<SubscriptionView | null> {
  return db.maybeOne<SubscriptionView>(
    `SELECT s.*, p.interval, p.name AS plan_name, sp.interval AS switch_interval
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id LEFT JOIN plans sp ON sp.id = s.switch_to_plan_id
      WHERE s.user_id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [userId],
  );
}

/** The subscription a step has just written (it exists: the step found it first). */
export async function subscriptionAfter(db: Database, userId: string): Promise<SubscriptionView> {
  const sub = await findSubscription(db, userId);
  if (!sub) throw new Error(`subscription of ${userId} vanished`);
  return sub;
}

/** The user a provider's subscription belongs to, or null while its checkout is not fulfilled yet. */
export async function subscriberOf(
  db: Database,
  provider: SubscriptionRow['provider'],
  providerSubscriptionId: string,
): Promise<string | null> {
  const row = await db.maybeOne<{ user_id: string }>(
    'SELECT user_id FROM subscriptions WHERE provider = $1 AND provider_subscription_id = $2',
    [provider, providerSubscriptionId],
  );
  return row?.user_id ?? null;
}

/** A paid checkout, as it becomes the user's subscription. */
export interface Purchase {
  userId: string;
  planId: string;
  provider: 'stripe' | 'test';
  providerSubscriptionId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  customerId: string | null;
  /** The card paid with, when known (TEST MODE's test card; Stripe's default payment method). */
  card?: Card | null;
}

/** A card on file (issue 28.2): brand as the provider names it, last four digits, expiry. */
export interface Card {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Subscribe: one subscription per user, so a purchase replaces whatever plan the user had before,
 * and starts a clean lifecycle (no failed payment, no scheduled switch, not cancelled).
 */
export function subscribe(db: Database, p: Purchase, now: Date): Promise<SubscriptionRow> {
  return db.one<SubscriptionRow>(
    `INSERT INTO subscriptions
       (user_id, plan_id, status, provider, provider_subscription_id, current_period_end, cancel_at_period_end,
        current_period_start, provider_customer_id, created_at, updated_at,
        card_brand, card_last4, card_exp_month, card_exp_year)
     VALUES ($1, $2, 'active', $3, $4, $5, false, $7, $8, $6, $6, $9, $10, $11, $12)
     ON CONFLICT (user_id) DO UPDATE SET
       plan_id = EXCLUDED.plan_id, status = 'active', provider = EXCLUDED.provider,
       provider_subscription_id = EXCLUDED.provider_subscription_id,
       current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = false,
       current_period_start = EXCLUDED.current_period_start, provider_customer_id = EXCLUDED.provider_customer_id,
       payment_failed_at = NULL, grace_ends_at = NULL, switch_to_plan_id = NULL, provider_schedule_id = NULL,
       fail_next_renewal = false, ended_reason = NULL, updated_at = EXCLUDED.updated_at,
       card_brand = EXCLUDED.card_brand, card_last4 = EXCLUDED.card_last4,
       card_exp_month = EXCLUDED.card_exp_month, card_exp_year = EXCLUDED.card_exp_year
     RETURNING *`,
    [
      p.userId,
      p.planId,
      p.provider,
      p.providerSubscriptionId,
      p.currentPeriodEnd,
      now,
      p.currentPeriodStart,
      p.customerId,
      p.card?.brand ?? null,
      p.card?.last4 ?? null,
      p.card?.expMonth ?? null,
      p.card?.expYear ?? null,
    ],
  );
}

/** The card on file changed (TEST MODE's portal, or Stripe's default payment method). */
export async function updateCard(db: Database, id: string, card: Card, at: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET card_brand = $2, card_last4 = $3, card_exp_month = $4, card_exp_year = $5, updated_at = $6
      WHERE id = $1`,
    [id, card.brand, card.last4, card.expMonth, card.expYear, at],
  );
}

/** The demo Premium account's month (server/seed): written only when the account has no subscription yet. */
export async function subscribeDemo(db: Database, userId: string, periodEnd: Date, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, provider, current_period_end, created_at, updated_at)
     VALUES ($1, 'premium-monthly', 'active', 'test', $2, $3, $3) ON CONFLICT (user_id) DO NOTHING`,
    [userId, periodEnd, now],
  );
}

/** Cancel at period end: Premium stays until current_period_end, then the subscription lapses. */
export async function cancelAtPeriodEnd(db: Database, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = true, updated_at = $2 WHERE id = $1`,
    [id, at],
  );
}

/** Resume: a cancelled subscription renews again. */
export async function resume(db: Database, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = 'active', cancel_at_period_end = false, updated_at = $2 WHERE id = $1`,
    [id, at],
  );
}

/** Annual → monthly: the plan the next renewal bills (Stripe: the schedule that will do it). */
export async function scheduleSwitch(
  db: Database,
  id: string,
  planId: string,
  scheduleId: string | null,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET switch_to_plan_id = $2, provider_schedule_id = $3, updated_at = $4 WHERE id = $1`,
    [id, planId, scheduleId, at],
  );
}

/** A scheduled switch undone: the subscription renews on its own plan. */
export async function undoSwitch(db: Database, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET switch_to_plan_id = NULL, provider_schedule_id = NULL, updated_at = $2 WHERE id = $1`,
    [id, at],
  );
}

/** Monthly → annual: the new plan's period starts now (any scheduled switch is gone with it). */
export async function switchNow(
  db: Database,
  id: string,
  planId: string,
  period: { start: Date; end: Date },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET plan_id = $2, current_period_start = $3, current_period_end = $4,
            switch_to_plan_id = NULL, provider_schedule_id = NULL, updated_at = $5 WHERE id = $1`,
    [id, planId, period.start, period.end, at],
  );
}

// ——— TEST MODE: the server bills itself ———

/** TEST MODE: the renewal at `period.start` on plan `planId`, paid, or failed with a grace period until `graceEndsAt`. */
export async function renew(
  db: Database,
  id: string,
  planId: string,
  period: { start: Date; end: Date },
  graceEndsAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET plan_id = $2, current_period_start = $3, current_period_end = $4,
            switch_to_plan_id = NULL, fail_next_renewal = false,
            payment_failed_at = $5, grace_ends_at = $6, updated_at = $3
      WHERE id = $1`,
    [id, planId, period.start, period.end, graceEndsAt ? period.start : null, graceEndsAt],
  );
}

/** Lapse: the subscription ended at `at` (its cancelled period over, or its grace period over unpaid); the account is Basic. */
export async function lapse(db: Database, id: string, at: Date, reason: EndedReason): Promise<void> {
  await db.query(`UPDATE subscriptions SET status = 'expired', ended_reason = $3, updated_at = $2 WHERE id = $1`, [
    id,
    at,
    reason,
  ]);
}

/** TEST MODE: the next renewal's payment fails. */
export async function failNextRenewal(db: Database, id: string): Promise<void> {
  await db.query('UPDATE subscriptions SET fail_next_renewal = true WHERE id = $1', [id]);
}

/** TEST MODE: a failed payment retried successfully; the grace period is over, Premium renews as usual. */
export async function clearFailedPayment(db: Database, id: string, at: Date): Promise<void> {
  await db.query(
    'UPDATE subscriptions SET payment_failed_at = NULL, grace_ends_at = NULL, updated_at = $2 WHERE id = $1',
    [id, at],
  );
}

/** TEST MODE: the users whose subscription has a renewal, a lapse or a grace period's end due by `now`. */
export async function dueForTestBilling(db: Database, now: Date): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM subscriptions
      WHERE provider = 'test' AND status <> 'expired'
        AND (current_period_end <= $1 OR (payment_failed_at IS NOT NULL AND grace_ends_at <= $1))`,
    [now],
  );
  return rows.map((row) => row.user_id);
}

// ——— Stripe: its state, from its events ———

/** The Stripe subscriptions of a Stripe customer that Skimly holds (a customer.updated event's). */
export async function stripeSubscriptionsOfCustomer(db: Database, customerId: string): Promise<string[]> {
  const rows = await db.query<{ provider_subscription_id: string }>(
    `SELECT provider_subscription_id FROM subscriptions
      WHERE provider = 'stripe' AND provider_customer_id = $1 AND provider_subscription_id IS NOT NULL`,
    [customerId],
  );
  return rows.map((row) => row.provider_subscription_id);
}

function sameCard(row: Partial<Record<keyof CardColumns, unknown>>, card: Card): boolean {
  return (
    row.card_brand === card.brand &&
    row.card_last4 === card.last4 &&
    Number(row.card_exp_month) === card.expMonth &&
    Number(row.card_exp_year) === card.expYear
  );
}

/**
 * Stripe's current state onto our row. A subscription we do not know yet is skipped: its checkout
 * completion will read the same state. The period end never moves back, so a state read before a
 * newer one (two deliveries racing) cannot undo it. The price billed names the plan (a switch, or
 * a schedule's phase starting); without a schedule no switch is pending; past_due is a failed
 * renewal that Stripe is retrying (Premium kept; Stripe ends the subscription when it gives up).
 * The card is Stripe's default payment method; a state without one keeps the card on file.
 *
 * Returns true when the state replaced a known card with another (decision 291: the customer is
 * told once). The row is locked first, so of two events reporting one change (customer.updated and
 * customer.subscription.updated) only the first finds the old card.
 */
export async function applyStripeState(
  db: Database,
  subscriptionId: string,
  state: SubscriptionState,
  now: Date,
): Promise<{ cardChanged: boolean }> {
  const before = await db.maybeOne<CardColumns & { current_period_end: Date }>(
    `SELECT card_brand, card_last4, card_exp_month, card_exp_year, current_period_end FROM subscriptions
      WHERE provider = 'stripe' AND provider_subscription_id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  if (!before || new Date(before.current_period_end) > state.currentPeriodEnd) return { cardChanged: false };
  const card = state.card ?? null;
  await db.query(
    `UPDATE subscriptions s SET status = $2, current_period_end = $3, cancel_at_period_end = $4, updated_at = $5,
            current_period_start = COALESCE($6::timestamptz, s.current_period_start),
            plan_id = COALESCE((SELECT id FROM plans WHERE stripe_price_id = $7::text), s.plan_id),
            provider_customer_id = COALESCE($8::text, s.provider_customer_id),
            provider_schedule_id = $9::text,
            switch_to_plan_id = CASE WHEN $9::text IS NULL THEN NULL ELSE s.switch_to_plan_id END,
            payment_failed_at = CASE WHEN $10::boolean THEN COALESCE(s.payment_failed_at, $5) ELSE NULL END,
            grace_ends_at = NULL,
            ended_reason = CASE WHEN $2::text <> 'expired' THEN NULL
              ELSE COALESCE(s.ended_reason, CASE WHEN s.payment_failed_at IS NOT NULL OR $10::boolean THEN 'unpaid' ELSE 'cancelled' END) END,
            card_brand = COALESCE($11::text, s.card_brand), card_last4 = COALESCE($12::text, s.card_last4),
            card_exp_month = COALESCE($13::smallint, s.card_exp_month),
            card_exp_year = COALESCE($14::smallint, s.card_exp_year)
      WHERE provider = 'stripe' AND provider_subscription_id = $1 AND s.current_period_end <= $3`,
    [
      subscriptionId,
      state.status,
      state.currentPeriodEnd,
      state.cancelAtPeriodEnd,
      now,
      state.currentPeriodStart ?? null,
      state.priceId ?? null,
      state.customerId ?? null,
      state.scheduleId ?? null,
      state.paymentFailed ?? false,
      card?.brand ?? null,
      card?.last4 ?? null,
      card?.expMonth ?? null,
      card?.expYear ?? null,
    ],
  );
  const known = before.card_brand !== null && before.card_last4 !== null;
  return { cardChanged: known && card !== null && !sameCard(before, card) };
}
