/**
 * SQL for plans and payment sessions (the checkouts): this module owns the payment_sessions table
 * (tests/architecture/table-owners.test.ts). Subscriptions are server/subscriptions/repository.ts's.
 */
import type { BillingInterval } from '#domain/constants.ts';
import type { Database } from '#server/db/index.ts';
import type { CheckoutPlan } from './provider.ts';

export interface PlanRow {
  id: string;
  name: 'Basic' | 'Premium';
  price_cents: number;
  interval: BillingInterval;
  features: string[];
  stripe_price_id: string | null;
}

export interface PaymentSessionRow {
  id: string;
  user_id: string;
  plan_id: string;
  provider: 'stripe' | 'test';
  status: 'open' | 'complete' | 'expired';
  completes_at: Date | null;
  fulfilled_at: Date | null;
  created_at: Date;
}

export function listPlans(db: Database): Promise<PlanRow[]> {
  return db.query<PlanRow>(
    'SELECT id, name, price_cents, interval, features, stripe_price_id FROM plans ORDER BY sort, id',
  );
}

/** A paid plan by the price id the site sends; Basic has none, so it is never found here. */
export async function findPaidPlan(db: Database, stripePriceId: string): Promise<CheckoutPlan | null> {
  const row = await db.maybeOne<PlanRow>(
    'SELECT id, name, price_cents, interval, features, stripe_price_id FROM plans WHERE stripe_price_id = $1',
    [stripePriceId],
  );
  if (!row?.stripe_price_id) return null;
  return { id: row.id, name: row.name, interval: row.interval, stripePriceId: row.stripe_price_id };
}

export function insertPaymentSession(
  db: Database,
  row: Pick<PaymentSessionRow, 'id' | 'user_id' | 'plan_id' | 'provider'> & { created_at: Date },
): Promise<unknown> {
  return db.query(
    `INSERT INTO payment_sessions (id, user_id, plan_id, provider, status, created_at)
     VALUES ($1, $2, $3, $4, 'open', $5)`,
    [row.id, row.user_id, row.plan_id, row.provider, row.created_at],
  );
}

export function findPaymentSession(db: Database, id: string, lock = false): Promise<PaymentSessionRow | null> {
  return db.maybeOne<PaymentSessionRow>(`SELECT * FROM payment_sessions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
}

/** The checkout is paid and its subscription written (fulfil.ts, in the same transaction). */
export function markFulfilled(db: Database, id: string, now: Date): Promise<PaymentSessionRow> {
  return db.one<PaymentSessionRow>(
    `UPDATE payment_sessions SET status = 'complete', fulfilled_at = $2 WHERE id = $1 RETURNING *`,
    [id, now],
  );
}

/** A TEST MODE checkout with what its page shows: the plan and the buyer's address. */
export interface TestCheckout {
  id: string;
  user_id: string;
  completes_at: Date | null;
  status: PaymentSessionRow['status'];
  name: string;
  price_cents: number;
  interval: string;
  email: string;
}

export function findTestCheckout(db: Database, id: string): Promise<TestCheckout | null> {
  return db.maybeOne<TestCheckout>(
    `SELECT s.id, s.user_id, s.completes_at, s.status, p.name, p.price_cents, p.interval, u.email
       FROM payment_sessions s JOIN plans p ON p.id = s.plan_id JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.provider = 'test'`,
    [id],
  );
}

/** TEST MODE's Pay: the checkout completes at `at`; a second Pay keeps the first time. */
export async function payTestCheckout(db: Database, id: string, at: Date): Promise<void> {
  await db.query('UPDATE payment_sessions SET completes_at = $2 WHERE id = $1 AND completes_at IS NULL', [id, at]);
}

/** TEST MODE's Cancel: an unpaid checkout expires. */
export async function cancelTestCheckout(db: Database, id: string): Promise<void> {
  await db.query(`UPDATE payment_sessions SET status = 'expired' WHERE id = $1 AND completes_at IS NULL`, [id]);
}

export function findPlan(db: Database, planId: string): Promise<PlanRow> {
  return db.one<PlanRow>('SELECT id, name, price_cents, interval, features, stripe_price_id FROM plans WHERE id = $1', [
    planId,
  ]);
}

/** The Premium plan billed at this interval. */
export function premiumPlan(db: Database, interval: BillingInterval): Promise<PlanRow> {
  return db.one<PlanRow>(
    `SELECT id, name, price_cents, interval, features, stripe_price_id FROM plans
      WHERE name = 'Premium' AND interval = $1 ORDER BY sort LIMIT 1`,
    [interval],
  );
}
