/**
 * Issue 26.9, the smaller findings: production refuses an http PUBLIC_URL and a TEST_MODE other
 * than true/false; a cookie call from an allowed extension origin is not refused (its origin read
 * as "null" matched nothing); a session id in capitals is still the current session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_SOURCE, SESSION_COOKIE } from '#domain/constants.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

const production = (env: Record<string, string>) => () =>
  loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://skimly.example', TEST_MODE: 'true', ...env });
const problemsOf = (start: () => unknown): string[] => {
  try {
    start();
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('production settings', () => {
  it('refuses a PUBLIC_URL that is not https, except on this machine', () => {
    expect(problemsOf(production({ PUBLIC_URL: 'http://skimly.example' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be an https address/),
    ]);
    expect(problemsOf(production({}))).toEqual([]);
    expect(problemsOf(production({ PUBLIC_URL: 'http://localhost:8080' }))).toEqual([]);
    expect(problemsOf(production({ PUBLIC_URL: 'http://127.0.0.1:3000' }))).toEqual([]);
  });

  it.each(['1', 'yes', 'TRUE', 'on'])('refuses TEST_MODE=%s: only true, by name', (value) => {
    expect(problemsOf(production({ TEST_MODE: value })).join('\n')).toMatch(/TEST_MODE/);
  });

  it('outside production, TEST_MODE=1 still reads as true', () => {
    expect(loadConfig({ NODE_ENV: 'development', TEST_MODE: '1' }).TEST_MODE).toBe(true);
  });
});

describe('on the running app', () => {
  const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ EXTENSION_ORIGINS: EXTENSION });
  });
  afterAll(() => app.close());

  it("takes a cookie call from an allowed extension's origin, and refuses another extension's", async () => {
    const user = await app.signUp();
    const logout = (origin: string) =>
      app.request('/api/logout', { method: 'POST', headers: { origin, cookie: `${SESSION_COOKIE}=${user.token}` } });
    expect((await logout('chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba')).status).toBe(403);
    expect((await logout(EXTENSION)).status).toBe(200);
  });

  it('a session id in capitals is still the current session: 409, and the session lives', async () => {
    const user = await app.signUp();
    const listed = await call<{ sessions: { id: string; current: boolean }[] }>(app, 'GET', '/api/sessions', {
      token: user.token,
    });
    const current = listed.body.sessions.find((s) => s.current)?.id ?? '';
    const ended = await call(app, 'DELETE', `/api/sessions/${current.toUpperCase()}`, {
      token: user.token,
      headers: { 'x-request-source': REQUEST_SOURCE },
    });
    expect(ended.status).toBe(409);
    expect((await call(app, 'GET', '/api/user-info', { token: user.token })).status).toBe(200);
  });
});
