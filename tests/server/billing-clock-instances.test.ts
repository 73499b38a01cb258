/**
 * TEST MODE's billing clock with more than one app instance on one database (decision 260): when one
 * instance advances it, every other bills on the new time from its next billing call; and the clock
 * is read at most once a request (on PGlite, whose one process is the only one that can move it,
 * not at all after the first read). With DATABASE_URL the second instance has its own connection
 * pool, as a second process would; on PGlite (one process per data folder) it shares the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AppContext } from '#server/context.ts';
import { openPostgres } from '#server/db/postgres.ts';
import type { Database } from '#server/db/types.ts';
import { call } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const DAY = 86_400_000;
type Json = Record<string, unknown>;

/** The same database through a counter of the statements that read the clock's row. */
function counted(db: Database) {
  const reads = { clock: 0 };
  const counting: Database = {
    engine: db.engine,
    transaction: (fn) => db.transaction(fn),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    query: (sql, params, options) => {
      if (/FROM test_clock/i.test(sql)) reads.clock++;
      return db.query(sql, params, options);
    },
    one: (sql, params, options) => {
      if (/FROM test_clock/i.test(sql)) reads.clock++;
      return db.one(sql, params, options);
    },
    maybeOne: (sql, params, options) => {
      if (/FROM test_clock/i.test(sql)) reads.clock++;
      return db.maybeOne(sql, params, options);
    },
  };
  return { db: counting, reads };
}

let first: TestApp;
let secondDb: Database;
let closeSecond: () => Promise<void>;

/** Another instance of the app on the same database (its own pool on PostgreSQL). */
async function secondInstance(ctx: AppContext) {
  if (ctx.db.engine === 'postgres' && process.env.DATABASE_URL) {
    const path = await ctx.db.one<{ search_path: string }>('SHOW search_path');
    const own = openPostgres({
      connectionString: process.env.DATABASE_URL,
      searchPath: path.search_path.split(',').map((s) => s.trim()),
      max: 2,
    });
    secondDb = own;
    closeSecond = () => own.close();
  } else {
    secondDb = ctx.db;
    closeSecond = async () => {};
  }
  const app = createApp({ ...ctx, db: secondDb });
  return (method: string, path: string, token: string, body?: unknown) =>
    call<Json>({ ...first, request: (p, init) => Promise.resolve(app.request(p, init)) }, method, path, {
      token,
      ...(body !== undefined ? { body } : {}),
    });
}

beforeAll(async () => {
  first = await createTestApp({ TEST_MODE: true });
});
afterAll(async () => {
  await closeSecond?.();
  await first?.close();
});

describe('the billing clock across instances', () => {
  it('converges: what one instance advances, the other bills on at its next billing call', async () => {
    const user = await first.signUp({ premium: true });
    const onFirst = (method: string, path: string, body?: unknown) =>
      call<Json>(first, method, path, { token: user.token, ...(body !== undefined ? { body } : {}) });
    const onSecond = await secondInstance(first.ctx);

    const before = (await onFirst('GET', '/api/test-mode/clock')).body.offset_days as number;
    expect((await onSecond('GET', '/api/test-mode/clock', user.token)).body.offset_days).toBeCloseTo(before, 3);

    const moved = await onSecond('POST', '/api/test-mode/clock/advance', user.token, { days: 3 });
    expect(moved.status).toBe(200);
    const seen = await onFirst('GET', '/api/test-mode/clock');
    expect(seen.body.offset_days).toBeCloseTo(before + 3, 3);
    expect(Date.parse(String(seen.body.now)) - Date.now()).toBeGreaterThan((before + 3) * DAY - 60_000);

    // And back the other way: the first instance moves it, the second sees it.
    await onFirst('POST', '/api/test-mode/clock/advance', { days: 2 });
    expect((await onSecond('GET', '/api/test-mode/clock', user.token)).body.offset_days).toBeCloseTo(before + 5, 3);
  });

  it('is read at most once a request, and on PGlite not again once known', async () => {
    const user = await first.signUp({ premium: true });
    const { db, reads } = counted(first.ctx.db);
    const app = createApp({ ...first.ctx, db });
    const get = (path: string) =>
      call<Json>({ ...first, request: (p, init) => Promise.resolve(app.request(p, init)) }, 'GET', path, {
        token: user.token,
      });
    await get('/api/user-info');
    reads.clock = 0;
    for (const path of ['/api/user-info', '/api/subscription/current-plan', '/api/test-mode/clock']) {
      expect((await get(path)).status).toBe(200);
    }
    if (first.ctx.db.engine === 'pglite') expect(reads.clock).toBe(0);
    else expect(reads.clock).toBe(3);
  });
});
