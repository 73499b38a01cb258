/**
 * Issue 26.6: behind a trusted proxy, five wrong passwords from each of 20 IPv6 addresses of one
 * /64 locked the owner out for an hour, even after a password reset. IPv6 clients are counted by
 * their /64, and a successful reset lifts the account's lock for its owner. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter } from '#server/rate-limit/limiter.ts';
import { LOGIN_LIMITS } from '#server/rate-limit/limits.ts';
import { clientNetwork } from '#server/rate-limit/keys.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

const PROXY = '10.0.0.2';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: PROXY });
});
afterAll(() => app.close());

const login = (email: string, password: string, client: string) =>
  app.request(
    '/api/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-source': 'website', 'x-forwarded-for': client },
      body: JSON.stringify({ email, password }),
    },
    { from: PROXY },
  );

describe('clientNetwork', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['203.0.113.9', '203.0.113.9'],
    ['in-process', 'in-process'],
  ])('%s counts as %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});

it('counts 20 addresses of one /64 as one client: the owner still signs in from home', async () => {
  const owner = await app.signUp();
  const statuses: number[] = [];
  for (let host = 1; host <= 20; host++) {
    for (let guess = 0; guess < 5; guess++) {
      statuses.push((await login(owner.email, `wrong-${guess}`, `2001:db8:dead:beef::${host.toString(16)}`)).status);
    }
  }
  // Five wrong passwords for the whole /64, then it waits; nothing else counted against the account.
  expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.accountAndAddress.points);
  expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_LIMITS.accountAndAddress.points);
  expect((await login(owner.email, owner.password, '2001:db8:0:1::7')).status).toBe(200);
});

it("a successful password reset lifts the account's lock for its owner", async () => {
  const owner = await app.signUp();
  // The account's ceiling filled by guesses from everywhere.
  await createLimiter(app.ctx.db, LOGIN_LIMITS.account).hit(owner.email, LOGIN_LIMITS.account.points);
  expect((await login(owner.email, owner.password, '198.51.100.20')).status).toBe(429);

  expect((await call(app, 'POST', '/api/password/forgot', { body: { email: owner.email } })).status).toBe(202);
  const token = await app.lastLinkToken(owner.email);
  const reset = await call(app, 'POST', '/api/password/reset', {
    body: { token, password: 'the-owner-chose-a-new-one' },
  });
  expect(reset.status).toBe(200);
  expect((await login(owner.email, 'the-owner-chose-a-new-one', '198.51.100.20')).status).toBe(200);
});
