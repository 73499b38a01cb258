import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../domain/constants.ts';
import { createTestApp } from '../server/harness.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let site: string;

beforeAll(async () => {
  app = await createTestApp();
  site = new URL(app.ctx.config.PUBLIC_URL).origin;
});
afterAll(() => app.close());

const savePrompt = (headers: Record<string, string>) =>
  app.request('/api/user-prompt', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ prompt: 'Summarise in five bullet points, please' }),
  });

describe('CSRF guard on cookie-authenticated state changes', () => {
  it.each([
    ['no Origin and no X-Request-Source', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['a wrong X-Request-Source', { 'x-request-source': 'evil' }],
  ])('refuses %s with 403 and changes nothing', async (_name, extra: Record<string, string>) => {
    const user = await app.signUp({ premium: true });
    const cookie = `${SESSION_COOKIE}=${user.token}`;
    const res = await savePrompt({ cookie, ...extra });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
    const logoutAll = await app.request('/api/logout-all', { method: 'POST', headers: { cookie, ...extra } });
    expect(logoutAll.status).toBe(403);
    const still = await app.request('/api/user-info', { headers: { cookie } });
    expect(still.status).toBe(200);
  });

  it.each([
    ['the X-Request-Source header', () => ({ 'x-request-source': 'website' })],
    ["the site's own Origin", () => ({ origin: site })],
    ["the site's own Referer (browsers that omit Origin)", () => ({ referer: `${site}/dashboard` })],
  ])('lets a cookie call through with %s', async (_name, extra) => {
    const user = await app.signUp({ premium: true });
    const res = await savePrompt({ cookie: `${SESSION_COOKIE}=${user.token}`, ...extra() });
    expect(res.status).toBe(200);
  });

  it('does not apply to Bearer calls (the extension), which a foreign page cannot forge', async () => {
    const user = await app.signUp({ premium: true });
    const res = await savePrompt({ authorization: `Bearer ${user.token}`, origin: 'chrome-extension://other' });
    expect(res.status).toBe(200);
  });

  it('leaves calls without a session cookie to their own checks (sign-in, webhook)', async () => {
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
  });
});
