import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const clock = manualClock('2025-05-14T12:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const login = (email: string, password: string, remember?: boolean) =>
  call<{ token: string; user: { id: string; email: string; is_premium: boolean } }>(app, 'POST', '/api/login', {
    body: { email, password, ...(remember === undefined ? {} : { remember }) },
  });
const userInfo = (token: string) => call(app, 'GET', '/api/user-info', { token });
const mailsTo = async (email: string) => (await app.outbox()).filter((m) => m.to === email);

describe('registration', () => {
  it('answers a new and a taken address identically, and only the new one gets a verification link', async () => {
    const taken = await app.signUp();
    const fresh = 'New.Person@Example.com';
    const a = await call(app, 'POST', '/api/register', {
      body: { email: fresh, password: 'long-enough-1', extension_id: 'dashboard' },
    });
    const b = await call(app, 'POST', '/api/register', { body: { email: taken.email, password: 'long-enough-1' } });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body).toEqual({ success: true, message: messages.server.registered });
    expect(b.body).toEqual(a.body);
    const [verify] = await mailsTo('new.person@example.com');
    expect(verify?.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/);
    const notice = await mailsTo(taken.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.link).not.toContain('verify-email');
    // The taken account is unchanged: its old password still works.
    expect((await login(taken.email, taken.password)).status).toBe(200);
  });

  it('refuses sign-in until the address is verified, then signs in', async () => {
    const email = 'verify-me@example.com';
    await call(app, 'POST', '/api/register', { body: { email, password: 'verify-me-password' } });
    const before = await login(email, 'verify-me-password');
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: 'email_not_verified', message: messages.server.emailNotVerified });
    const token = await app.lastLinkToken(email);
    const ok = await call(app, 'POST', '/api/email/verify', { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: messages.server.emailVerifiedSignedIn, signed_in: true });
    // The session the link started says so (decision 292), not a password sign-in.
    const methods = () =>
      app.ctx.db.query<{ sign_in_method: string }>(
        'SELECT s.sign_in_method FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at',
        [email],
      );
    expect(await methods()).toEqual([{ sign_in_method: 'email_link' }]);
    // Opened twice (issue 18.15): already verified, not "invalid", and nobody is signed in again (decision 286).
    const again = await call(app, 'POST', '/api/email/verify', { body: { token } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: messages.server.emailAlreadyVerified, signed_in: false });
    expect(again.headers.get('set-cookie')).toBeNull();
    const madeUp = await call(app, 'POST', '/api/email/verify', { body: { token: 'x'.repeat(43) } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toMatchObject({ code: 'invalid_token', message: messages.server.invalidToken });
    const after = await login(email, 'verify-me-password');
    expect(after.status).toBe(200);
    expect(after.body.user).toMatchObject({ email, is_premium: false });
    expect((await methods()).map((row) => row.sign_in_method).sort()).toEqual(['email_link', 'password']);
  });

  it('sends a new verification link on request to an address waiting for it, and to nobody else (issue 18.15)', async () => {
    const email = 'resend-me@example.com';
    await call(app, 'POST', '/api/register', { body: { email, password: 'resend-me-password' } });
    const links = async () =>
      (
        await app.ctx.db.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM email_tokens t JOIN users u ON u.id = t.user_id
            WHERE u.email = $1 AND t.purpose = 'verify'`,
          [email],
        )
      ).n;
    expect(await links()).toBe(1);
    expect((await call(app, 'POST', '/api/email/resend-verification', { body: { email } })).status).toBe(202);
    expect(await links()).toBe(2);
    expect(
      (await call(app, 'POST', '/api/email/verify', { body: { token: await app.lastLinkToken(email) } })).status,
    ).toBe(200);
    // Verified now: asking again sends nothing new.
    expect((await call(app, 'POST', '/api/email/resend-verification', { body: { email } })).status).toBe(202);
    expect(await links()).toBe(2);
  });

  it('signs the holder of the link in once: a session cookie that works, not twice (decision 286)', async () => {
    const email = 'link-signs-in@example.com';
    await call(app, 'POST', '/api/register', { body: { email, password: 'link-signs-in-password' } });
    const token = await app.lastLinkToken(email);
    const first = await call(app, 'POST', '/api/email/verify', { body: { token } });
    const cookie = first.headers.get('set-cookie') ?? '';
    const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1];
    expect(session).toBeDefined();
    // A day, as a sign-in without "Remember me".
    expect(cookie).toContain(`Max-Age=${DAY / 1000}`);
    const check = await app.request('/check-website', { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(await check.json()).toMatchObject({ authenticated: true, user: { email } });
    const sessions = async () =>
      (
        await app.ctx.db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
          [email],
        )
      ).n;
    expect(await sessions()).toBe(1);
    // The same link again, or replayed by someone who copied it: no second session.
    const second = await call(app, 'POST', '/api/email/verify', { body: { token } });
    expect(second.body).toMatchObject({ signed_in: false });
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await sessions()).toBe(1);
  });

  it('keeps the session a browser already has when it opens a verification link (decision 286)', async () => {
    const other = await app.signUp();
    const email = 'verify-while-signed-in@example.com';
    // From a network of its own: this file's sign-ups have used up the shared address's allowance.
    const registered = await app.request(
      '/api/register',
      {
        method: 'POST',
        headers: { 'x-request-source': 'website', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'tulip-harbour-quartz-91' }),
      },
      { from: '203.0.113.86' },
    );
    expect(registered.status).toBe(202);
    const res = await app.request('/api/email/verify', {
      method: 'POST',
      headers: {
        'x-request-source': 'website',
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${other.token}`,
      },
      body: JSON.stringify({ token: await app.lastLinkToken(email) }),
    });
    expect(await res.json()).toEqual({ success: true, message: messages.server.emailVerified, signed_in: false });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('lets a verification link expire after 24 hours', async () => {
    const email = 'late@example.com';
    await call(app, 'POST', '/api/register', { body: { email, password: 'too-late-password' } });
    const token = await app.lastLinkToken(email);
    clock.advance(DAY + 1000);
    expect((await call(app, 'POST', '/api/email/verify', { body: { token } })).status).toBe(400);
  });

  it('rejects short passwords and bad addresses with 422 and field errors', async () => {
    const res = await call<{ code: string; message: string; errors: { path: string }[] }>(
      app,
      'POST',
      '/api/register',
      {
        body: { email: 'not-an-email', password: 'short' },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.message).toBe(messages.auth.invalidEmail);
    expect(res.body.errors.map((e) => e.path)).toEqual(['email', 'password']);
  });
});

describe('login', () => {
  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const user = await app.signUp();
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login('nobody@example.com', 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'invalid_credentials', message: messages.auth.invalidEmailOrPassword });
    }
  });

  it('matches the address case-insensitively and returns token, user and an HttpOnly Lax cookie', async () => {
    const user = await app.signUp();
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: user.id, email: user.email, is_premium: false });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);
  });

  it('keeps a session in use one day without "Remember me" and 30 days with it', async () => {
    const user = await app.signUp();
    const short = (await login(user.email, user.password, false)).body.token;
    const long = (await login(user.email, user.password, true)).body.token;
    // Used every hour (inside the idle timeout), each lives exactly its lifetime.
    for (let hour = 1; hour < 24; hour++) {
      clock.advance(HOUR);
      expect((await userInfo(short)).status).toBe(200);
      expect((await userInfo(long)).status).toBe(200);
    }
    clock.advance(HOUR - 60_000);
    expect((await userInfo(short)).status).toBe(200);
    clock.advance(120_000);
    expect((await userInfo(short)).status).toBe(401);
    expect((await userInfo(long)).status).toBe(200);
    for (let week = 0; week < 4; week++) {
      clock.advance(7 * DAY - HOUR);
      expect((await userInfo(long)).status).toBe(200);
    }
    clock.advance(2 * DAY);
    expect((await userInfo(long)).status).toBe(401);
  });

  it('authenticates by cookie as well as by bearer token', async () => {
    const user = await app.signUp();
    const res = await app.request('/api/user-info', { headers: { cookie: `${SESSION_COOKIE}=${user.token}` } });
    expect(res.status).toBe(200);
  });
});

