/** Health, the document, session check, sign-in, sign-out, registration, verification and password reset. */
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { call, expectError, sessionCookieOf } from './call.ts';
import { matchesComponent } from './openapi.ts';
import type { Suite } from './suite.ts';
import { uniqueEmail } from './target.ts';

const BIG = 'x'.repeat(70 * 1024);

export function authScenarios(suite: Suite): void {
  const send = () => suite.target().send;

  describe('meta', () => {
    it('health, readiness, the document and its rendered page answer 200', async () => {
      expect((await call(send(), 'GET', '/api/health')).body).toEqual({ status: 'ok' });
      // Readiness gives the database two seconds; on a machine busy with the rest of the run it may
      // first say database_unavailable (in the contract too), so it is asked until it says ready.
      await vi.waitFor(
        async () => expect((await call(send(), 'GET', '/api/ready')).body).toEqual({ status: 'ready' }),
        {
          timeout: 30_000,
          interval: 500,
        },
      );
      expect(String((await call(send(), 'GET', '/openapi.yaml')).body)).toContain('title: Skimly API');
      expect((await call(send(), 'GET', '/docs')).status).toBe(200);
    });

    it('an unknown /api path answers 404 with the Error body', async () => {
      const response = await send()('/api/no-such-call', { headers: { Accept: 'application/json' } });
      expect(response.status).toBe(404);
      expect(matchesComponent('Error', await response.json())).toBeNull();
    });
  });

  describe('session check', () => {
    it('reports signed out without a session, never 401', async () => {
      expect((await call(send(), 'GET', '/check-website')).body).toEqual({ authenticated: false });
      const bogus = await call(send(), 'GET', '/check-website', { token: 'not-a-session' });
      expect(bogus.body).toEqual({ authenticated: false });
    });

    it('returns user and token for a bearer or a cookie session', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      const byBearer = await call(send(), 'GET', '/check-website', { token: account.token });
      expect(byBearer.body).toMatchObject({ authenticated: true, user: { email: account.email, is_premium: false } });
      const byCookie = await call(send(), 'GET', '/check-website', { cookie: account.token });
      expect(byCookie.body).toMatchObject({ authenticated: true, token: account.token });
    });
  });

  describe('login', () => {
    it('signs in: token, user and the session cookie', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      const result = await call(send(), 'POST', '/api/login', {
        body: { email: account.email, password: account.password, remember: true },
      });
      expect(result.status).toBe(200);
      const body = result.body as { token: string; user: { email: string } };
      expect(body.user.email).toBe(account.email);
      expect(sessionCookieOf(result.response)).toBe(body.token);
    });

    it('401 for a wrong password or an unknown address, with the same message', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      const wrong = await call(send(), 'POST', '/api/login', {
        body: { email: account.email, password: 'wrong-password' },
      });
      expectError(wrong, 401, 'invalid_credentials', messages.auth.invalidEmailOrPassword);
      const unknown = await call(send(), 'POST', '/api/login', {
        body: { email: uniqueEmail('nobody'), password: 'whatever-password' },
      });
      expectError(unknown, 401, 'invalid_credentials', messages.auth.invalidEmailOrPassword);
    });

    it('403 for an address not verified yet', async () => {
      const email = uniqueEmail('unverified');
      await call(send(), 'POST', '/api/register', { body: { email, password: 'unverified-password' } });
      const result = await call(send(), 'POST', '/api/login', { body: { email, password: 'unverified-password' } });
      expectError(result, 403, 'email_not_verified');
    });

    it('422 for a malformed body, with field errors', async () => {
      const result = await call(send(), 'POST', '/api/login', { body: { email: 'not-an-email' } });
      expectError(result, 422, 'validation_error');
      expect((result.body as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    });

    it('400 for broken JSON, 413 for a huge body, 415 for a non-JSON body', async () => {
      expectError(await call(send(), 'POST', '/api/login', { raw: '{"email":' }), 400, 'invalid_json');
      expectError(await call(send(), 'POST', '/api/login', { body: { email: BIG } }), 413, 'payload_too_large');
      const text = await call(send(), 'POST', '/api/login', { raw: 'email=a', contentType: 'text/plain' });
      expectError(text, 415, 'unsupported_media_type');
    });

    it('429 with Retry-After after repeated failures for one address', async () => {
      const email = uniqueEmail('throttled');
      let last = await call(send(), 'POST', '/api/login', { body: { email, password: 'wrong-password-0' } });
      for (let i = 1; i < 12 && last.status !== 429; i++) {
        last = await call(send(), 'POST', '/api/login', { body: { email, password: `wrong-password-${i}` } });
      }
      expectError(last, 429, 'rate_limited');
      expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('logout', () => {
    it('ends the current session only; 200 even without one', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const login = await call(send(), 'POST', '/api/login', {
        body: { email: account.email, password: account.password },
      });
      const second = (login.body as { token: string }).token;
      expect((await call(send(), 'POST', '/api/logout', { token: account.token })).body).toEqual({ success: true });
      expectError(await call(send(), 'GET', '/api/user-info', { token: account.token }), 401, 'unauthorized');
      expect((await call(send(), 'GET', '/api/user-info', { token: second })).status).toBe(200);
      expect((await call(send(), 'POST', '/api/logout')).status).toBe(200);
    });

    it('logout-all ends every session; 401 without one', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const login = await call(send(), 'POST', '/api/login', {
        body: { email: account.email, password: account.password },
      });
      const second = (login.body as { token: string }).token;
      expect((await call(send(), 'POST', '/api/logout-all', { token: account.token })).status).toBe(200);
      expectError(await call(send(), 'GET', '/api/user-info', { token: second }), 401, 'unauthorized');
      expectError(await call(send(), 'POST', '/api/logout-all'), 401, 'unauthorized');
    });

    it('403 for a cookie-only state change without X-Request-Source (CSRF guard)', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const refused = await call(send(), 'POST', '/api/logout-all', { cookie: account.token, bare: true });
      expectError(refused, 403, 'forbidden');
      expect((await call(send(), 'POST', '/api/logout-all', { cookie: account.token })).status).toBe(200);
    });
  });

  describe('register', () => {
    it('answers 202 alike for a new and a taken address', async () => {
      const email = uniqueEmail('register');
      const body = {
        email,
        password: 'register-password',
        extension_id: 'dashboard',
        extension_url: 'http://localhost',
      };
      const first = await call(send(), 'POST', '/api/register', { body });
      const again = await call(send(), 'POST', '/api/register', { body });
      expect(first.status).toBe(202);
      expect(again.status).toBe(202);
      expect(again.body).toEqual(first.body);
    });

    it('422 for a short password or a bad address; 400, 413 and 415 for bad bodies', async () => {
      const short = await call(send(), 'POST', '/api/register', {
        body: { email: uniqueEmail('short'), password: 'short' },
      });
      expectError(short, 422, 'validation_error');
      const bad = await call(send(), 'POST', '/api/register', {
        body: { email: 'a b@c', password: 'long-enough-password' },
      });
      expectError(bad, 422, 'validation_error');
      expectError(await call(send(), 'POST', '/api/register', { raw: '[' }), 400, 'invalid_json');
      expectError(await call(send(), 'POST', '/api/register', { body: { email: BIG } }), 413, 'payload_too_large');
      expectError(
        await call(send(), 'POST', '/api/register', { raw: 'x', contentType: 'text/plain' }),
        415,
        'unsupported_media_type',
      );
    });
  });

  describe('e-mail verification', () => {
    it('sends the verification link again with one answer for every address', async () => {
      const email = uniqueEmail('resend');
      await call(send(), 'POST', '/api/register', { body: { email, password: 'resend-password-long' } });
      const waiting = await call(send(), 'POST', '/api/email/resend-verification', { body: { email } });
      expect(waiting.status).toBe(202);
      expect(waiting.body).toEqual({ success: true, message: messages.server.verificationResent });
      const unknown = await call(send(), 'POST', '/api/email/resend-verification', {
        body: { email: uniqueEmail('nobody') },
      });
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(waiting.body);
      expectError(await call(send(), 'POST', '/api/email/resend-verification', { body: {} }), 422, 'validation_error');
    });

    it('verifies with the e-mailed token once; used again it says already verified; an unknown token is 400', async (ctx) => {
      const email = uniqueEmail('verify');
      await call(send(), 'POST', '/api/register', { body: { email, password: 'verify-password' } });
      const token = await suite.target().mailedToken(email, 'verify');
      if (!token) return ctx.skip(`${suite.target().label}: outbox not readable (set OUTBOX_DIR)`);
      const first = await call(send(), 'POST', '/api/email/verify', { body: { token } });
      expect(first.status).toBe(200);
      // The link's first use signs its holder in; used again it signs nobody in (decision 286).
      expect(first.body).toEqual({ success: true, message: messages.server.emailVerifiedSignedIn, signed_in: true });
      const again = await call(send(), 'POST', '/api/email/verify', { body: { token } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true, message: messages.server.emailAlreadyVerified, signed_in: false });
      const login = await call(send(), 'POST', '/api/login', { body: { email, password: 'verify-password' } });
      expect(login.status).toBe(200);
    });

    it('400 for an unknown token, 422 without one', async () => {
      const unknown = await call(send(), 'POST', '/api/email/verify', { body: { token: 'no-such-token-0123456789' } });
      expectError(unknown, 400, 'invalid_token');
      expectError(await call(send(), 'POST', '/api/email/verify', { body: {} }), 422, 'validation_error');
    });
  });

  describe('password reset', () => {
    it('forgot answers 202 alike for a known and an unknown address; 422 for a bad one', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      const known = await call(send(), 'POST', '/api/password/forgot', { body: { email: account.email } });
      const unknown = await call(send(), 'POST', '/api/password/forgot', { body: { email: uniqueEmail('ghost') } });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(unknown.body).toEqual(known.body);
      expectError(
        await call(send(), 'POST', '/api/password/forgot', { body: { email: 'nope' } }),
        422,
        'validation_error',
      );
    });

    it('resets with the e-mailed token and ends every session', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      await call(send(), 'POST', '/api/password/forgot', { body: { email: account.email } });
      const token = await suite.target().mailedToken(account.email, 'reset');
      if (!token) return ctx.skip(`${suite.target().label}: outbox not readable (set OUTBOX_DIR)`);
      const reset = await call(send(), 'POST', '/api/password/reset', {
        body: { token, password: 'brand-new-password' },
      });
      expect(reset.status).toBe(200);
      expectError(await call(send(), 'GET', '/api/user-info', { token: account.token }), 401, 'unauthorized');
      const login = await call(send(), 'POST', '/api/login', {
        body: { email: account.email, password: 'brand-new-password' },
      });
      expect(login.status).toBe(200);
      const reused = await call(send(), 'POST', '/api/password/reset', {
        body: { token, password: 'another-password' },
      });
      expectError(reused, 400, 'invalid_token');
    });

    it('400 for an unknown token, 422 for a short password', async () => {
      const unknown = await call(send(), 'POST', '/api/password/reset', {
        body: { token: 'no-such-token-0123456789', password: 'long-enough-password' },
      });
      expectError(unknown, 400, 'invalid_token');
      const short = await call(send(), 'POST', '/api/password/reset', {
        body: { token: 'no-such-token-0123456789', password: 'short' },
      });
      expectError(short, 422, 'validation_error');
    });
  });
}
