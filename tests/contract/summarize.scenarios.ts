/** The summariser: generateSummary (JSON and server-sent events, its errors and the daily quota) and getSummaryQuota. */
import { describe, expect, it } from 'vitest';
import { call, expectError } from './call.ts';
import type { StreamEvent } from './openapi.ts';
import type { Suite } from './suite.ts';

const SOURCE = {
  kind: 'video',
  video_id: 'dQw4w9WgXcQ',
  title: 'How transformers work',
  channel: 'Skimly Lectures',
  duration_seconds: 120,
  language: 'en',
  chapters: [
    { start: 0, title: 'Intro' },
    { start: 60, title: 'Attention' },
  ],
  segments: [
    { start: 0, duration: 6, text: 'Today we look at how transformers read a sentence.' },
    { start: 6, duration: 8, text: 'Older networks read one word at a time, from left to right.' },
    { start: 60, duration: 7, text: 'The key idea is attention: every word looks at every other word.' },
    { start: 67, duration: 9, text: 'Attention weights say how much each word matters to the others.' },
  ],
};

export function summarizeScenarios(suite: Suite): void {
  const send = () => suite.target().send;

  describe('the summariser', () => {
    it('generateSummary: 401 without a session, 422 without a source', async (ctx) => {
      expectError(
        await call(send(), 'POST', '/api/summaries/generate', { body: { source: SOURCE } }),
        401,
        'unauthorized',
      );
      const { token } = await suite.shared(ctx, 'basic');
      expectError(await call(send(), 'POST', '/api/summaries/generate', { token, body: {} }), 422, 'validation_error');
      const bad = { source: { ...SOURCE, video_id: 'nope' } };
      expectError(await call(send(), 'POST', '/api/summaries/generate', { token, body: bad }), 422, 'validation_error');
    });

    it('generateSummary as JSON and as server-sent events, then getSummaryQuota counts them', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'basic');
      const json = await call(send(), 'POST', '/api/summaries/generate', { token, body: { source: SOURCE } });
      expect(json.status).toBe(200);
      expect(json.body).toMatchObject({ type: 'done', summary: { video_id: SOURCE.video_id } });
      const streamed = await call(send(), 'POST', '/api/summaries/generate', {
        token,
        body: { source: SOURCE },
        headers: { Accept: 'text/event-stream' },
      });
      const events = streamed.body as StreamEvent[];
      expect(events.at(-1)?.event).toBe('done');
      expect(events.some((e) => e.event === 'section')).toBe(true);
      const quota = await call(send(), 'GET', '/api/summaries/quota', { token });
      expect(quota.body).toMatchObject({ success: true, quota: { plan: 'basic', used: 2 } });
      expectError(await call(send(), 'GET', '/api/summaries/quota'), 401, 'unauthorized');
    });

    it('generateSummary: a failure is a 200 with its reason; quota_exhausted is a 429 with Retry-After', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'basic');
      const empty = { source: { ...SOURCE, segments: [] } };
      const failed = await call(send(), 'POST', '/api/summaries/generate', { token, body: empty });
      expect(failed.body).toMatchObject({ type: 'failed', failure: { reason: 'no_transcript' } });
      const { body } = await call(send(), 'GET', '/api/summaries/quota', { token });
      const { remaining } = (body as { quota: { remaining: number } }).quota;
      for (let i = 0; i < remaining; i++)
        await call(send(), 'POST', '/api/summaries/generate', { token, body: { source: SOURCE } });
      const spent = await call(send(), 'POST', '/api/summaries/generate', { token, body: { source: SOURCE } });
      expectError(spent, 429, 'quota_exhausted');
      expect(Number(spent.response.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('generateSummary: 404 for a retry_of that is not a failed attempt of the user', async (ctx) => {
      const { token } = await suite.shared(ctx, 'premium');
      const body = { retry_of: '9b2f6c3e-1d4a-4f5b-8c7d-0e1f2a3b4c5d' };
      expectError(await call(send(), 'POST', '/api/summaries/generate', { token, body }), 404, 'not_found');
    });
  });
}