describe('check-website', () => {
  it('says unauthenticated with 200 and no token without a session', async () => {
    const res = await call(app, 'GET', '/check-website', { token: 'not-a-real-token' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: false });
  });

  it('returns user and token for a cookie-only session', async () => {
    const user = await app.signUp({ premium: true });
    const res = await app.request('/check-website', { headers: { cookie: `${SESSION_COOKIE}=${user.token}` } });
    expect(await res.json()).toEqual({
      authenticated: true,
      token: user.token,
      user: { id: user.id, email: user.email, is_premium: true },
    });
  });
});

describe('logout', () => {
  it('ends only the current session and clears the cookie; 200 even without one', async () => {
    const user = await app.signUp();
    const other = (await login(user.email, user.password)).body.token;
    const res = await call(app, 'POST', '/api/logout', { token: user.token });
    expect(res.body).toEqual({ success: true });
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await userInfo(user.token)).status).toBe(401);
    expect((await userInfo(other)).status).toBe(200);
    expect((await call(app, 'POST', '/api/logout')).status).toBe(200);
  });

  it('logout-all ends every session of the user and needs one', async () => {
    const user = await app.signUp();
    const other = (await login(user.email, user.password)).body.token;
    const bystander = await app.signUp();
    expect((await call(app, 'POST', '/api/logout-all')).status).toBe(401);
    expect((await call(app, 'POST', '/api/logout-all', { token: user.token })).body).toEqual({ success: true });
    expect((await userInfo(user.token)).status).toBe(401);
    expect((await userInfo(other)).status).toBe(401);
    expect((await userInfo(bystander.token)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('always answers 202, and mails a one-hour, one-time link only to existing accounts', async () => {
    const user = await app.signUp();
    const unknown = await call(app, 'POST', '/api/password/forgot', { body: { email: 'ghost@example.com' } });
    const known = await call(app, 'POST', '/api/password/forgot', { body: { email: user.email } });
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(await mailsTo('ghost@example.com')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('sets the new password, ends all sessions, and the link works once', async () => {
    const user = await app.signUp();
    const second = (await login(user.email, user.password, true)).body.token;
    await call(app, 'POST', '/api/password/forgot', { body: { email: user.email } });
    const token = await app.lastLinkToken(user.email);
    const res = await call(app, 'POST', '/api/password/reset', { body: { token, password: 'brand-new-password' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.server.passwordReset });
    expect((await userInfo(user.token)).status).toBe(401);
    expect((await userInfo(second)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'brand-new-password')).status).toBe(200);
    const reuse = await call(app, 'POST', '/api/password/reset', { body: { token, password: 'another-password' } });
    expect(reuse.status).toBe(400);
  });

  it('refuses a reset link older than one hour', async () => {
    const user = await app.signUp();
    await call(app, 'POST', '/api/password/forgot', { body: { email: user.email } });
    const token = await app.lastLinkToken(user.email);
    clock.advance(3600_000 + 1000);
    const res = await call(app, 'POST', '/api/password/reset', { body: { token, password: 'too-late-password' } });
    expect(res.body).toMatchObject({ code: 'invalid_token' });
  });
});
