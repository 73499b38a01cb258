/**
 * Rate limits shared by every instance: counters in the rate_limits table, kept by
 * rate-limiter-flexible's PostgreSQL store through our Database (PGlite or PostgreSQL, same SQL).
 * Each counter is a fixed window: the first hit opens it for `windowSeconds`, and past `points`
 * hits the key waits until the window ends. Keys are hashed, so no e-mail address or IP address is
 * stored in clear. Expired rows are purged by the maintenance job (server/maintenance).
 */
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#server/db/types.ts';

/** A named limit: at most `points` hits per key in a window of `windowSeconds`. */
export type RateLimit = { name: string; points: number; windowSeconds: number };

/** A hit's outcome: allowed, or refused with the whole seconds to wait (at least 1). */
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  readonly limit: RateLimit;
  /** Counts `points` hits for key (atomic across instances) and says whether key is still within the limit. */
  hit(key: string, points?: number): Promise<Verdict>;
  /** Takes back hits counted in advance (the attempt turned out not to count). */
  takeBack(key: string, points?: number): Promise<void>;
  /** Seconds key must still wait, 0 when it is within the limit; counts nothing. */
  wait(key: string): Promise<number>;
  /** Forgets key's window (e.g. a successful sign-in ends a run of failures). */
  reset(key: string): Promise<void>;
  /** Hits counted in key's current window and the milliseconds until it ends (0 and null without one); counts nothing. */
  usage(key: string): Promise<{ used: number; msBeforeReset: number | null }>;
}

export const RATE_LIMIT_TABLE = 'rate_limits';

type StoreQuery = { text: string; values?: unknown[] };

/**
 * The library's "client" store type: anything with query({ text, values }) answering { rows, rowCount }.
 * Both engines may answer the bigint `expire` as a string or a BigInt; the library computes with numbers.
 */
function storeClient(db: Database) {
  return {
    async query({ text, values }: StoreQuery) {
      const rows = await db.query<Record<string, unknown>>(text, values);
      const read = rows.map((r) => ('expire' in r && r.expire !== null ? { ...r, expire: Number(r.expire) } : r));
      return { rows: read, rowCount: read.length };
    },
  };
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A limiter on the shared table. Cheap to create: it holds no connection and no timer. */
export function createLimiter(db: Database, limit: RateLimit): Limiter {
  const store = new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'client',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: limit.name,
    points: limit.points,
    duration: limit.windowSeconds,
  });
  return {
    limit,
    async hit(key, points = 1) {
      try {
        await store.consume(hashed(key), points);
        return { allowed: true };
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return { allowed: false, retryAfterSeconds: secondsOf(refused.msBeforeNext) };
      }
    },
    async takeBack(key, points = 1) {
      await store.reward(hashed(key), points);
    },
    async wait(key) {
      const state = await store.get(hashed(key));
      if (state === null || state.consumedPoints < limit.points) return 0;
      return secondsOf(state.msBeforeNext);
    },
    async reset(key) {
      await store.delete(hashed(key));
    },
    async usage(key) {
      const state = await store.get(hashed(key));
      if (state === null) return { used: 0, msBeforeReset: null };
      return { used: Math.max(0, state.consumedPoints), msBeforeReset: Math.max(0, state.msBeforeNext) };
    },
  };
}

/** One limiter and the key it counts for this request. */
export type Counted = { limiter: Limiter; key: string };

/**
 * Counts one hit on every limiter at once. When any of them is over its limit, every hit is
 * taken back (a refused request does not deepen the hole) and the longest wait is returned.
 */
export async function hitAll(counted: readonly Counted[]): Promise<Verdict> {
  const verdicts = await Promise.all(counted.map(({ limiter, key }) => limiter.hit(key)));
  const waits = verdicts.map((v) => (v.allowed ? 0 : v.retryAfterSeconds));
  const retryAfterSeconds = Math.max(0, ...waits);
  if (retryAfterSeconds === 0) return { allowed: true };
  await takeBackAll(counted);
  return { allowed: false, retryAfterSeconds };
}

export async function takeBackAll(counted: readonly Counted[]): Promise<void> {
  await Promise.all(counted.map(({ limiter, key }) => limiter.takeBack(key)));
}

/**
 * Deletes windows that ended; the maintenance job calls it. Returns the rows removed. The windows'
 * `expire` is written by rate-limiter-flexible from the process clock (it takes no clock), so the
 * purge reads that clock too, never the app's injected one (decision 210): a test clock days ahead
 * must not end live windows.
 */
export async function purgeExpiredLimits(db: Database): Promise<number> {
  const nowMs = Date.now();
  const rows = await db.query<{ key: string }>(
    `DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire IS NOT NULL AND expire < $1 RETURNING key`,
    [nowMs],
  );
  return rows.length;
}
