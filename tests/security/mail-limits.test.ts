/**
 * Mail bombing and account discovery (issue 17 items 2 and 4): every call that sends mail or starts
 * a flow is rate limited in the database (per target e-mail and per client address), answered 429
 * with Retry-After and the site's message; forgot-password does the same work whether or not the
 * address has an account. On both engines (the harness database).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { FLOW_LIMITS } from '#server/rate-limit/limits.ts';
import { type TestApp, createTestApp } from '#tests/server/harness.ts';

// Dozens of requests each, argon2 and zxcvbn included: slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const json = { 'content-type': 'application/json', 'x-request-source': 'website' };

async function started(): Promise<TestApp> {
  app = await createTestApp();
  return app;
}

const post = (t: TestApp, path: string, body: unknown) =>
  t.request(path, { method: 'POST', headers: json, body: JSON.stringify(body) });

async function expectLimited(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ code: 'rate_limited', message });
}

describe('forgot-password', () => {
  it('puts at most a few e-mails an hour in one inbox, however often it is asked', async () => {
    const t = await started();
    const victim = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(t, '/api/password/forgot', { email: victim.email })).status);
    const allowed = FLOW_LIMITS.forgotEmail.points;
    expect(statuses.filter((s) => s === 202)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    expect((await t.outbox()).filter((m) => m.to === victim.email)).toHaveLength(allowed);
    await expectLimited(
      await post(t, '/api/password/forgot', { email: victim.email }),
      messages.security.tooManyResets,
    );
  });

  it('limits an address without an account the same way (the 429 reveals nothing)', async () => {
    const t = await started();
    const statuses: number[] = [];
    for (let i = 0; i <= FLOW_LIMITS.forgotEmail.points; i++) {
      statuses.push((await post(t, '/api/password/forgot', { email: 'nobody-here@skimly.test' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('runs the very same statements for an address with and without an account', async () => {
    const t = await started();
    const known = await t.signUp();
    const seen: string[] = [];
    const db = t.ctx.db;
    const query = db.query.bind(db);
    db.query = ((sql: string, ...rest: unknown[]) => {
      seen.push(sql);
      return (query as (...a: unknown[]) => Promise<unknown[]>)(sql, ...rest);
    }) as typeof db.query;
    const transaction = db.transaction.bind(db);
    db.transaction = ((fn: never) => {
      seen.push('BEGIN');
      return transaction(fn);
    }) as typeof db.transaction;
    const statementsFor = async (email: string) => {
      seen.length = 0;
      expect((await post(t, '/api/password/forgot', { email })).status).toBe(202);
      return [...seen];
    };
    const forKnown = await statementsFor(known.email);
    const forUnknown = await statementsFor('never-registered@skimly.test');
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    expect((await t.outbox()).filter((m) => m.to === known.email)).toHaveLength(1);
    expect((await t.outbox()).filter((m) => m.to === 'never-registered@skimly.test')).toHaveLength(0);
  });
});

describe('sign-up', () => {
  it('sends one address at most a few e-mails an hour (new or taken)', async () => {
    const t = await started();
    const taken = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await post(t, '/api/register', { email: taken.email, password: 'lantern-orbit-cedar-73' })).status,
      );
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(FLOW_LIMITS.registerEmail.points);
    expect((await t.outbox()).filter((m) => m.to === taken.email)).toHaveLength(FLOW_LIMITS.registerEmail.points);
    await expectLimited(
      await post(t, '/api/register', { email: taken.email, password: 'lantern-orbit-cedar-73' }),
      messages.security.tooManySignUps,
    );
  });
});

describe('feedback and Google sign-in', () => {
  it('feedback is limited per address', async () => {
    const t = await started();
    for (let i = 0; i < FLOW_LIMITS.feedbackAddress.points; i++) {
      expect((await post(t, '/api/feedback', { reason: 'privacy', type: 'uninstall' })).status).toBe(201);
    }
    await expectLimited(
      await post(t, '/api/feedback', { reason: 'privacy', type: 'uninstall' }),
      messages.security.tooMuchFeedback,
    );
  });

  it('starting a Google sign-in is limited per address', async () => {
    const t = await started();
    const start = () => t.request('/auth/google/website?state=abcdefgh12345678', { headers: json });
    for (let i = 0; i < FLOW_LIMITS.googleAddress.points; i++) expect((await start()).status).not.toBe(429);
    await expectLimited(await start(), messages.security.tooManyGoogleStarts);
  });
});
