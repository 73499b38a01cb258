/** Custom prompt, saved summaries (website list and the extension's save/read/delete) and uninstall feedback. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { call, expectError } from './call.ts';
import type { Suite } from './suite.ts';

const SECTIONS = JSON.stringify([{ timestamp: '0:00', title: 'Intro', bullets: ['Why it matters'] }]);

interface ListBody {
  summaries: Array<{ id: string; title: string; created_at: string }>;
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
}

export function contentScenarios(suite: Suite): void {
  const send = () => suite.target().send;

  describe('premium gate', () => {
    const calls: Array<[string, string, object]> = [
      ['GET', '/api/user-prompt', {}],
      ['POST', '/api/user-prompt', { body: { prompt: 'A long enough prompt' } }],
      ['POST', '/api/user-prompt/reset', {}],
      ['GET', '/api/summaries', {}],
      ['POST', '/api/summaries', { body: { title: 't', video_id: 'dQw4w9WgXcQ', summary: 's' } }],
      ['GET', '/api/summaries/{id}', { path: { id: '9b2f6c3e-1d4a-4f5b-8c7d-0e1f2a3b4c5d' } }],
      ['DELETE', '/api/summaries/{id}', { path: { id: '9b2f6c3e-1d4a-4f5b-8c7d-0e1f2a3b4c5d' } }],
      [
        'PUT',
        '/api/summaries/{id}',
        {
          path: { id: '9b2f6c3e-1d4a-4f5b-8c7d-0e1f2a3b4c5d' },
          body: { title: 't', video_id: 'dQw4w9WgXcQ', summary: 's', created_at: '2025-01-01T00:00:00Z' },
        },
      ],
    ];

    it.for(calls)('%s %s: 401 without a session, 403 for a Basic user', async ([method, path, options], ctx) => {
      expectError(await call(send(), method, path, options), 401, 'unauthorized');
      const basic = await suite.shared(ctx, 'basic');
      const refused = await call(send(), method, path, { ...options, token: basic.token });
      expectError(refused, 403, 'premium_required', messages.api.forbiddenPremium);
    });
  });

  describe('custom prompt', () => {
    it('reads the default, saves (trimmed), resets', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      const initial = await call(send(), 'GET', '/api/user-prompt', { token });
      expect(initial.body).toEqual({ success: true, data: { prompt: DEFAULT_PROMPT } });
      const saved = await call(send(), 'POST', '/api/user-prompt', {
        token,
        body: { prompt: '  Five bullets, with timestamps.  ' },
      });
      expect(saved.body).toEqual({
        success: true,
        message: messages.dashboard.promptSaved,
        data: { prompt: 'Five bullets, with timestamps.' },
      });
      expect((await call(send(), 'GET', '/api/user-prompt', { token })).body).toMatchObject({
        data: { prompt: 'Five bullets, with timestamps.' },
      });
      const reset = await call(send(), 'POST', '/api/user-prompt/reset', { token });
      expect(reset.body).toEqual({
        success: true,
        message: messages.dashboard.promptReset,
        data: { prompt: DEFAULT_PROMPT },
      });
    });

    it('422 for a prompt under 10 characters after trimming; 400/413/415 for bad bodies', async (ctx) => {
      const { token } = await suite.shared(ctx, 'premium');
      const short = await call(send(), 'POST', '/api/user-prompt', { token, body: { prompt: '   too short   ' } });
      expectError(short, 422, 'validation_error', messages.dashboard.promptTooShort);
      expectError(
        await call(send(), 'POST', '/api/user-prompt', { token, body: { prompt: 'x'.repeat(2001) } }),
        422,
        'validation_error',
      );
      expectError(await call(send(), 'POST', '/api/user-prompt', { token, raw: '{"prompt":' }), 400, 'invalid_json');
      expectError(
        await call(send(), 'POST', '/api/user-prompt', { token, body: { prompt: 'x'.repeat(70_000) } }),
        413,
        'payload_too_large',
      );
      const text = await call(send(), 'POST', '/api/user-prompt', { token, raw: 'prompt', contentType: 'text/plain' });
      expectError(text, 415, 'unsupported_media_type');
    });
  });

  describe('summaries', () => {
    it('the extension saves, reads and deletes a summary', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      const created = await call(send(), 'POST', '/api/summaries', {
        token,
        body: { title: 'Sections form', video_id: 'dQw4w9WgXcQ', type: 'video', summary: SECTIONS },
      });
      expect(created.status).toBe(201);
      const summary = (created.body as { summary: { id: string; summary: string } }).summary;
      expect(summary.summary).toBe(SECTIONS);
      const read = await call(send(), 'GET', '/api/summaries/{id}', { token, path: { id: summary.id } });
      expect(read.body).toMatchObject({ success: true, summary: { id: summary.id, title: 'Sections form' } });
      expect((await call(send(), 'DELETE', '/api/summaries/{id}', { token, path: { id: summary.id } })).body).toEqual({
        success: true,
      });
      expectError(
        await call(send(), 'GET', '/api/summaries/{id}', { token, path: { id: summary.id } }),
        404,
        'not_found',
      );
      expectError(
        await call(send(), 'DELETE', '/api/summaries/{id}', { token, path: { id: summary.id } }),
        404,
        'not_found',
      );
    });

    it("404 for a malformed id or another user's summary", async (ctx) => {
      const owner = await suite.fresh(ctx, 'premium');
      const other = await suite.shared(ctx, 'premium');
      const created = await call(send(), 'POST', '/api/summaries', {
        token: owner.token,
        body: { title: 'Private', video_id: 'dQw4w9WgXcQ', summary: 'Mine only.' },
      });
      const id = (created.body as { summary: { id: string } }).summary.id;
      expectError(
        await call(send(), 'GET', '/api/summaries/{id}', { token: other.token, path: { id } }),
        404,
        'not_found',
      );
      expectError(
        await call(send(), 'DELETE', '/api/summaries/{id}', { token: other.token, path: { id } }),
        404,
        'not_found',
      );
      expectError(
        await call(send(), 'GET', '/api/summaries/{id}', { token: other.token, path: { id: 'not-a-uuid' } }),
        404,
        'not_found',
      );
    });

    it('422 for invalid fields; 400/413/415 for bad bodies', async (ctx) => {
      const { token } = await suite.shared(ctx, 'premium');
      const base = { title: 'Title', video_id: 'dQw4w9WgXcQ', summary: 'Text' };
      for (const bad of [
        { ...base, video_id: 'short' },
        { ...base, title: '' },
        { ...base, type: 'podcast' },
        { title: 'only' },
      ]) {
        expectError(await call(send(), 'POST', '/api/summaries', { token, body: bad }), 422, 'validation_error');
      }
      expectError(await call(send(), 'POST', '/api/summaries', { token, raw: '{' }), 400, 'invalid_json');
      const huge = await call(send(), 'POST', '/api/summaries', {
        token,
        body: { ...base, summary: 'x'.repeat(70_000) },
      });
      expectError(huge, 413, 'payload_too_large');
      const text = await call(send(), 'POST', '/api/summaries', { token, raw: 'x', contentType: 'text/plain' });
      expectError(text, 415, 'unsupported_media_type');
    });

    it('lists newest first with pagination, search, type and date filters', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      for (const [title, type] of [
        ['Alpha lecture', 'video'],
        ['Beta article', 'article'],
        ['Gamma talk', 'video'],
      ]) {
        await call(send(), 'POST', '/api/summaries', {
          token,
          body: { title, video_id: 'dQw4w9WgXcQ', type, summary: `About ${title}` },
        });
      }
      const page1 = (await call(send(), 'GET', '/api/summaries', { token, query: { per_page: 2 } })).body as ListBody;
      expect(page1.summaries.map((s) => s.title)).toEqual(['Gamma talk', 'Beta article']);
      expect(page1.pagination).toEqual({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
      const page2 = (await call(send(), 'GET', '/api/summaries', { token, query: { per_page: 2, page: 2 } }))
        .body as ListBody;
      expect(page2.summaries.map((s) => s.title)).toEqual(['Alpha lecture']);
      const beyond = (await call(send(), 'GET', '/api/summaries', { token, query: { page: 9 } })).body as ListBody;
      expect(beyond.summaries).toEqual([]);
      const search = (await call(send(), 'GET', '/api/summaries', { token, query: { search: 'ALPHA' } }))
        .body as ListBody;
      expect(search.summaries.map((s) => s.title)).toEqual(['Alpha lecture']);
      const articles = (await call(send(), 'GET', '/api/summaries', { token, query: { type: 'article' } }))
        .body as ListBody;
      expect(articles.summaries.map((s) => s.title)).toEqual(['Beta article']);
      const today = await call(send(), 'GET', '/api/summaries', { token, query: { date: 'today', tz: 'UTC' } });
      expect((today.body as ListBody).pagination.total).toBe(3);
      const empty = (await call(send(), 'GET', '/api/summaries', { token, query: { search: 'zzz-no-match' } }))
        .body as ListBody;
      expect(empty.pagination).toMatchObject({ total: 0, last_page: 1 });
    });

    it('an unknown time zone falls back to UTC', async (ctx) => {
      const { token } = await suite.shared(ctx, 'premium');
      const result = await call(send(), 'GET', '/api/summaries', {
        token,
        query: { date: 'today', tz: 'Mars/Olympus' },
      });
      expect(result.status).toBe(200);
    });

    it('422 for an invalid query parameter', async (ctx) => {
      const { token } = await suite.shared(ctx, 'premium');
      const invalid: Array<Record<string, string | number>> = [
        { per_page: 101 },
        { page: 0 },
        { date: 'year' },
        { type: 'podcast' },
        { search: 's'.repeat(201) },
        { tz: 'X'.repeat(65) },
      ];
      for (const query of invalid) {
        expectError(await call(send(), 'GET', '/api/summaries', { token, query }), 422, 'validation_error');
      }
    });
  });

  describe('feedback', () => {
    it('stores uninstall feedback without a session (201)', async () => {
      const body = {
        reason: 'other',
        type: 'uninstall',
        uid: 'ext-42',
        comments: 'Only needed it once.',
        suggestions: 'Firefox',
        email: 'a@example.org',
      };
      expect((await call(send(), 'POST', '/api/feedback', { body })).body).toEqual({ success: true });
      expect(
        (await call(send(), 'POST', '/api/feedback', { body: { reason: 'privacy', type: 'uninstall' } })).status,
      ).toBe(201);
    });

    it('422 for a missing or unknown reason or a bad e-mail; 400/413/415 for bad bodies', async () => {
      for (const body of [
        { type: 'uninstall' },
        { reason: 'bored', type: 'uninstall' },
        { reason: 'other', type: 'uninstall', email: 'nope' },
      ]) {
        expectError(await call(send(), 'POST', '/api/feedback', { body }), 422, 'validation_error');
      }
      expectError(await call(send(), 'POST', '/api/feedback', { raw: '{"reason"' }), 400, 'invalid_json');
      const huge = await call(send(), 'POST', '/api/feedback', {
        body: { reason: 'other', type: 'uninstall', comments: 'x'.repeat(70_000) },
      });
      expectError(huge, 413, 'payload_too_large');
      expectError(
        await call(send(), 'POST', '/api/feedback', { raw: 'r', contentType: 'text/plain' }),
        415,
        'unsupported_media_type',
      );
    });
  });
}
