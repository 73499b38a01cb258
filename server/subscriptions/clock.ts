/**
 * The billing clock: what "now" is for subscriptions, renewals, grace periods, checkouts and
 * invoices. Real time, plus in TEST MODE an offset the simulation moves forward (POST
 * /api/test-mode/clock/advance). The offset lives in the database (table test_clock), so every
 * instance behind a proxy reads one clock; each instance keeps the last value it read. On
 * PostgreSQL it is read again before a billing request (at most once a request), on PGlite never
 * after the first read: only this process can write it (decision 260). Sessions, rate limits and
 * mail keep wall time: advancing a year must not sign the tester out (docs/decisions).
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import type { Database } from '#server/db/index.ts';

/** The last offset each database's clock was read at (one per app: tests run many apps side by side). */
const offsets = new WeakMap<Database, number>();
/** When each database's offset was last read (wall time, ms). */
const readAt = new WeakMap<Database, number>();

/** Calls whose answer is about billing read the clock every time; the others at most this often. */
const OTHER_CALLS_REFRESH_MS = 1000;
const BILLING_PATHS = /^\/(api\/(subscription|billing|test-mode|payment|user-info)|test-checkout|test-billing)(\/|$)/;

/** The simulation exists only in TEST MODE outside production, like nothing else that moves time. */
export function simulationEnabled(config: Pick<Config, 'TEST_MODE' | 'NODE_ENV'>): boolean {
  return config.TEST_MODE && config.NODE_ENV !== 'production';
}

/** Now on the billing clock (synchronous: the offset as last read for this database). */
export function billingNow(ctx: Pick<AppContext, 'db' | 'now'>): Date {
  return new Date(ctx.now().getTime() + (offsets.get(ctx.db) ?? 0));
}

/** Reads the shared offset; returns it. */
export async function refreshBillingClock(db: Database): Promise<number> {
  const row = await db.maybeOne<{ offset_ms: string | number }>('SELECT offset_ms FROM test_clock WHERE id = 1');
  const offset = Number(row?.offset_ms ?? 0);
  offsets.set(db, offset);
  readAt.set(db, Date.now());
  return offset;
}

/** Moves the shared clock forward by ms (never back); returns the new offset. */
export async function advanceBillingClock(db: Database, ms: number): Promise<number> {
  const row = await db.one<{ offset_ms: string | number }>(
    'UPDATE test_clock SET offset_ms = offset_ms + $1 WHERE id = 1 RETURNING offset_ms',
    [ms],
  );
  const offset = Number(row.offset_ms);
  offsets.set(db, offset);
  return offset;
}

/**
 * Whether the last offset read is the clock's value for as long as this process runs: PGlite's data
 * folder serves one process (server/db/lock.ts), so no other instance exists to move the clock and
 * every move goes through advanceBillingClock here, which keeps the value it wrote (decision 260).
 */
function onlyThisProcessMovesIt(db: Database): boolean {
  return db.engine === 'pglite' && offsets.has(db);
}

/**
 * Before each request, while the simulation is mounted: the clock another instance may have moved.
 * On PostgreSQL, billing calls (plans, checkout, invoices, the simulation, user-info) read it once
 * per request; other calls (their only use of it is the premium check) at most once a second, to
 * spare a query per request. On PGlite it is read once: no other instance can move it.
 */
export function billingClockMiddleware(ctx: Pick<AppContext, 'db' | 'config'>): MiddlewareHandler {
  const enabled = simulationEnabled(ctx.config);
  return async (c, next) => {
    if (enabled && !onlyThisProcessMovesIt(ctx.db)) {
      const stale = Date.now() - (readAt.get(ctx.db) ?? 0) > OTHER_CALLS_REFRESH_MS;
      if (stale || BILLING_PATHS.test(c.req.path)) await refreshBillingClock(ctx.db);
    }
    await next();
  };
}
