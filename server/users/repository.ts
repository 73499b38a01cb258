import type { BillingInterval } from '../../domain/constants.ts';
import type { Database } from '../db/types.ts';
import type { SubscriptionFacts } from '../subscriptions/status.ts';

export type UserSubscription = SubscriptionFacts & { plan_name: 'Basic' | 'Premium'; interval: BillingInterval };

/** The user's subscription row with its plan, or null when they never subscribed. */
export async function findUserSubscription(db: Database, userId: string): Promise<UserSubscription | null> {
  const row = await db.maybeOne<UserSubscription>(
    `SELECT s.status, s.current_period_end, s.cancel_at_period_end, p.name AS plan_name, p.interval
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1`,
    [userId],
  );
  return row && { ...row, current_period_end: new Date(row.current_period_end) };
}
