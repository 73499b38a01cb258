import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { call } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (path: string, body: string, type = 'application/json') =>
  app.request(path, { method: 'POST', headers: { 'content-type': type, 'x-request-source': 'website' }, body });

describe('hostile input gets a 4xx with a message, never a 5xx', () => {
  it('broken JSON is 400 invalid_json', async () => {
    for (const body of ['{', '{"email": ', 'nul', '[1,2', '{"a":1}}']) {
      const res = await post('/api/login', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'invalid_json', message: messages.api.invalidJson });
    }
  });

  it('a body over the limit is 413', async () => {
    const res = await post('/api/register', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('wrong types, arrays, null and missing fields are 422 with field errors', async () => {
    for (const body of ['null', '[]', '"text"', '42', '{"email": 5, "password": []}', '{}']) {
      const res = await post('/api/login', body);
      expect(res.status, body).toBe(422);
      const json = (await res.json()) as { code: string; message: string; errors: unknown[] };
      expect(json.code).toBe('validation_error');
      expect(json.message.length).toBeGreaterThan(0);
      expect(json.errors.length).toBeGreaterThan(0);
    }
  });

  it('another media type is 415', async () => {
    const res = await post('/api/feedback', 'reason=other', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('unknown fields are ignored', async () => {
    const res = await call(app, 'POST', '/api/feedback', {
      body: { reason: 'privacy', type: 'uninstall', admin: true },
    });
    expect(res.status).toBe(201);
  });

  it('an unknown /api path is 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(app, method, '/api/no-such-call');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: messages.api.notFound });
    }
  });

  it('a failing query is a generic 500 without SQL or stack', async () => {
    const user = await app.signUp({ premium: true });
    await app.ctx.db.query('ALTER TABLE prompts RENAME COLUMN prompt TO prompt_gone');
    try {
      const res = await call(app, 'GET', '/api/user-prompt', { token: user.token });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'internal_error', message: messages.api.internal });
    } finally {
      await app.ctx.db.query('ALTER TABLE prompts RENAME COLUMN prompt_gone TO prompt');
    }
  });
});

describe('health and docs', () => {
  it('health is ok', async () => {
    expect((await call(app, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
  });

  it('serves the spec and the API reference from local files', async () => {
    const spec = await app.request('/openapi.yaml');
    expect(spec.status).toBe(200);
    expect(await spec.text()).toMatch(/^openapi: 3\./m);
    const docs = await app.request('/docs');
    const html = await docs.text();
    expect(html).toContain('/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>[^<]/);
    expect((await app.request('/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect(await (await app.request('/docs/init.js')).text()).toContain("url: '/openapi.yaml'");
  });
});
