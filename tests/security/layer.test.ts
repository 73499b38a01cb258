/**
 * The security layer on a bare Hono app (no database): proves the middleware itself, independent
 * of how server/app.ts mounts it. The harness-based tests in this folder prove the mounted result.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { applySecurity, type SecurityConfig } from '#server/security/index.ts';

const config: SecurityConfig = {
  NODE_ENV: 'development',
  PUBLIC_URL: 'http://localhost:3999',
  EXTENSION_ORIGINS: ['chrome-extension://abcdefghijklmnop'],
  STRIPE_SECRET_KEY: undefined,
  BODY_LIMIT_BYTES: 1024,
};

function bareApp() {
  const app = new Hono();
  applySecurity(app, config);
  app.post('/api/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  return app;
}

const post = (app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('security layer', () => {
  it('refuses a body over the limit with 413 JSON, streamed or declared', async () => {
    const app = bareApp();
    const res = await post(app, '/api/echo', { pad: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await post(app, '/api/echo', { pad: 'x' })).status).toBe(200);
  });

  it('refuses cookie-only writes from elsewhere and allows the site and Bearer calls', async () => {
    const app = bareApp();
    const cookie = { cookie: 'skimly_session=abc' };
    expect((await post(app, '/api/echo', {}, cookie)).status).toBe(403);
    expect((await post(app, '/api/echo', {}, { ...cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(app, '/api/echo', {}, { ...cookie, origin: 'http://localhost:3999' })).status).toBe(200);
    expect((await post(app, '/api/echo', {}, { ...cookie, 'x-request-source': 'website' })).status).toBe(200);
    expect((await post(app, '/api/echo', {}, { ...cookie, authorization: 'Bearer abc' })).status).toBe(200);
  });
});
