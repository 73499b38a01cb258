/**
 * Sign-in throttling (issue 12 item 2, issue 16): failures counted per account-and-address, per
 * address and per account, in the database, so every instance and every restart sees the same
 * counts. `from` is the TCP peer a socket would report.
 */
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { LOGIN_LIMITS } from '#server/rate-limit/limits.ts';
import { loginThrottle } from '#server/security/login-throttle.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

type Send = (path: string, init: RequestInit, opts: { from: string }) => Response | Promise<Response>;

const attempt = (send: Send, email: string, password: string, from = '198.51.100.1') =>
  send(
    '/api/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-source': 'website' },
      body: JSON.stringify({ email, password }),
    },
    { from },
  );

async function expectRateLimited(res: Response, maxSeconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(await res.json()).toEqual({ code: 'rate_limited', message: 'Too many sign-in attempts.' });
}

const { accountAndAddress, address, account } = LOGIN_LIMITS;

describe('sign-in throttling', { timeout: 120_000 }, () => {
  it('holds a run of wrong passwords from one address for 15 minutes, but not the owner elsewhere', async () => {
    app = await createTestApp();
    const owner = await app.signUp();
    const send: Send = app.request;
    for (let i = 0; i < accountAndAddress.points; i++) {
      expect((await attempt(send, owner.email, `wrong-${i}-password`, '203.0.113.66')).status).toBe(401);
    }
    const held = await attempt(send, owner.email, owner.password, '203.0.113.66');
    expect(held.headers.get('content-security-policy')).toContain("default-src 'self'");
    await expectRateLimited(held, 15 * 60);
    await expectRateLimited(await attempt(send, owner.email.toUpperCase(), 'another-guess', '203.0.113.66'), 15 * 60);
    // The owner, at home: the attacker's failures are not theirs.
    expect((await attempt(send, owner.email, owner.password, '198.51.100.7')).status).toBe(200);
  });

  it('counts parallel guesses before they are answered, so a burst cannot slip past', async () => {
    app = await createTestApp();
    const victim = await app.signUp();
    const send: Send = app.request;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(send, victim.email, `guess-${i}-pw`)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(accountAndAddress.points);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(12 - accountAndAddress.points);
  });

  it('does not count successful sign-ins, and a success ends the run of failures', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const send: Send = app.request;
    for (let i = 0; i < 30; i++) expect((await attempt(send, user.email, user.password)).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < accountAndAddress.points - 1; i++) {
        expect((await attempt(send, user.email, 'a-typo-password')).status).toBe(401);
      }
      expect((await attempt(send, user.email, user.password)).status).toBe(200);
    }
  });

  it('counts across instances and restarts: the counts live in the database', async () => {
    app = await createTestApp();
    const owner = await app.signUp();
    // A second instance of the server on the same database, then a "restarted" one.
    const second = createApp(app.ctx);
    const third = createApp(app.ctx);
    const instances: Send[] = [
      app.request,
      (path, init, { from }) => second.request(path, init, { incoming: { socket: { remoteAddress: from } } }),
    ];
    for (let i = 0; i < accountAndAddress.points; i++) {
      const send = instances[i % 2] as Send;
      expect((await attempt(send, owner.email, `wrong-${i}-password`)).status).toBe(401);
    }
    for (const send of instances) await expectRateLimited(await attempt(send, owner.email, owner.password), 15 * 60);
    const restarted: Send = (path, init, { from }) =>
      third.request(path, init, { incoming: { socket: { remoteAddress: from } } });
    await expectRateLimited(await attempt(restarted, owner.email, owner.password), 15 * 60);
  });
});

/** The throttle alone in front of a stand-in login route (no password hashing), with small limits. */
async function smallLimits() {
  app = await createTestApp();
  const limits = {
    accountAndAddress: { name: 't-account-address', points: 2, windowSeconds: 900 },
    address: { name: 't-address', points: 6, windowSeconds: 3600 },
    account: { name: 't-account', points: 6, windowSeconds: 3600 },
  };
  const bare = new Hono();
  bare.use('/api/login', loginThrottle(app.ctx.db, limits));
  bare.post('/api/login', async (c) => {
    const body = (await c.req.json()) as { password: string };
    return body.password === 'right' ? c.json({ ok: true }) : c.json({ code: 'invalid_credentials' }, 401);
  });
  const send: Send = (path, init, { from }) =>
    bare.request(path, init, { incoming: { socket: { remoteAddress: from } } });
  return { send, limits };
}

describe('sign-in throttling, each counter on its own', { timeout: 120_000 }, () => {
  it('holds one address that tries many accounts, and only that address', async () => {
    const { send, limits } = await smallLimits();
    for (let i = 0; i < limits.address.points; i++) {
      expect((await attempt(send, `nobody-${i}@example.com`, 'wrong')).status).toBe(401);
    }
    await expectRateLimited(await attempt(send, 'someone@example.com', 'right'), limits.address.windowSeconds);
    expect((await attempt(send, 'someone@example.com', 'right', '198.51.100.99')).status).toBe(200);
  });

  it('holds one account guessed from many addresses, for every address', async () => {
    const { send, limits } = await smallLimits();
    for (let i = 0; i < limits.account.points; i++) {
      expect((await attempt(send, 'victim@example.com', 'wrong', `10.0.0.${i}`)).status).toBe(401);
    }
    await expectRateLimited(
      await attempt(send, 'victim@example.com', 'right', '198.51.100.7'),
      limits.account.windowSeconds,
    );
    expect((await attempt(send, 'other@example.com', 'right', '198.51.100.7')).status).toBe(200);
  });

  it('keeps the per-account ceiling far above what one address may try on one account', () => {
    expect(account.points).toBeGreaterThanOrEqual(10 * accountAndAddress.points);
    expect(address.points).toBeGreaterThanOrEqual(10 * accountAndAddress.points);
  });
});
