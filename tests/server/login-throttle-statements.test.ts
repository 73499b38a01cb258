/**
 * Issue 29: sign-in's three throttle counters are counted in one statement and taken back (with
 * the run of failures ended) in one more, instead of seven; the counters end as they did. On both
 * engines (DATABASE_URL for PostgreSQL).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLimiter } from '#server/rate-limit/limiter.ts';
import { LOGIN_LIMITS } from '#server/rate-limit/limits.ts';
import { createTestApp, type TestApp } from './harness.ts';

let app: TestApp;
let throttleStatements: string[] = [];
beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const query = db.query.bind(db);
  // Every limiter calls db.query at the time of the hit, so this sees the throttle's statements.
  db.query = ((sql: string, ...rest: never[]) => {
    if (sql.includes('rate_limits')) throttleStatements.push(sql);
    return query(sql, ...rest);
  }) as typeof db.query;
});
afterAll(() => app.close());

const login = (email: string, password: string) =>
  app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-source': 'website' },
    body: JSON.stringify({ email, password }),
  });

const used = async (limit: (typeof LOGIN_LIMITS)[keyof typeof LOGIN_LIMITS], key: string) =>
  (await createLimiter(app.ctx.db, limit).usage(key)).used;

it('counts a wrong password in one statement and keeps the three counters at one guess each', async () => {
  const owner = await app.signUp();
  throttleStatements = [];
  expect((await login(owner.email, 'wrong-password-1')).status).toBe(401);
  expect(throttleStatements).toHaveLength(1);
  const from = 'in-process';
  expect(await used(LOGIN_LIMITS.address, from)).toBe(1);
  expect(await used(LOGIN_LIMITS.account, owner.email)).toBe(1);
  expect(await used(LOGIN_LIMITS.accountAndAddress, `${owner.email} ${from}`)).toBe(1);
});

it('signs in with two statements: the hits are taken back and the run of failures from the address ends', async () => {
  const owner = await app.signUp();
  expect((await login(owner.email, 'wrong-password-1')).status).toBe(401);
  throttleStatements = [];
  expect((await login(owner.email, owner.password)).status).toBe(200);
  expect(throttleStatements).toHaveLength(2);
  const from = 'in-process';
  // The failed guess stays counted on the address and the account; the pair's window is gone.
  expect(await used(LOGIN_LIMITS.account, owner.email)).toBe(1);
  expect(await used(LOGIN_LIMITS.accountAndAddress, `${owner.email} ${from}`)).toBe(0);
  expect(
    (await createLimiter(app.ctx.db, LOGIN_LIMITS.accountAndAddress).usage(`${owner.email} ${from}`)).msBeforeReset,
  ).toBeNull();
});
