/**
 * One-time links (issue 17 items 2 and 3): a reset link is checked before any password is hashed,
 * and once the password changes, or a newer link is used, no other link of the account acts again.
 * On both engines (the harness database).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { issueEmailToken } from '#server/auth/email-tokens.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { type TestApp, createTestApp } from '#tests/server/harness.ts';

vi.mock('#server/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#server/auth/passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json', 'x-request-source': 'website' };
const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: json, body: JSON.stringify(body) });

async function resetLink(email: string): Promise<string> {
  expect((await post('/api/password/forgot', { email })).status).toBe(202);
  return app.lastLinkToken(email);
}

describe('password reset', () => {
  it('checks the link before hashing anything: a made-up token costs no argon2 hash', async () => {
    const hashes = vi.mocked(hashPassword);
    hashes.mockClear();
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/password/reset', { token: `made-up-${i}`, password: 'a-long-new-passphrase' });
      expect(res.status).toBe(400);
    }
    expect(hashes).not.toHaveBeenCalled();
  });

  it('kills every older reset link once the newest one is used', async () => {
    const user = await app.signUp();
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    const newest = await resetLink(user.email);
    expect((await post('/api/password/reset', { token: newest, password: 'owner-chose-this-one' })).status).toBe(200);
    for (const old of [first, second]) {
      const res = await post('/api/password/reset', { token: old, password: 'attacker-chose-this-one' });
      expect(res.status).toBe(400);
    }
    const login = await post('/api/login', { email: user.email, password: 'owner-chose-this-one' });
    expect(login.status).toBe(200);
  });

  it('kills an outstanding verification link when the password changes', async () => {
    const email = `links-${Date.now()}@skimly.test`;
    expect((await post('/api/register', { email, password: 'first-long-passphrase' })).status).toBe(202);
    const verify = await app.lastLinkToken(email);
    const reset = await resetLink(email);
    expect((await post('/api/password/reset', { token: reset, password: 'second-long-passphrase' })).status).toBe(200);
    // The link does nothing any more; it only says the address (proven by the reset) is verified.
    const late = await post('/api/email/verify', { token: verify });
    expect(await late.json()).toEqual({
      success: true,
      message: messages.server.emailAlreadyVerified,
      signed_in: false,
    });
  });
});

describe('e-mail verification', () => {
  it('kills the other verification links of the account once one is used', async () => {
    const email = `verify-${Date.now()}@skimly.test`;
    expect((await post('/api/register', { email, password: 'first-long-passphrase' })).status).toBe(202);
    const older = await app.lastLinkToken(email);
    const { id } = await app.ctx.db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const newer = await issueEmailToken(app.ctx.db, id, 'verify', app.ctx.now());
    expect((await post('/api/email/verify', { token: newer })).status).toBe(200);
    const late = await post('/api/email/verify', { token: older });
    expect(await late.json()).toEqual({
      success: true,
      message: messages.server.emailAlreadyVerified,
      signed_in: false,
    });
  });
});
