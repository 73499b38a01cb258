/**
 * PostgreSQL text cannot hold U+0000: before the layer refused it, each of these answered 500
 * (found by tests/fuzz). Every route must turn it into a clear 422 instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ token } = await app.signUp({ premium: true }));
});
afterAll(() => app.close());

const NUL_REQUESTS: [string, string, string | undefined][] = [
  ['POST', '/api/user-prompt', JSON.stringify({ prompt: 'Summarise this\u0000 in bullets' })],
  ['POST', '/api/summaries', JSON.stringify({ video_id: 'dQw4w9WgXcQ', title: 'a\u0000', summary: 'x' })],
  ['GET', '/api/summaries?search=%00', undefined],
  ['GET', '/api/payment/success?session_id=cs_%00', undefined],
  ['GET', '/auth/google/callback?state=%00%00%00%00%00%00%00%00&code=x', undefined],
  ['POST', '/test-checkout/cs_test_%00/pay', undefined],
];

describe('NUL characters', () => {
  it.each(NUL_REQUESTS)('%s %s answers 422, not 500', async (method, path, body) => {
    const res = await app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-request-source': 'website',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body } : {}),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: messages.security.nulCharacter, code: 'validation_error' });
  });

  it('lets an escaped backslash followed by "u0000" through as ordinary text', async () => {
    const prompt = 'Quote \\u0000 literally in the summary';
    const res = await app.request('/api/user-prompt', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { prompt } });
  });
});
