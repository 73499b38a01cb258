/**
 * Weak passwords (issue 17 item 7): common, breached and guessable passwords are refused at sign-up
 * and at reset, with zxcvbn-ts's reason in the password field's message; nothing is created, sent
 * or spent when they are. On both engines (the harness database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '#tests/server/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json', 'x-request-source': 'website' };
const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: json, body: JSON.stringify(body) });

type Refusal = { code: string; message: string; errors: Array<{ path: string; message: string }> };

function expectTooEasy(body: Refusal) {
  expect(body.code).toBe('validation_error');
  expect(body.message).toMatch(/^This password is too easy to guess\. \S/);
  expect(body.errors).toEqual([{ path: 'password', message: body.message }]);
}

const WEAK = ['password', '12345678', 'aaaaaaaa', '        ', 'qwertyuiop', 'Password1', 'iloveyou1'];

describe('sign-up', () => {
  it.each(WEAK)('refuses %j with the reason, and creates no account and sends no mail', async (password) => {
    const email = `weak-${Math.random().toString(36).slice(2)}@skimly.test`;
    const res = await post('/api/register', { email, password });
    expect(res.status).toBe(422);
    expectTooEasy((await res.json()) as Refusal);
    expect(await app.ctx.db.query('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    expect((await app.outbox()).filter((m) => m.to === email)).toEqual([]);
  });

  it('says why: a heavily used password is named as one', async () => {
    const res = await post('/api/register', { email: 'why@skimly.test', password: 'password' });
    expect(((await res.json()) as Refusal).message).toContain('used password');
  });

  it('refuses a password made of the address itself', async () => {
    const res = await post('/api/register', {
      email: 'marguerite.example@skimly.test',
      password: 'marguerite.example',
    });
    expect(res.status).toBe(422);
  });

  it('accepts a passphrase of unrelated words', async () => {
    const res = await post('/api/register', { email: 'strong@skimly.test', password: 'lantern-orbit-cedar-73' });
    expect(res.status).toBe(202);
  });
});

describe('password reset', () => {
  it('refuses a weak new password with the reason and leaves the link usable', async () => {
    const user = await app.signUp();
    expect((await post('/api/password/forgot', { email: user.email })).status).toBe(202);
    const token = await app.lastLinkToken(user.email);
    const weak = await post('/api/password/reset', { token, password: '12345678' });
    expect(weak.status).toBe(422);
    expectTooEasy((await weak.json()) as Refusal);
    const strong = await post('/api/password/reset', { token, password: 'lantern-orbit-cedar-73' });
    expect(strong.status).toBe(200);
  });
});
