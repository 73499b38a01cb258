import type { Database } from '#server/db/types.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { subscribeDemo } from '#server/subscriptions/repository.ts';
import { filterStart } from '#server/summaries/dates.ts';
import { demoSummaries } from './summaries.ts';

export const DEMO_PASSWORD = 'skimly-demo-password';
export const DEMO_ACCOUNTS = { basic: 'basic@skimly.dev', premium: 'premium@skimly.dev' } as const;

async function ensureUser(db: Database, email: string, passwordHash: string, now: Date): Promise<string> {
  await db.query(
    `INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (email) DO NOTHING`,
    [email, passwordHash, now],
  );
  return (await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).id;
}

/**
 * The demo accounts of DECISIONS.md. Idempotent: existing accounts, their subscription and their
 * summaries are left alone, so a restart never duplicates or resets what the user changed.
 */
export async function seedDemo(db: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await ensureUser(tx, DEMO_ACCOUNTS.basic, passwordHash, now);
    const premiumId = await ensureUser(tx, DEMO_ACCOUNTS.premium, passwordHash, now);
    const periodEnd = new Date(now);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    await subscribeDemo(tx, premiumId, periodEnd, now);
    const { n } = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM summaries WHERE user_id = $1', [
      premiumId,
    ]);
    if (n > 0) return;
    const bounds = {
      today: filterStart('today', now, 'UTC') ?? now,
      week: filterStart('week', now, 'UTC') ?? now,
      month: filterStart('month', now, 'UTC') ?? now,
    };
    for (const s of demoSummaries(now, bounds)) {
      await tx.query(
        'INSERT INTO summaries (user_id, title, video_id, type, summary, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [premiumId, s.title, s.video_id, s.type, s.summary, s.created_at],
      );
    }
  });
}
