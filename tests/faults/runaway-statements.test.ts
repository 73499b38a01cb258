/**
 * Issue 26, item 1: a summary of 30,000 nested brackets answered 500 and then held PGlite's worker
 * for good (every call, /api/health and SIGTERM hung). Such text is refused with a 422 that says
 * why, on both engines; and no statement holds the database forever: PostgreSQL has a statement
 * time limit, and a PGlite worker that stops answering is replaced while readiness says 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_MAX_NESTING } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { createLifecycle } from '#server/lifecycle.ts';
import { migrate } from '#server/db/migrate.ts';
import { DatabaseStuckError, openPglite } from '#server/db/pglite.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { STATEMENT_TIMEOUT_MS } from '#server/db/types.ts';
import { removeDataDir, tempDataDir } from '#tests/support/server.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp, type TestUser } from '#tests/server/harness.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const save = (app: TestApp, user: TestUser, summary: string) =>
  call(app, 'POST', '/api/summaries', {
    token: user.token,
    body: { title: 'Brackets', video_id: 'dQw4w9WgXcQ', type: 'video', summary },
  });

describe(`deeply nested summaries (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    user = await app.signUp({ premium: true });
  });
  afterAll(() => app.close());

  it('refuses 30,000 nested brackets with a 422 that says why, and the server keeps answering', async () => {
    const refused = await save(app, user, nested(30_000));
    const why = messages.server.summaryTooDeep(SUMMARY_MAX_NESTING);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'validation_error',
      message: why,
      errors: [{ path: 'summary', message: why }],
    });

    const fenced = await save(app, user, `\`\`\`json\n${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}\n\`\`\``);
    expect(fenced.status).toBe(422);

    const list = await call(app, 'GET', '/api/summaries', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ pagination: { total: 0 } });
  });

  it('refuses the same text when a deleted summary is put back', async () => {
    const put = await call(app, 'PUT', '/api/summaries/6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5', {
      token: user.token,
      body: {
        title: 'Brackets',
        video_id: 'dQw4w9WgXcQ',
        type: 'video',
        summary: nested(30_000),
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });
    expect(put.status).toBe(422);
  });

  it('saves a section list, brackets inside its strings and nesting up to the limit', async () => {
    const sections = JSON.stringify([{ timestamp: '0:00', title: '[[[[', bullets: [nested(1_000)] }]);
    expect((await save(app, user, sections)).status).toBe(201);
    expect((await save(app, user, nested(SUMMARY_MAX_NESTING))).status).toBe(201);
    expect((await save(app, user, nested(SUMMARY_MAX_NESTING + 1))).status).toBe(422);
  });
});

describe('a statement that holds PGlite', () => {
  it('is ended with its worker; calls fail fast and readiness says 503 until a new worker has the data', async () => {
    const dataDir = tempDataDir();
    const restarts: Error[] = [];
    const db = await openPglite({ dataDir, statementTimeoutMs: 1_500, onRestart: (err) => restarts.push(err) });
    try {
      await migrate(db);
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      const lifecycle = createLifecycle();
      expect(await lifecycle.ready(db)).toBe('ready');

      // Minutes of work on the worker's one thread: nothing else can run until it ends.
      const runaway = db.query('SELECT count(*) FROM generate_series(1, 4000000000)');
      await expect(runaway).rejects.toBeInstanceOf(DatabaseStuckError);
      expect(restarts).toHaveLength(1);

      // Being replaced: every call fails at once, so readiness answers 503 instead of hanging.
      expect(await lifecycle.ready(db)).toBe('database_unavailable');

      let status = await lifecycle.ready(db);
      for (let i = 0; i < 120 && status !== 'ready'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        status = await lifecycle.ready(db);
      }
      expect(status).toBe('ready');
      expect(await db.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await db.close();
      removeDataDir(dataDir);
    }
  }, 180_000);
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL', () => {
  it('limits every statement of the pool', async () => {
    const db = openPostgres({ connectionString: process.env.DATABASE_URL ?? '', max: 1 });
    try {
      expect(await db.query('SHOW statement_timeout')).toEqual([
        { statement_timeout: `${STATEMENT_TIMEOUT_MS / 1000}s` },
      ]);
    } finally {
      await db.close();
    }
  });
});
