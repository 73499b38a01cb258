/**
 * One clock (decision 210): the server's clock, AppContext.now, is the only source of the times the
 * server writes and compares. Here the app's clock stands days before and after the database's
 * (and the process's), and every place where the two used to meet gives the answer of the app's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_COUNT_HEADER, SESSION_TTL_MS } from '#domain/constants.ts';
import { LOGIN_LIMITS } from '#server/rate-limit/limits.ts';
import { JOBS, runJobIfDue } from '#server/maintenance/jobs.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, notifyOf, type TestApp } from './harness.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** SQL that reads the database's own clock. */
const DATABASE_CLOCK =
  /((?<![.\w])now\s*\(|\bcurrent_(timestamp|date|time)\b|localtime(stamp)?\b|(clock|statement|transaction)_timestamp\s*\()/i;

const purge = JOBS.find((j) => j.name === 'purge-expired');
if (!purge) throw new Error('no purge job');
const log = pino({ level: 'silent' });

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Every string and template literal of a TypeScript file, with its line. */
function literalsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('one clock: nothing reads the database clock', () => {
  it('no column default reads the database clock (an insert that forgets a time fails instead)', async () => {
    app = await createTestApp();
    const columns = await app.ctx.db.query<{ column: string; column_default: string }>(
      `SELECT table_name || '.' || column_name AS column, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_default IS NOT NULL`,
    );
    expect(columns.filter((c) => DATABASE_CLOCK.test(c.column_default)).map((c) => c.column)).toEqual([]);
  });

  it('no SQL in server/ reads the database clock', () => {
    const offenders = typescriptFiles(resolve(import.meta.dirname, '../../server')).flatMap((file) =>
      literalsOf(file)
        .filter((l) => DATABASE_CLOCK.test(l.text))
        .map((l) => `${file}:${l.line}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself sees a default and a query that read the database clock', async () => {
    app = await createTestApp();
    await app.ctx.db.exec('CREATE TABLE clock_probe (at timestamptz NOT NULL DEFAULT now())');
    const [probe] = await app.ctx.db.query<{ column_default: string }>(
      `SELECT column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'clock_probe'`,
    );
    expect(DATABASE_CLOCK.test(probe?.column_default ?? '')).toBe(true);
    for (const sql of ['WHERE expires_at > NOW()', 'VALUES (CURRENT_TIMESTAMP)', 'clock_timestamp()']) {
      expect(DATABASE_CLOCK.test(sql)).toBe(true);
    }
  });
});

describe.each([
  ['five days behind', -5 * DAY],
  ['five days ahead of', 5 * DAY],
])("the server's clock %s the database's", (_name, offset) => {
  const clockAt = () => manualClock(new Date(Date.now() + offset));

  it('exports a summary saved just now', async () => {
    const clock = clockAt();
    app = await createTestApp({ now: clock.now });
    const user = await app.signUp({ premium: true });
    const saved = await call(app, 'POST', '/api/summaries', {
      token: user.token,
      body: { title: 'Saved now', video_id: 'dQw4w9WgXcQ', summary: 'text' },
    });
    expect(saved.status).toBe(201);
    const res = await app.request('/api/summaries/export', { headers: { authorization: `Bearer ${user.token}` } });
    expect([res.status, res.headers.get(EXPORT_COUNT_HEADER)]).toEqual([200, '1']);
    const today = await call<{ summaries: unknown[] }>(app, 'GET', '/api/summaries?date=today&tz=UTC', {
      token: user.token,
    });
    expect(today.body.summaries).toHaveLength(1);
  });

  it('ends a session when its day has passed on the server clock, not before', async () => {
    const clock = clockAt();
    app = await createTestApp({ now: clock.now });
    const user = await app.signUp();
    const userInfo = async () => (await call(app as TestApp, 'GET', '/api/user-info', { token: user.token })).status;
    // In use every hour (an idle session ends sooner), up to an hour before its day is over.
    for (let used = HOUR; used < SESSION_TTL_MS.short; used += HOUR) {
      clock.advance(HOUR);
      expect(await userInfo()).toBe(200);
    }
    clock.advance(HOUR);
    expect(await userInfo()).toBe(401);
  });

  it('honours a reset link within its hour and refuses it after', async () => {
    const clock = clockAt();
    app = await createTestApp({ now: clock.now });
    const user = await app.signUp();
    const reset = async () => {
      await call(app as TestApp, 'POST', '/api/password/forgot', { body: { email: user.email } });
      return (app as TestApp).lastLinkToken(user.email);
    };
    const fresh = await reset();
    clock.advance(HOUR - 60_000);
    const body = { token: fresh, password: 'a-new-long-password-42' };
    expect((await call(app, 'POST', '/api/password/reset', { body })).status).toBe(200);

    const stale = await reset();
    clock.advance(HOUR + 60_000);
    const late = await call(app, 'POST', '/api/password/reset', {
      body: { token: stale, password: 'another-long-password-42' },
    });
    expect(late.status).not.toBe(200);
  });

  it('keeps a sign-in throttle through a maintenance run', async () => {
    const clock = clockAt();
    app = await createTestApp({ now: clock.now });
    const user = await app.signUp();
    const wrong = () => call(app as TestApp, 'POST', '/api/login', { body: { email: user.email, password: 'wrong!' } });
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.points; i++) await wrong();
    expect((await wrong()).status).toBe(429);
    expect(await runJobIfDue(app.ctx.db, purge, clock.now(), log, notifyOf(app))).toBe(true);
    expect((await wrong()).status).toBe(429);
  });

  it('purges what expired on the server clock and keeps what is live on it', async () => {
    const clock = clockAt();
    app = await createTestApp({ now: clock.now });
    const live = await app.signUp();
    const ended = await app.signUp();
    const at = (ms: number) => new Date(clock.now().getTime() + ms);
    await app.ctx.db.query('UPDATE sessions SET expires_at = $1 WHERE user_id = $2', [at(HOUR), live.id]);
    await app.ctx.db.query('UPDATE sessions SET expires_at = $1 WHERE user_id = $2', [at(-HOUR), ended.id]);
    expect(await runJobIfDue(app.ctx.db, purge, clock.now(), log, notifyOf(app))).toBe(true);
    const left = await app.ctx.db.query<{ user_id: string }>('SELECT user_id FROM sessions');
    expect(left.map((s) => s.user_id)).toEqual([live.id]);
  });
});
