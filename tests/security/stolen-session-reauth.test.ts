/**
 * Issue 26.8: five wrong current passwords from a stolen session blocked the owner's own account
 * changes for 15 minutes (the counter was the account's). It is the session's: the thief's session
 * waits, the owner's does not. On both engines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '#server/rate-limit/limits.ts';
import { createSession } from '#server/auth/sessions.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it("a stolen session's wrong passwords hold that session only", async () => {
  const owner = await app.signUp();
  const stolen = (await createSession(app.ctx, owner.id, { remember: false })).token;
  const changePassword = (token: string, current: string, next: string) =>
    call(app, 'POST', '/api/account/password', { token, body: { current_password: current, new_password: next } });

  for (let i = 0; i < ACCOUNT_LIMITS.reauthentication.points; i++) {
    expect((await changePassword(stolen, `guess-${i}`, 'thief-wants-this-1')).status).toBe(403);
  }
  expect((await changePassword(stolen, `guess-again`, 'thief-wants-this-1')).status).toBe(429);
  expect((await changePassword(owner.token, owner.password, 'the-owner-chose-this-one')).status).toBe(200);
});
