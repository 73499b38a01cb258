/**
 * Daily summaries per plan (decision 222), counted in the shared rate_limits table so every instance
 * agrees. A summary takes its point when it starts (two at once cannot both take the last one) and
 * gives it back when it fails: a failed summary costs nothing. The day is a 24-hour window that opens
 * with the first summary; each plan has its own counter, so an upgrade starts Premium's day afresh.
 */
import type { components } from '#contract/schema.d.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/types.ts';
import { createLimiter, type Limiter } from '#server/rate-limit/limiter.ts';

type SummaryQuota = components['schemas']['SummaryQuota'];
type Plan = SummaryQuota['plan'];

const DAY_SECONDS = 24 * 3600;

export type QuotaTake = { allowed: true } | { allowed: false; retryAfterSeconds: number; quota: SummaryQuota };

export type Quotas = {
  read(userId: string, plan: Plan): Promise<SummaryQuota>;
  /** Takes one summary of the day, or says when the next one is possible. */
  take(userId: string, plan: Plan): Promise<QuotaTake>;
  /** Gives back a summary that failed. */
  giveBack(userId: string, plan: Plan): Promise<void>;
};

export function summaryQuotas(
  db: Database,
  config: Pick<Config, 'SUMMARY_DAILY_BASIC' | 'SUMMARY_DAILY_PREMIUM'>,
  now: () => Date,
): Quotas {
  const limits: Record<Plan, number> = { basic: config.SUMMARY_DAILY_BASIC, premium: config.SUMMARY_DAILY_PREMIUM };
  const limiters: Record<Plan, Limiter | null> = {
    basic:
      limits.basic > 0
        ? createLimiter(db, { name: 'summaries-basic', points: limits.basic, windowSeconds: DAY_SECONDS })
        : null,
    premium:
      limits.premium > 0
        ? createLimiter(db, { name: 'summaries-premium', points: limits.premium, windowSeconds: DAY_SECONDS })
        : null,
  };
  const read = async (userId: string, plan: Plan): Promise<SummaryQuota> => {
    const limit = limits[plan];
    const usage = (await limiters[plan]?.usage(userId)) ?? { used: 0, msBeforeReset: null };
    const used = Math.min(limit, usage.used);
    return {
      plan,
      limit,
      used,
      remaining: limit - used,
      resets_at: new Date(now().getTime() + (usage.msBeforeReset ?? DAY_SECONDS * 1000)).toISOString(),
    };
  };
  return {
    read,
    async take(userId, plan) {
      const limiter = limiters[plan];
      if (limiter) {
        const verdict = await limiter.hit(userId);
        if (verdict.allowed) return { allowed: true };
        // A refused hit is counted by the store too: take it back so the count stays the day's summaries.
        await limiter.takeBack(userId);
        return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds, quota: await read(userId, plan) };
      }
      return { allowed: false, retryAfterSeconds: DAY_SECONDS, quota: await read(userId, plan) };
    },
    async giveBack(userId, plan) {
      await limiters[plan]?.takeBack(userId);
    },
  };
}
