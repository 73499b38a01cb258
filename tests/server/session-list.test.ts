/** The account page's list of sessions: what each says, last use, ending one or all the others. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { SESSION_TOUCH_EVERY_MS } from '#server/auth/sessions.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const clock = manualClock('2026-11-24T10:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

type Listed = { id: string; current: boolean; [key: string]: unknown };

/** Signs in over "HTTP" from an address with a User-Agent; the website sends X-Request-Source. */
async function signIn(email: string, password: string, from: string, userAgent: string, website = true) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': userAgent };
  if (website) headers['x-request-source'] = 'website';
  const res = await app.request(
    '/api/login',
    { method: 'POST', headers, body: JSON.stringify({ email, password }) },
    { from },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const list = async (token: string) =>
  ((await call(app, 'GET', '/api/sessions', { token })).body as { sessions: Listed[] }).sessions;

describe('GET /api/sessions', () => {
  it('lists each browser and extension with what its User-Agent says, where it signed in, the current one marked', async () => {
    const user = await app.signUp();
    await app.ctx.db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    const laptop = await signIn(user.email, user.password, '203.0.113.7', CHROME_MAC);
    clock.advance(60_000);
    await signIn(user.email, user.password, '198.51.100.20', SAFARI_IPHONE, false);
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({
      client: 'website',
      browser: 'Chrome 131',
      os: 'macOS 10.15.7',
      device: 'desktop',
      ip_address: '203.0.113.7',
      user_agent: CHROME_MAC,
      created_at: '2026-11-24T10:00:00.000Z',
    });
    expect(sessions.find((s) => !s.current)).toMatchObject({
      client: 'extension',
      browser: 'Safari 17',
      os: 'iOS 17.1',
      device: 'mobile',
      ip_address: '198.51.100.20',
    });
  });

  it('records the last use at most every 5 minutes', async () => {
    const user = await app.signUp();
    const started = clock.now().toISOString();
    clock.advance(SESSION_TOUCH_EVERY_MS - 1000);
    expect((await list(user.token))[0]?.last_used_at).toBe(started);
    clock.advance(2000);
    await call(app, 'GET', '/api/user-info', { token: user.token });
    expect((await list(user.token))[0]?.last_used_at).toBe(clock.now().toISOString());
  });

  it('401 without a session', async () => {
    expect((await call(app, 'GET', '/api/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('DELETE ends another session (its token answers 401); 409 for the current one; 404 for unknown or foreign ids', async () => {
    const user = await app.signUp();
    const other = await signIn(user.email, user.password, '198.51.100.20', SAFARI_IPHONE);
    const sessions = await list(user.token);
    const otherId = sessions.find((s) => !s.current)?.id ?? '';
    const currentId = sessions.find((s) => s.current)?.id ?? '';
    const stranger = await app.signUp();
    const end = (id: string, token = user.token) => call(app, 'DELETE', `/api/sessions/${id}`, { token });

    expect((await end(otherId, stranger.token)).status).toBe(404);
    expect((await end(currentId)).body).toEqual({ code: 'conflict', message: messages.server.sessionIsCurrent });
    expect((await end('not-a-uuid')).status).toBe(404);
    expect((await end(otherId)).body).toEqual({ success: true });
    expect((await call(app, 'GET', '/api/user-info', { token: other })).status).toBe(401);
    expect((await end(otherId)).status).toBe(404);
    expect((await list(user.token)).map((s) => s.id)).toEqual([currentId]);
  });

  it('end-others ends every session but the calling one and says how many', async () => {
    const user = await app.signUp();
    const a = await signIn(user.email, user.password, '198.51.100.1', CHROME_MAC);
    const b = await signIn(user.email, user.password, '198.51.100.2', SAFARI_IPHONE);
    const stranger = await app.signUp();
    const ended = await call(app, 'POST', '/api/sessions/end-others', { token: user.token });
    expect(ended.body).toEqual({ success: true, ended: 2 });
    for (const token of [a, b]) expect((await call(app, 'GET', '/api/user-info', { token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/user-info', { token: user.token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/user-info', { token: stranger.token })).status).toBe(200);
  });
});
