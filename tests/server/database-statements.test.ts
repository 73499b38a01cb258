/**
 * Both database adapters prepare each statement text once and reuse it (server/db/pglite-connection.ts,
 * server/db/postgres.ts). These are the ways a statement cache can go wrong, checked on the
 * harness database: PGlite in its worker thread, or PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/index.ts';
import { TransactionAbortedError } from '#server/db/types.ts';
import { openPglite } from '#server/db/pglite.ts';
import { createTestApp, type TestApp } from './harness.ts';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
});
afterAll(() => app.close());

describe('prepared statements', () => {
  it('carry every parameter and column type across unchanged', async () => {
    const at = new Date('2026-03-29T01:30:00.000Z');
    const row = await db.one(
      'SELECT $1::jsonb AS j, $2::boolean AS b, $3::timestamptz AS t, $4::int AS n, $5::text AS s, $6::text[] AS a',
      [{ plan: 'premium', tags: ['a'] }, false, at, 42, null, ['x', 'y']],
    );
    expect(row).toEqual({ j: { plan: 'premium', tags: ['a'] }, b: false, t: at, n: 42, s: null, a: ['x', 'y'] });
  });

  it('answer a failed statement with PostgreSQL’s error and stay usable, the same text failing the same way again', async () => {
    const lookup = 'SELECT id FROM users WHERE id = $1';
    for (let i = 0; i < 2; i++) {
      await expect(db.query(lookup, ['not-a-uuid'])).rejects.toMatchObject({
        code: '22P02',
        message: expect.stringContaining('invalid input syntax for type uuid'),
      });
    }
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect(await db.query(lookup, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
    expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
  });

  it('reuse a statement with other parameters and give each call its own rows', async () => {
    const echo = 'SELECT $1::int * 2 AS doubled';
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => db.one<{ doubled: number }>(echo, [n])));
    expect(answers.map((a) => a.doubled)).toEqual([2, 4, 6, 8, 10]);
  });

  it('plan per call when asked, with the same answers and errors as the prepared path', async () => {
    const sql = 'SELECT $1::int + 1 AS n, $2::jsonb AS j';
    for (const planPerCall of [true, false, true]) {
      expect(await db.one(sql, [41, { a: 1 }], { planPerCall })).toEqual({ n: 42, j: { a: 1 } });
    }
    await expect(db.query(sql, ['x', null], { planPerCall: true })).rejects.toMatchObject({ code: '22P02' });
    expect(await db.transaction((tx) => tx.one(sql, [1, null], { planPerCall: true }))).toEqual({ n: 2, j: null });
  });

  it('keep working past the bound on distinct statement texts', async () => {
    for (let i = 0; i < 520; i++) {
      expect(await db.one(`SELECT $1::int + ${i} AS n`, [1])).toEqual({ n: i + 1 });
    }
    expect(await db.one('SELECT $1::int * 2 AS doubled', [21])).toEqual({ doubled: 42 });
  });

  it('run statements sent at once inside one transaction one after another, all applied', async () => {
    const user = await app.signUp({ premium: true });
    await db.transaction(async (tx) => {
      await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          tx.query(
            `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
             VALUES ($1, $2, 'abcdefghijk', 'video', 'text', $3)`,
            [user.id, `Talk ${n}`, new Date()],
          ),
        ),
      );
    });
    const titles = await db.query<{ title: string }>('SELECT title FROM summaries WHERE user_id = $1 ORDER BY title', [
      user.id,
    ]);
    expect(titles.map((t) => t.title)).toEqual(['Talk 1', 'Talk 2', 'Talk 3', 'Talk 4', 'Talk 5']);
  });

  it('refuse to commit a transaction whose statement failed, even when the caller swallowed the error', async () => {
    const user = await app.signUp();
    const attempt = db.transaction(async (tx) => {
      await tx.query("INSERT INTO prompts (user_id, prompt, updated_at) VALUES ($1, 'lost', $2)", [
        user.id,
        new Date(),
      ]);
      await tx.query('SELECT id FROM users WHERE id = $1', ['not-a-uuid']).catch(() => {});
    });
    await expect(attempt).rejects.toThrow(TransactionAbortedError);
    expect(await db.query('SELECT prompt FROM prompts WHERE user_id = $1', [user.id])).toEqual([]);
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('PGlite in its worker thread', () => {
  it('prepares statements afresh after a script changes a table they read', async () => {
    const own = await openPglite({});
    try {
      await own.exec('CREATE TABLE notes (id int PRIMARY KEY)');
      await own.query('INSERT INTO notes VALUES ($1)', [1]);
      expect(await own.query('SELECT * FROM notes')).toEqual([{ id: 1 }]);
      await own.exec("ALTER TABLE notes ADD COLUMN body text NOT NULL DEFAULT 'new'");
      expect(await own.query('SELECT * FROM notes')).toEqual([{ id: 1, body: 'new' }]);
    } finally {
      await own.close();
    }
  });

  it('refuses calls after close with a clear error instead of hanging', async () => {
    const own = await openPglite({});
    await own.close();
    await expect(own.query('SELECT 1')).rejects.toThrow('The database is closed');
  });
});
