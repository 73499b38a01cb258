/**
 * Maintenance jobs and readiness (issue 16): expired rows are purged on a schedule by one instance
 * at a time; /api/ready turns 503 while the server drains, /api/health stays 200.
 */
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLifecycle } from '#server/lifecycle.ts';
import { JOBS, runJobIfDue } from '#server/maintenance/jobs.ts';
import { createLimiter } from '#server/rate-limit/limiter.ts';
import { createTestApp, notifyOf, type TestApp } from './harness.ts';

const log = pino({ level: 'silent' });
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const purge = JOBS.find((j) => j.name === 'purge-expired');
if (!purge) throw new Error('no purge job');
const HOUR = 3600_000;

async function counts(t: TestApp) {
  const n = async (sql: string) => Number((await t.ctx.db.one<{ n: number }>(sql)).n);
  return {
    sessions: await n('SELECT count(*)::int AS n FROM sessions'),
    tokens: await n('SELECT count(*)::int AS n FROM email_tokens'),
    google: await n('SELECT count(*)::int AS n FROM oauth_states'),
    limits: await n('SELECT count(*)::int AS n FROM rate_limits'),
    mail: await n('SELECT count(*)::int AS n FROM outbox'),
    deletedAccountCheckouts: await n('SELECT count(*)::int AS n FROM deleted_account_checkouts'),
  };
}

describe('maintenance', { timeout: 120_000 }, () => {
  it('purges what expired, keeps what lives, and runs once per interval whichever instance asks', async () => {
    app = await createTestApp();
    const db = app.ctx.db;
    const now = new Date();
    const live = await app.signUp();
    await db.query(
      'INSERT INTO sessions (user_id, token_hash, expires_at, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)',
      [live.id, 'expired-session', new Date(now.getTime() - HOUR), new Date(now.getTime() - 2 * HOUR)],
    );
    await db.query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, created_at)
       VALUES ($1, 'reset', 'old', $2, $4), ($1, 'verify', 'new', $3, $4)`,
      [live.id, new Date(now.getTime() - HOUR), new Date(now.getTime() + HOUR), now],
    );
    await db.query(
      "INSERT INTO oauth_states (state, code_verifier, nonce, client_state, expires_at, created_at) VALUES ('s', 'v', 'n', 'c', $1, $2)",
      [new Date(now.getTime() - HOUR), now],
    );
    await createLimiter(db, { name: 'gone', points: 1, windowSeconds: 3600 }).hit('k');
    await createLimiter(db, { name: 'kept', points: 1, windowSeconds: 3600 }).hit('k');
    // The library writes windows on the process clock: 'gone' is one whose window ended a second ago.
    await db.query("UPDATE rate_limits SET expire = $1 WHERE key LIKE 'gone%'", [Date.now() - 1000]);
    await db.query(
      `INSERT INTO outbox (to_address, subject, text_body, html_body, sent_at, created_at, next_attempt_at) VALUES
       ('a@x.io', 'old', 't', 'h', $1, $1, $1), ('b@x.io', 'recent', 't', 'h', $2, $2, $2),
       ('c@x.io', 'queued', 't', 'h', NULL, $3, $3)`,
      [new Date(now.getTime() - 8 * 24 * HOUR), new Date(now.getTime() - HOUR), now],
    );
    // A deleted account's checkouts: one that can no longer be paid (a month and a day ago), one that can.
    await db.query(
      `INSERT INTO deleted_account_checkouts (session_id, provider, deleted_at)
       VALUES ('cs_month_old', 'stripe', $1), ('cs_recent', 'stripe', $2)`,
      [new Date(now.getTime() - 31 * 24 * HOUR), new Date(now.getTime() - HOUR)],
    );
    expect(await counts(app)).toEqual({
      sessions: 2,
      tokens: 2,
      google: 1,
      limits: 2,
      mail: 3,
      deletedAccountCheckouts: 2,
    });

    const later = new Date(Date.now() + 2000);
    expect(await runJobIfDue(db, purge, later, log, notifyOf(app))).toBe(true);
    expect(await counts(app)).toEqual({
      sessions: 1,
      tokens: 1,
      google: 0,
      limits: 1,
      mail: 2,
      deletedAccountCheckouts: 1,
    });
    const kept = await db.query<{ session_id: string }>('SELECT session_id FROM deleted_account_checkouts');
    expect(kept).toEqual([{ session_id: 'cs_recent' }]);
    // Another instance a minute later finds it done; after the interval it runs again.
    expect(await runJobIfDue(db, purge, new Date(later.getTime() + 60_000), log, notifyOf(app))).toBe(false);
    expect(await runJobIfDue(db, purge, new Date(later.getTime() + purge.everyMs), log, notifyOf(app))).toBe(true);
  });

  it('answers /api/ready 200 while serving and 503 while draining; /api/health stays 200', async () => {
    app = await createTestApp();
    const lifecycle = createLifecycle();
    const served = createApp(app.ctx, { lifecycle });
    const ready = await served.request('/api/ready');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    lifecycle.startDraining();
    const draining = await served.request('/api/ready');
    expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining' }]);
    expect(draining.headers.get('connection')).toBe('close');
    expect((await served.request('/api/health')).status).toBe(200);
  });
});
