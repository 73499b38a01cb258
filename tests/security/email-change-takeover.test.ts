/**
 * Issue 26, items 4 and 5: two ways to take an account over through a change of address. An older
 * change link stayed valid (ask for A, then B, confirm B, confirm A: the address moved to A), and
 * reset links sent to the old address survived the change. Only the latest change can be
 * confirmed, a confirmed change ends every outstanding link of the account, and the notice to the
 * old address says how to get the account back without asking for a reply to a no-reply sender.
 * On both engines (the harness database).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp, type TestUser } from '#tests/server/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const changeTo = async (user: TestUser, address: string) => {
  const asked = await call(app, 'POST', '/api/account/email', {
    token: user.token,
    body: { new_email: address, current_password: user.password },
  });
  expect(asked.status).toBe(202);
  return app.lastLinkToken(address);
};
const confirm = (token: string) => call(app, 'POST', '/api/account/email/confirm', { body: { token } });
const addressOf = async (user: TestUser) =>
  (await call<{ email: string }>(app, 'GET', '/api/account', { token: user.token })).body.email;

it('confirms only the latest change: an older link does not move the address afterwards', async () => {
  const user = await app.signUp();
  const a = `a-${user.email}`;
  const b = `b-${user.email}`;
  const linkA = await changeTo(user, a);
  const linkB = await changeTo(user, b);
  expect(await call(app, 'GET', '/api/account', { token: user.token })).toMatchObject({ body: { pending_email: b } });

  expect((await confirm(linkB)).status).toBe(200);
  expect(await confirm(linkA)).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
  expect(await addressOf(user)).toBe(b);
});

it('an older change link is dead as soon as a newer one is asked for, even before either is confirmed', async () => {
  const user = await app.signUp();
  const linkA = await changeTo(user, `first-${user.email}`);
  await changeTo(user, `second-${user.email}`);
  expect(await confirm(linkA)).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
  expect(await addressOf(user)).toBe(user.email);
});

it('ends the reset links sent to the old address when the address changes', async () => {
  const user = await app.signUp();
  const forgot = await call(app, 'POST', '/api/password/forgot', { body: { email: user.email } });
  expect(forgot.status).toBe(202);
  const reset = await app.lastLinkToken(user.email);

  const moved = `moved-${user.email}`;
  expect((await confirm(await changeTo(user, moved))).status).toBe(200);

  const used = await call(app, 'POST', '/api/password/reset', {
    body: { token: reset, password: 'an-attacker-chose-this-one' },
  });
  expect(used).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
  const signIn = await call(app, 'POST', '/api/login', { body: { email: moved, password: user.password } });
  expect(signIn.status).toBe(200);
});

it('tells the old address how to get the account back, and does not ask for a reply', async () => {
  const user = await app.signUp();
  const moved = `notice-${user.email}`;
  expect((await confirm(await changeTo(user, moved))).status).toBe(200);
  const notice = (await app.outbox()).filter((m) => m.to === user.email).at(-1);
  expect(notice?.subject).toBe(messages.server.emailChangedSubject);
  expect(notice?.text).toContain(moved);
  expect(notice?.text).toMatch(/change the e-mail address back/i);
  expect(notice?.text).toMatch(/change your password/i);
  expect(notice?.text).not.toMatch(/reply to this/i);
});
