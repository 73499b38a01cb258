/** The customer's data (issue 14): account settings, sessions, the export and restoring a deleted summary. */
import { describe, expect, it } from 'vitest';
import { EXPORT_COUNT_HEADER } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { call, expectError } from './call.ts';
import type { Suite } from './suite.ts';
import { type Account, uniqueEmail } from './target.ts';

const OTHER_ID = '0b3c6a1e-5d2f-4b7a-9c8e-1f2a3b4c5d6e';

export function accountScenarios(suite: Suite): void {
  const send = () => suite.target().send;
  /** A second session of the account (another browser). */
  const signInAgain = async (account: Account) => {
    const result = await call(send(), 'POST', '/api/login', {
      body: { email: account.email, password: account.password },
    });
    return (result.body as { token: string }).token;
  };
  const sessionsOf = async (token: string) =>
    (
      (await call(send(), 'GET', '/api/sessions', { token })).body as {
        sessions: Array<{ id: string; current: boolean }>;
      }
    ).sessions;

  describe('account settings', () => {
    it('reads the account; 401 without a session', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      const result = await call(send(), 'GET', '/api/account', { token: account.token });
      expect(result.body).toMatchObject({ email: account.email, has_password: true, pending_email: null });
      expectError(await call(send(), 'GET', '/api/account'), 401, 'unauthorized');
    });

    it('changes the password with the current one; 403 without it; 422 for a short one', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const token = account.token;
      const wrong = await call(send(), 'POST', '/api/account/password', {
        token,
        body: { current_password: 'not-the-password', new_password: 'a-new-long-password' },
      });
      expectError(wrong, 403, 'wrong_password', messages.server.wrongPassword);
      const missing = await call(send(), 'POST', '/api/account/password', {
        token,
        body: { new_password: 'x'.repeat(9) },
      });
      expectError(missing, 403, 'reauthentication_required');
      const short = await call(send(), 'POST', '/api/account/password', {
        token,
        body: { current_password: account.password, new_password: 'short' },
      });
      expectError(short, 422, 'validation_error');
      const changed = await call(send(), 'POST', '/api/account/password', {
        token,
        body: { current_password: account.password, new_password: 'a-new-long-password' },
      });
      expect(changed.body).toEqual({ success: true, message: messages.server.passwordChanged });
      expectError(await call(send(), 'POST', '/api/account/password', { body: {} }), 401, 'unauthorized');
    });

    it('changes the e-mail address through a link sent to the new one', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const next = uniqueEmail('moved');
      const asked = await call(send(), 'POST', '/api/account/email', {
        token: account.token,
        body: { new_email: next, current_password: account.password },
      });
      expect(asked.status).toBe(202);
      expectError(
        await call(send(), 'POST', '/api/account/email', {
          token: account.token,
          body: { new_email: 'not-an-address' },
        }),
        422,
        'validation_error',
      );
      expectError(
        await call(send(), 'POST', '/api/account/email', {
          token: account.token,
          body: { new_email: uniqueEmail('x') },
        }),
        403,
        'reauthentication_required',
      );
      const token = await suite.target().mailedToken(next, '/confirm-email');
      if (!token) return ctx.skip(`${suite.target().label}: the outbox is not readable`);
      const confirmed = await call(send(), 'POST', '/api/account/email/confirm', { body: { token } });
      expect(confirmed.body).toEqual({ success: true, message: messages.server.emailChanged(next) });
      expectError(await call(send(), 'POST', '/api/account/email/confirm', { body: { token } }), 400, 'invalid_token');
      expectError(await call(send(), 'POST', '/api/account/email/confirm', { body: {} }), 422, 'validation_error');
      expectError(await call(send(), 'POST', '/api/account/email', { body: {} }), 401, 'unauthorized');
    });

    it('resends and cancels a pending e-mail change (decision 285)', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const next = uniqueEmail('pending');
      const asked = await call(send(), 'POST', '/api/account/email', {
        token: account.token,
        body: { new_email: next, current_password: account.password },
      });
      expect(asked.status).toBe(202);
      const resent = await call(send(), 'POST', '/api/account/email/resend', { token: account.token });
      expect(resent).toMatchObject({
        status: 202,
        body: { success: true, message: messages.server.emailChangeResent(next) },
      });
      const cancelled = await call(send(), 'POST', '/api/account/email/cancel', { token: account.token });
      expect(cancelled).toMatchObject({
        status: 200,
        body: { success: true, message: messages.settings.emailChangeCancelled(account.email) },
      });
      expect((await call(send(), 'GET', '/api/account', { token: account.token })).body).toMatchObject({
        pending_email: null,
      });
      expectError(await call(send(), 'POST', '/api/account/email/resend', { token: account.token }), 404, 'not_found');
      expectError(await call(send(), 'POST', '/api/account/email/resend'), 401, 'unauthorized');
      expectError(await call(send(), 'POST', '/api/account/email/cancel'), 401, 'unauthorized');
    });

    it('deletes the account with the password: its sessions end, the address can register again', async (ctx) => {
      const account = await suite.fresh(ctx, 'premium');
      const wrong = await call(send(), 'POST', '/api/account/delete', {
        token: account.token,
        body: { current_password: 'not-the-password' },
      });
      expectError(wrong, 403, 'wrong_password');
      expectError(
        await call(send(), 'POST', '/api/account/delete', { token: account.token, body: { current_password: '' } }),
        422,
        'validation_error',
      );
      const deleted = await call(send(), 'POST', '/api/account/delete', {
        token: account.token,
        body: { current_password: account.password },
      });
      expect(deleted.body).toEqual({ success: true, message: messages.server.accountDeleted });
      expectError(await call(send(), 'GET', '/api/user-info', { token: account.token }), 401, 'unauthorized');
      expectError(await call(send(), 'POST', '/api/account/delete', { body: {} }), 401, 'unauthorized');
      const again = await call(send(), 'POST', '/api/register', {
        body: { email: account.email, password: 'new-user-pass' },
      });
      expect(again.status).toBe(202);
    });
  });

  describe('sessions', () => {
    it('lists the sessions with the current one marked; 401 without a session', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      await signInAgain(account);
      const sessions = await sessionsOf(account.token);
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expectError(await call(send(), 'GET', '/api/sessions'), 401, 'unauthorized');
    });

    it('ends another session (404 unknown, 409 the current one) and all the others', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const second = await signInAgain(account);
      const sessions = await sessionsOf(account.token);
      const other = sessions.find((s) => !s.current)?.id ?? '';
      const current = sessions.find((s) => s.current)?.id ?? '';
      const end = (id: string, token = account.token) =>
        call(send(), 'DELETE', '/api/sessions/{id}', { token, path: { id } });
      expectError(await end(OTHER_ID), 404, 'not_found');
      expectError(await end(current), 409, 'conflict', messages.server.sessionIsCurrent);
      expect((await end(other)).body).toEqual({ success: true });
      expectError(await call(send(), 'GET', '/api/account', { token: second }), 401, 'unauthorized');
      await signInAgain(account);
      // A verification link signs its holder in (decision 286), so a target that signs up through the
      // API holds one more session than one that creates the account directly: count, then end them.
      const others = (await sessionsOf(account.token)).filter((s) => !s.current).length;
      expect(others).toBeGreaterThanOrEqual(1);
      const ended = await call(send(), 'POST', '/api/sessions/end-others', { token: account.token });
      expect(ended.body).toEqual({ success: true, ended: others });
      expect(await sessionsOf(account.token)).toHaveLength(1);
      expectError(await end(other, 'not-a-session'), 401, 'unauthorized');
      expectError(await call(send(), 'POST', '/api/sessions/end-others'), 401, 'unauthorized');
    });
  });

  describe('export', () => {
    it('streams a zip with the count of summaries; 401 without a session; 422 for an invalid tz', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      await call(send(), 'POST', '/api/summaries', {
        token,
        body: { title: 'Exported', video_id: 'dQw4w9WgXcQ', summary: 'Text' },
      });
      const result = await call(send(), 'GET', '/api/summaries/export', { token, query: { tz: 'Europe/Berlin' } });
      expect(result.status).toBe(200);
      expect(result.response.headers.get(EXPORT_COUNT_HEADER)).toBe('1');
      expect(result.response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="skimly-export-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expectError(await call(send(), 'GET', '/api/summaries/export'), 401, 'unauthorized');
      expectError(
        await call(send(), 'GET', '/api/summaries/export', { token, query: { tz: 'X'.repeat(65) } }),
        422,
        'validation_error',
      );
    });
  });

  describe('restoring a deleted summary', () => {
    it('puts it back under its id (201); 409 when it exists; 404 malformed id; 422 invalid fields', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      const created = await call(send(), 'POST', '/api/summaries', {
        token,
        body: { title: 'Undo me', video_id: 'dQw4w9WgXcQ', summary: 'Text' },
      });
      const { id, ...fields } = (created.body as { summary: { id: string; created_at: string } }).summary;
      await call(send(), 'DELETE', '/api/summaries/{id}', { token, path: { id } });
      const restored = await call(send(), 'PUT', '/api/summaries/{id}', { token, path: { id }, body: fields });
      expect(restored.status).toBe(201);
      expectError(
        await call(send(), 'PUT', '/api/summaries/{id}', { token, path: { id }, body: fields }),
        409,
        'conflict',
      );
      expectError(
        await call(send(), 'PUT', '/api/summaries/{id}', { token, path: { id: 'nope' }, body: fields }),
        404,
        'not_found',
      );
      expectError(
        await call(send(), 'PUT', '/api/summaries/{id}', { token, path: { id: OTHER_ID }, body: { title: 'x' } }),
        422,
        'validation_error',
      );
      expectError(
        await call(send(), 'PUT', '/api/summaries/{id}', { token, path: { id }, raw: '{' }),
        400,
        'invalid_json',
      );
      expectError(
        await call(send(), 'PUT', '/api/summaries/{id}', { token, path: { id }, raw: 'x', contentType: 'text/plain' }),
        415,
        'unsupported_media_type',
      );
    });
  });
}
