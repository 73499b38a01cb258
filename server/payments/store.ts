/** SQL for plans, payment sessions and subscriptions: the rows the payment routes read and write. */
import type { BillingInterval } from '#domain/constants.ts';
import type { Database } from '#server/db/index.ts';
import type { SubscriptionFacts } from '#server/subscriptions/status.ts';
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

/** The stored row: the read model's facts (subscriptions/status.ts) plus what payments need to act on it. */
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

/** The row with its plan's interval and the interval of a scheduled switch, as the answers need them. */
export type SubscriptionView = SubscriptionRow & { interval: BillingInterval; plan_name: 'Basic' | 'Premium' };

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

export function findSubscription(db: Database, userId: string, lock = false): Promise<SubscriptionView | null> {
  return db.maybeOne<SubscriptionView>(
    `SELECT s.*, p.interval, p.name AS plan_name, sp.interval AS switch_interval
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id LEFT JOIN plans sp ON sp.id = s.switch_to_plan_id
      WHERE s.user_id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [userId],
  );
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
