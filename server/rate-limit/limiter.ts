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
  /** The database the counters live in (hitAll and takeBackAll count several in one statement there). */
  readonly db: Database;
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
  /** The row key's counter is stored under: the limit's name and the key's hash, as the library writes it. */
  storedKey(key: string): string;
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
    db,
    storedKey: (key) => `${limit.name}:${hashed(key)}`,
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
 * Adds `points` to several counters in ONE statement, each exactly as the library's upsert does
 * (a window that ended starts again with these points and a new end), and returns each counter's
 * points and window end by stored key. One statement instead of one per counter: sign-in counts
 * three (issue 29). Callers pass distinct stored keys (one statement cannot update a row twice).
 */
async function addPoints(
  db: Database,
  counted: readonly Counted[],
  points: number,
): Promise<Map<string, { points: number; expire: number | null }>> {
  const now = Date.now();
  const values: unknown[] = [now];
  const rows = counted.map(({ limiter, key }) => {
    values.push(limiter.storedKey(key), points, now + limiter.limit.windowSeconds * 1000);
    const n = values.length;
    return `($${n - 2}::text, $${n - 1}::integer, $${n}::bigint)`;
  });
  const t = RATE_LIMIT_TABLE;
  const answer = await db.query<{ key: string; points: number; expire: string | number | null }>(
    `INSERT INTO ${t} (key, points, expire) VALUES ${rows.join(', ')}
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN ${t}.expire <= $1 THEN EXCLUDED.points ELSE ${t}.points + EXCLUDED.points END,
         expire = CASE WHEN ${t}.expire <= $1 THEN EXCLUDED.expire ELSE ${t}.expire END
     RETURNING key, points, expire`,
    values,
  );
  return new Map(answer.map((r) => [r.key, { points: r.points, expire: r.expire === null ? null : Number(r.expire) }]));
}

const distinct = (counted: readonly Counted[]) =>
  new Set(counted.map(({ limiter, key }) => limiter.storedKey(key))).size === counted.length;

/** The verdict of one counter after a hit, as the library judges it. */
function verdictOf(limit: RateLimit, row: { points: number; expire: number | null } | undefined): Verdict {
  if (row === undefined) throw new Error('a rate limit counter was not returned by its upsert');
  if (row.points <= limit.points) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsOf(row.expire ? Math.max(row.expire - Date.now(), 0) : -1) };
}

/**
 * Counts one hit on every limiter at once (one statement). When any of them is over its limit,
 * every hit is taken back (a refused request does not deepen the hole) and the longest wait is
 * returned.
 */
export async function hitAll(counted: readonly Counted[]): Promise<Verdict> {
  const first = counted[0];
  if (first === undefined) return { allowed: true };
  let verdicts: Verdict[];
  if (distinct(counted)) {
    const rows = await addPoints(first.limiter.db, counted, 1);
    verdicts = counted.map(({ limiter, key }) => verdictOf(limiter.limit, rows.get(limiter.storedKey(key))));
  } else {
    verdicts = await Promise.all(counted.map(({ limiter, key }) => limiter.hit(key)));
  }
  const waits = verdicts.map((v) => (v.allowed ? 0 : v.retryAfterSeconds));
  const retryAfterSeconds = Math.max(0, ...waits);
  if (retryAfterSeconds === 0) return { allowed: true };
  await takeBackAll(counted);
  return { allowed: false, retryAfterSeconds };
}

/**
 * Takes back one hit from each counted limiter and forgets the windows of `forget` (a sign-in
 * that succeeded ends its run of failures), in one statement.
 */
export async function takeBackAll(counted: readonly Counted[], forget: readonly Counted[] = []): Promise<void> {
  const gone = new Set(forget.map(({ limiter, key }) => limiter.storedKey(key)));
  const back = counted.filter(({ limiter, key }) => !gone.has(limiter.storedKey(key)));
  const db = (counted[0] ?? forget[0])?.limiter.db;
  if (db === undefined) return;
  if (!distinct(back)) {
    await Promise.all(back.map(({ limiter, key }) => limiter.takeBack(key)));
    await Promise.all(forget.map(({ limiter, key }) => limiter.reset(key)));
    return;
  }
  if (gone.size === 0) {
    await addPoints(db, back, -1);
    return;
  }
  const keys = [...gone];
  const list = keys.map((_, i) => `$${i + 1}`).join(', ');
  if (back.length === 0) {
    await db.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key IN (${list})`, keys);
    return;
  }
  await forgetAndTakeBack(db, keys, back);
}

/** One statement: the forgotten windows deleted, one hit taken back from each of the others. */
async function forgetAndTakeBack(db: Database, forgotten: readonly string[], back: readonly Counted[]) {
  const now = Date.now();
  const values: unknown[] = [now, ...forgotten];
  const list = forgotten.map((_, i) => `$${i + 2}`).join(', ');
  const rows = back.map(({ limiter, key }) => {
    values.push(limiter.storedKey(key), -1, now + limiter.limit.windowSeconds * 1000);
    const n = values.length;
    return `($${n - 2}::text, $${n - 1}::integer, $${n}::bigint)`;
  });
  const t = RATE_LIMIT_TABLE;
  await db.query(
    `WITH forgotten AS (DELETE FROM ${t} WHERE key IN (${list}))
     INSERT INTO ${t} (key, points, expire) VALUES ${rows.join(', ')}
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN ${t}.expire <= $1 THEN EXCLUDED.points ELSE ${t}.points + EXCLUDED.points END,
         expire = CASE WHEN ${t}.expire <= $1 THEN EXCLUDED.expire ELSE ${t}.expire END`,
    values,
  );
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
