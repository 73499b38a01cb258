import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { createTestApp } from '#tests/server/harness.ts';

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

  it("guards the account page's calls too: deletion, password, e-mail and sessions refuse a forged cookie call", async () => {
    const user = await app.signUp({ premium: true });
    const cookie = `${SESSION_COOKIE}=${user.token}`;
    const forged = { cookie, origin: 'https://evil.example', 'content-type': 'application/json' };
    const body = JSON.stringify({
      current_password: user.password,
      new_password: 'evil-password-1',
      new_email: 'evil@example.org',
    });
    for (const [method, path] of [
      ['POST', '/api/account/delete'],
      ['POST', '/api/account/password'],
      ['POST', '/api/account/email'],
      ['POST', '/api/account/email/resend'],
      ['POST', '/api/account/email/cancel'],
      ['POST', '/api/sessions/end-others'],
      ['DELETE', '/api/sessions/0b3c6a1e-5d2f-4b7a-9c8e-1f2a3b4c5d6e'],
      ['PUT', '/api/summaries/0b3c6a1e-5d2f-4b7a-9c8e-1f2a3b4c5d6e'],
    ]) {
      const res = await app.request(path as string, {
        method,
        headers: forged,
        body: method === 'DELETE' ? undefined : body,
      });
      expect([path, res.status]).toEqual([path, 403]);
    }
    const account = await app.request('/api/account', { headers: { cookie } });
    expect(await account.json()).toMatchObject({ email: user.email, pending_email: null });
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

  it.each([
    ['an invalid bearer token', 'Bearer not-a-session'],
    ['a malformed bearer header', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwdw=='],
  ])('does not let %s smuggle a cookie-authenticated change past the guard', async (_name, authorization) => {
    const user = await app.signUp({ premium: true });
    const cookie = `${SESSION_COOKIE}=${user.token}`;
    const evil = { cookie, authorization, origin: 'https://evil.example' };
    const res = await savePrompt(evil);
    expect([401, 403]).toContain(res.status);
    const logoutAll = await app.request('/api/logout-all', { method: 'POST', headers: evil });
    expect([401, 403]).toContain(logoutAll.status);
    const still = await app.request('/api/user-info', { headers: { cookie } });
    expect(still.status).toBe(200);
    const prompt = await app.request('/api/user-prompt', { headers: { cookie } });
    expect(await prompt.json()).not.toMatchObject({ data: { prompt: 'Summarise in five bullet points, please' } });
  });

  it('refuses Origin: null (sandboxed frames, data: pages) instead of falling back to Referer', async () => {
    const user = await app.signUp({ premium: true });
    const cookie = `${SESSION_COOKIE}=${user.token}`;
    const res = await savePrompt({ cookie, origin: 'null', referer: `${site}/dashboard` });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
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
