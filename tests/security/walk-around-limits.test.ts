/**
 * Issue 26.8 and the mail half of 26.6: limits that could be walked around. `victim+1@…`,
 * `victim+2@…` … each got their own five mails an hour, all landing in victim's inbox; password
 * changes had no limit; saving summaries had none; a stolen session's wrong passwords spent the
 * owner's own allowance of e-mail changes; and the mail and flow limits counted every address of
 * one IPv6 /64 as a new client. On both engines (the harness database).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { ACCOUNT_LIMITS, FLOW_LIMITS, SUMMARY_SAVE_LIMITS } from '#server/rate-limit/limits.ts';
import { inboxOf } from '#server/rate-limit/keys.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

// Dozens of requests, argon2 and zxcvbn included: slow on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const PROXY = '10.0.0.2';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: PROXY });
});
afterAll(() => app.close());

const post = (path: string, body: unknown, client = '198.51.100.7') =>
  app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-source': 'website', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    },
    { from: PROXY },
  );

const inboxCount = async (inbox: string) => (await app.outbox()).filter((m) => inboxOf(m.to) === inboxOf(inbox)).length;

describe('inboxOf', () => {
  it.each([
    ['Victim+1@Example.test', 'victim@example.test'],
    ['victim+a+b@example.test', 'victim@example.test'],
    ['victim@example.test', 'victim@example.test'],
    ['+tag@example.test', '+tag@example.test'],
    ['victim@plus+domain.test', 'victim@plus+domain.test'],
  ])('%s is the inbox %s', (address, inbox) => {
    expect(inboxOf(address)).toBe(inbox);
  });
});

describe('plus-addresses are one inbox', () => {
  it.each([
    ['/api/password/forgot', FLOW_LIMITS.forgotEmail.points],
    ['/api/register', FLOW_LIMITS.registerEmail.points],
    ['/api/email/resend-verification', FLOW_LIMITS.registerEmail.points],
  ])('%s puts at most its few mails an hour in one inbox', async (path, allowed) => {
    const victim = `victim-${path.length}-${Date.now()}@skimly.test`;
    if (path === '/api/email/resend-verification') {
      // An account waiting for its verification, so every call would mail.
      await post('/api/register', { email: victim, password: 'a-long-unguessable-phrase-7' });
    }
    const before = await inboxCount(victim);
    const statuses: number[] = [];
    for (let i = 1; i <= allowed + 3; i++) {
      const email = victim.replace('@', `+${i}@`);
      const body = path === '/api/register' ? { email, password: `a-long-unguessable-phrase-${i}` } : { email };
      statuses.push((await post(path, body, `198.51.100.${i}`)).status);
    }
    const spent = path === '/api/email/resend-verification' ? 1 : 0;
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 + spent);
    expect((await inboxCount(victim)) - before).toBeLessThanOrEqual(allowed - spent);
  });

  it('an e-mail change counts its new address by inbox', async () => {
    const owner = await app.signUp();
    const target = `someone-${Date.now()}@skimly.test`;
    const statuses: number[] = [];
    for (let i = 1; i <= ACCOUNT_LIMITS.emailChangeTarget.points + 1; i++) {
      // A fresh account each time, so only the target's counter can refuse.
      const asker = i === 1 ? owner : await app.signUp();
      const res = await call(app, 'POST', '/api/account/email', {
        token: asker.token,
        body: { new_email: target.replace('@', `+${i}@`), current_password: asker.password },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
  });
});

describe("a stolen session's wrong passwords spend nothing of the owner's", () => {
  it('the owner still changes the address and the password after five wrong guesses of each', async () => {
    const owner = await app.signUp();
    const stolen = (await createSession(app.ctx, owner.id, { remember: false })).token;
    for (let i = 0; i < ACCOUNT_LIMITS.reauthentication.points; i++) {
      const res = await call(app, 'POST', '/api/account/email', {
        token: stolen,
        body: { new_email: `thief-${i}@skimly.test`, current_password: `guess-${i}` },
      });
      expect(res.status).toBe(403);
    }
    const held = await call(app, 'POST', '/api/account/email', {
      token: stolen,
      body: { new_email: 'thief@skimly.test', current_password: 'guess' },
    });
    expect(held.status).toBe(429);
    const change = await call(app, 'POST', '/api/account/email', {
      token: owner.token,
      body: { new_email: `owner-new-${Date.now()}@skimly.test`, current_password: owner.password },
    });
    expect(change.status).toBe(202);
    const password = await call(app, 'POST', '/api/account/password', {
      token: owner.token,
      body: { current_password: owner.password, new_password: 'the-owner-chose-this-one' },
    });
    expect(password.status).toBe(200);
  });
});

describe('password changes are limited', () => {
  it(`allows ${ACCOUNT_LIMITS.passwordChange.points} an hour per account, then 429`, async () => {
    const owner = await app.signUp();
    let current = owner.password;
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.passwordChange.points; i++) {
      const next = `rotating-passphrase-number-${i}-x`;
      const res = await call(app, 'POST', '/api/account/password', {
        token: owner.token,
        body: { current_password: current, new_password: next },
      });
      statuses.push(res.status);
      if (res.status === 200) current = next;
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('saving summaries is limited per account', () => {
  it(`allows Premium ${SUMMARY_SAVE_LIMITS.premium.points} saves an hour, then 429; another account is untouched`, async () => {
    const reader = await app.signUp({ premium: true });
    const other = await app.signUp({ premium: true });
    const save = (token: string, i: number) =>
      call(app, 'POST', '/api/summaries', {
        token,
        body: { title: `Saved ${i}`, video_id: 'dQw4w9WgXcQ', type: 'video', summary: `Body ${i}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= SUMMARY_SAVE_LIMITS.premium.points; i++) statuses.push((await save(reader.token, i)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUMMARY_SAVE_LIMITS.premium.points);
    const refused = await save(reader.token, 999);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM summaries WHERE user_id = $1', [
      reader.id,
    ]);
    expect(stored.n).toBe(SUMMARY_SAVE_LIMITS.premium.points);
    expect((await save(other.token, 0)).status).toBe(201);
  });
});

describe('mail and flow limits count an IPv6 client by its /64', () => {
  it('feedback from every address of one /64 shares one allowance', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= FLOW_LIMITS.feedbackAddress.points + 2; host++) {
      const res = await post(
        '/api/feedback',
        { reason: 'privacy', type: 'uninstall' },
        `2001:db8:cafe:1::${host.toString(16)}`,
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // Another /64 is another client.
    const elsewhere = await post('/api/feedback', { reason: 'privacy', type: 'uninstall' }, '2001:db8:cafe:2::1');
    expect(elsewhere.status).toBe(201);
  });
});
