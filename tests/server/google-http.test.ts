/**
 * Google sign-in over HTTP against a local OpenID provider (oauth2-mock-server on loopback):
 * start, the provider's redirect, the callback, and the session it leaves in the browser; plus the
 * callbacks that must not sign anyone in (stolen, replayed, tampered, expired, unverified e-mail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { type TestApp, createTestApp } from './harness.ts';
import { type OidcProvider, authorize, startOidcProvider } from './fakes/oidc-provider.ts';

const CLIENT_STATE = 'client-state-123';
const IDENTITY = { sub: 'g-http', email: 'http-user@example.test', email_verified: true };

let provider: OidcProvider;
let app: TestApp;

/** The Set-Cookie headers of a response as a Cookie header (name=value pairs; deletions dropped). */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The site's "Sign in with Google": the url to send the browser to, and the cookie it got. */
async function start(state = CLIENT_STATE): Promise<{ url: string; cookie: string; res: Response }> {
  const res = await app.request(`/auth/google/website?state=${state}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, cookie: cookiesOf(res), res };
}

const callback = (back: URL, cookie: string) =>
  app.request(`${back.pathname}${back.search}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Where the callback sent the browser: /oauth/return's status and the site's own state. */
function returnedTo(res: Response): Record<string, string> {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(`${app.ctx.config.PUBLIC_URL}/oauth/return`);
  return Object.fromEntries(location.searchParams);
}

const signedIn = (res: Response) => cookiesOf(res).includes(`${SESSION_COOKIE}=`);

async function checkWebsite(cookie: string) {
  const res = await app.request('/check-website', { headers: { Cookie: cookie } });
  return (await res.json()) as { authenticated: boolean; user?: { id: string; email: string }; token?: string };
}

/** One whole sign-in as `identity`; returns the callback's answer. */
async function signInAs(identity: typeof IDENTITY): Promise<Response> {
  provider.identity = identity;
  const { url, cookie } = await start();
  return callback(await authorize(url), cookie);
}

beforeAll(async () => {
  provider = await startOidcProvider({ ...IDENTITY });
  app = await createTestApp({
    GOOGLE_CLIENT_ID: 'skimly',
    GOOGLE_CLIENT_SECRET: 'secret',
    GOOGLE_ISSUER: provider.issuer,
  });
});

afterAll(async () => {
  await app.close();
  await provider.close();
});

describe('GET /auth/google/website', () => {
  it('503 google_not_configured without a client id and secret', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request(`/auth/google/website?state=${CLIENT_STATE}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ code: 'google_not_configured', message: messages.google.notConfigured });
    } finally {
      await bare.close();
    }
  });

  it('503 with the "unavailable" message when the issuer cannot be reached', async () => {
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: 'skimly',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9/',
    });
    try {
      const res = await down.request(`/auth/google/website?state=${CLIENT_STATE}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ code: 'google_not_configured', message: messages.google.unavailable });
    } finally {
      await down.close();
    }
  });

  it('422 for a missing, short or overlong state', async () => {
    for (const query of ['', '?state=short', `?state=${'x'.repeat(201)}`]) {
      const res = await app.request(`/auth/google/website${query}`);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        code: 'validation_error',
        message: messages.google.badState,
        errors: [{ path: 'state', message: messages.google.badState }],
      });
    }
  });

  it('returns the provider url with state, nonce and S256 PKCE, and binds the login to the browser', async () => {
    const { url, res } = await start();
    const auth = new URL(url);
    expect(auth.origin).toBe(new URL(provider.issuer).origin);
    expect(auth.searchParams.get('redirect_uri')).toBe(`${app.ctx.config.PUBLIC_URL}/auth/google/callback`);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('nonce')).toBeTruthy();
    // The OIDC state is our own random value, never the site's.
    expect(auth.searchParams.get('state')).not.toBe(CLIENT_STATE);
    const flow = res.headers.getSetCookie().find((c) => c.startsWith('skimly_oauth='));
    expect(flow).toContain(`skimly_oauth=${auth.searchParams.get('state')}`);
    expect(flow).toMatch(/HttpOnly/i);
    expect(flow).toMatch(/Path=\/auth\/google/);
    expect(flow).toMatch(/SameSite=Lax/i);
  });
});

