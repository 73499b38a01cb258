import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { createTestApp } from '#tests/server/harness.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const json = { 'content-type': 'application/json', 'x-request-source': 'website' };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function login(t: TestApp, email: string, password: string) {
  const res = await t.request('/api/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string };
  return { token: body.token, cookie: res.headers.get('set-cookie') ?? '' };
}

const userInfo = (t: TestApp, token: string) =>
  t.request('/api/user-info', { headers: { authorization: `Bearer ${token}` } });

describe('passwords', () => {
  it('are stored as argon2id with OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const row = await app.ctx.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      user.email,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(user.password);
  });
});

describe('sessions', () => {
  it('keep only a SHA-256 of the token at rest; the token itself is nowhere in the database', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const { token } = await login(app, user.email, user.password);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await app.ctx.db.query<{ token_hash: string; row: string }>(
      'SELECT token_hash, row_to_json(s)::text AS row FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [user.email],
    );
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    for (const r of rows) expect(r.row).not.toContain(token);
  });

  it('set an HttpOnly, SameSite=Lax cookie, not Secure on plain-http development', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const { token, cookie } = await login(app, user.email, user.password);
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('set a Secure __Host- cookie in production, and only that name authenticates there', async () => {
    app = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://skimly.example', TEST_MODE: 'true' });
    const user = await app.signUp();
    const { token, cookie } = await login(app, user.email, user.password);
    expect(cookie).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=${token};`));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    const by = (name: string) => app?.request('/api/user-info', { headers: { cookie: `${name}=${token}` } });
    expect((await by(`__Host-${SESSION_COOKIE}`))?.status).toBe(200);
    // A cookie without the prefix can be planted by a subdomain or over http: it is not read.
    expect((await by(SESSION_COOKIE))?.status).toBe(401);
  });

  it('end on logout', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const { token } = await login(app, user.email, user.password);
    expect((await userInfo(app, token)).status).toBe(200);
    const out = await app.request('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect((await userInfo(app, token)).status).toBe(401);
  });

  it('all end on logout-all, from any one of them', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const a = await login(app, user.email, user.password);
    const b = await login(app, user.email, user.password);
    const other = await app.signUp();
    const out = await app.request('/api/logout-all', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(out.status).toBe(200);
    expect((await userInfo(app, a.token)).status).toBe(401);
    expect((await userInfo(app, b.token)).status).toBe(401);
    expect((await userInfo(app, other.token)).status).toBe(200);
  });

  it('all end when the password is reset', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    const { token } = await login(app, user.email, user.password);
    const forgot = await app.request('/api/password/forgot', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: user.email }),
    });
    expect(forgot.status).toBe(202);
    const resetToken = await app.lastLinkToken(user.email);
    const reset = await app.request('/api/password/reset', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: resetToken, password: 'a-brand-new-password' }),
    });
    expect(reset.status).toBe(200);
    expect((await userInfo(app, token)).status).toBe(401);
    expect((await userInfo(app, user.token)).status).toBe(401);
  });
});

describe('idle timeout', () => {
  const HOUR = 3600_000;

  async function at(clock: { t: number }, remember: boolean) {
    app = await createTestApp({ now: () => new Date(clock.t) });
    const user = await app.signUp();
    const res = await app.request('/api/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: user.email, password: user.password, remember }),
    });
    return ((await res.json()) as { token: string }).token;
  }

  it('ends a session unused for two hours, while one in use lives on', async () => {
    const clock = { t: Date.parse('2026-01-05T09:00:00Z') };
    const token = await at(clock, false);
    clock.t += HOUR + 50 * 60_000;
    expect((await userInfo(app as TestApp, token)).status).toBe(200);
    clock.t += HOUR + 50 * 60_000;
    expect((await userInfo(app as TestApp, token)).status).toBe(200);
    clock.t += 2 * HOUR + 60_000;
    expect((await userInfo(app as TestApp, token)).status).toBe(401);
    // Ended for good: using it again does not bring it back.
    clock.t += 60_000;
    expect((await userInfo(app as TestApp, token)).status).toBe(401);
  });

  it('ends a remembered session unused for seven days', async () => {
    const clock = { t: Date.parse('2026-01-05T09:00:00Z') };
    const token = await at(clock, true);
    clock.t += 6 * 24 * HOUR;
    expect((await userInfo(app as TestApp, token)).status).toBe(200);
    clock.t += 7 * 24 * HOUR + 60_000;
    expect((await userInfo(app as TestApp, token)).status).toBe(401);
  });
});