describe('GET /auth/google/callback', () => {
  it('signs the browser in: session cookie, back to /oauth/return, /check-website and user-info work', async () => {
    const res = await signInAs(IDENTITY);
    expect(returnedTo(res)).toEqual({ status: 'success', state: CLIENT_STATE });
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/i);
    const check = await checkWebsite(cookiesOf(res));
    expect(check).toMatchObject({ authenticated: true, user: { email: IDENTITY.email } });
    const info = await app.request('/api/user-info', { headers: { Authorization: `Bearer ${check.token}` } });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ user: { email: IDENTITY.email }, subscription: { is_premium: false } });
    // The second time, the same Google account finds the same Skimly account.
    const again = await checkWebsite(cookiesOf(await signInAs(IDENTITY)));
    expect(again.user?.id).toBe(check.user?.id);
  });

  it('links to an existing verified account with the same e-mail, keeping its Premium', async () => {
    const existing = await app.signUp({ premium: true, email: 'linked@example.test' });
    const res = await signInAs({ sub: 'g-linked', email: 'Linked@Example.test', email_verified: true });
    expect(returnedTo(res).status).toBe('success');
    expect(await checkWebsite(cookiesOf(res))).toMatchObject({
      authenticated: true,
      user: { id: existing.id, email: 'linked@example.test', is_premium: true },
    });
  });

  it('refuses an identity whose e-mail Google has not verified', async () => {
    const res = await signInAs({ sub: 'g-unverified', email: 'unverified@example.test', email_verified: false });
    expect(returnedTo(res)).toEqual({ status: 'error', state: CLIENT_STATE });
    expect(signedIn(res)).toBe(false);
  });

  it('a callback opened in another browser (no binding cookie) is an error, and the login is spent', async () => {
    provider.identity = IDENTITY;
    const { url, cookie } = await start();
    const back = await authorize(url);
    const stolen = await callback(back, '');
    expect(returnedTo(stolen)).toEqual({ status: 'error', state: CLIENT_STATE });
    expect(signedIn(stolen)).toBe(false);
    const late = await callback(back, cookie);
    expect(returnedTo(late)).toEqual({ status: 'error' });
    expect(signedIn(late)).toBe(false);
  });

  it('a replayed callback is an error, even in the browser that started it', async () => {
    provider.identity = IDENTITY;
    const { url, cookie } = await start();
    const back = await authorize(url);
    expect(returnedTo(await callback(back, cookie)).status).toBe('success');
    const replay = await callback(back, cookie);
    expect(returnedTo(replay)).toEqual({ status: 'error' });
    expect(signedIn(replay)).toBe(false);
  });

  it('a tampered state or code is an error', async () => {
    provider.identity = IDENTITY;
    const forgedState = await start();
    const back = await authorize(forgedState.url);
    back.searchParams.set('state', 'forged-state-value');
    const res = await callback(back, forgedState.cookie);
    expect(returnedTo(res)).toEqual({ status: 'error' });
    expect(signedIn(res)).toBe(false);

    const forgedCode = await start();
    const back2 = await authorize(forgedCode.url);
    back2.searchParams.set('code', 'forged-code');
    const res2 = await callback(back2, forgedCode.cookie);
    expect(returnedTo(res2)).toEqual({ status: 'error', state: CLIENT_STATE });
    expect(signedIn(res2)).toBe(false);
  });

  it('a login older than ten minutes is an error', async () => {
    provider.identity = IDENTITY;
    const { url, cookie } = await start();
    const back = await authorize(url);
    await app.ctx.db.query('UPDATE oauth_states SET expires_at = $2 WHERE state = $1', [
      back.searchParams.get('state'),
      new Date(Date.now() - 1000),
    ]);
    const res = await callback(back, cookie);
    expect(returnedTo(res)).toEqual({ status: 'error' });
    expect(signedIn(res)).toBe(false);
  });

  it('a callback without any state is an error', async () => {
    const res = await app.request('/auth/google/callback?code=abc');
    expect(returnedTo(res)).toEqual({ status: 'error' });
  });
});
