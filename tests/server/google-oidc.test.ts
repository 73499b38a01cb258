/**
 * The OpenID Connect client and account linking against a local provider on loopback
 * (oauth2-mock-server): PKCE, state and nonce checks, and the verified-e-mail rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/types.ts';
import { type OidcClient, createOidcClient } from '#server/google/oidc.ts';
import { linkGoogleAccount, savePendingLogin, takePendingLogin } from '#server/google/store.ts';
import { type OidcProvider, authorize, startOidcProvider } from './fakes/oidc-provider.ts';
import { type TestApp, createTestApp } from './harness.ts';

let provider: OidcProvider;
let oidc: OidcClient;
let testApp: TestApp;
let db: Database;
const REDIRECT = 'http://localhost:3999/auth/google/callback';

beforeAll(async () => {
  provider = await startOidcProvider({ sub: 'g-1', email: 'Ada@Example.test', email_verified: true });
  oidc = createOidcClient({
    issuer: provider.issuer,
    clientId: 'skimly',
    clientSecret: 'secret',
    redirectUri: REDIRECT,
  });
  // The harness database: PGlite, or a fresh PostgreSQL schema when DATABASE_URL is set.
  testApp = await createTestApp();
  db = testApp.ctx.db;
});

afterAll(async () => {
  await provider.close();
  await testApp.close();
});

describe('OIDC client', () => {
  it('sends state, nonce and an S256 PKCE challenge, and returns the verified, lowercased e-mail', async () => {
    const { url, pending } = await oidc.start();
    const authUrl = new URL(url);
    expect(authUrl.searchParams.get('state')).toBe(pending.state);
    expect(authUrl.searchParams.get('nonce')).toBe(pending.nonce);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('code_challenge')).not.toBe(pending.codeVerifier);
    expect(authUrl.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const back = await authorize(url);
    expect(await oidc.finish(back.searchParams, pending)).toEqual({ sub: 'g-1', email: 'ada@example.test' });
  });

  it('rejects a callback whose state is not the one sent', async () => {
    const { url, pending } = await oidc.start();
    const back = await authorize(url);
    await expect(oidc.finish(back.searchParams, { ...pending, state: 'another-state' })).rejects.toThrow();
  });

  it('rejects a code redeemed with the wrong PKCE verifier', async () => {
    const { url, pending } = await oidc.start();
    const other = await oidc.start();
    const back = await authorize(url);
    await expect(
      oidc.finish(back.searchParams, { ...pending, codeVerifier: other.pending.codeVerifier }),
    ).rejects.toThrow();
  });

  it('rejects an identity whose e-mail the provider has not verified', async () => {
    provider.identity = { sub: 'g-2', email: 'eve@example.test', email_verified: false };
    try {
      const { url, pending } = await oidc.start();
      await expect(oidc.finish((await authorize(url)).searchParams, pending)).rejects.toThrow(/verified e-mail/);
    } finally {
      provider.identity = { sub: 'g-1', email: 'ada@example.test', email_verified: true };
    }
  });
});

describe('pending logins', () => {
  it('are single use and expire after ten minutes', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const login = { state: 'st-1', codeVerifier: 'v', nonce: 'n', clientState: 'client-state-1' };
    await savePendingLogin(db, login, now);
    expect(await takePendingLogin(db, 'st-1', now)).toEqual(login);
    expect(await takePendingLogin(db, 'st-1', now)).toBeNull();
    await savePendingLogin(db, { ...login, state: 'st-2' }, now);
    expect(await takePendingLogin(db, 'st-2', new Date(now.getTime() + 10 * 60 * 1000 + 1))).toBeNull();
  });
});

describe('account linking', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('creates a verified, password-less account, then finds it again by Google subject', async () => {
    const id = await linkGoogleAccount(db, { sub: 'g-new', email: 'new@example.test' }, now);
    const user = await db.one<{ email_verified_at: Date | null; password_hash: string | null }>(
      'SELECT email_verified_at, password_hash FROM users WHERE id = $1',
      [id],
    );
    expect(user.email_verified_at).not.toBeNull();
    expect(user.password_hash).toBeNull();
    expect(await linkGoogleAccount(db, { sub: 'g-new', email: 'renamed@example.test' }, now)).toBe(id);
  });

  it('links an existing verified account by e-mail and keeps its password', async () => {
    const { id } = await db.one<{ id: string }>(
      `INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ('kept@example.test', 'hash', $1, $1)
       RETURNING id`,
      [now],
    );
    expect(await linkGoogleAccount(db, { sub: 'g-kept', email: 'kept@example.test' }, now)).toBe(id);
    const row = await db.one<{ google_sub: string; password_hash: string }>('SELECT * FROM users WHERE id = $1', [id]);
    expect(row).toMatchObject({ google_sub: 'g-kept', password_hash: 'hash' });
  });

  it('drops the password of an unverified account it links (its registrant never proved the address)', async () => {
    const { id } = await db.one<{ id: string }>(
      `INSERT INTO users (email, password_hash, created_at) VALUES ('squat@example.test', 'attacker-hash', $1) RETURNING id`,
      [now],
    );
    expect(await linkGoogleAccount(db, { sub: 'g-owner', email: 'squat@example.test' }, now)).toBe(id);
    const row = await db.one<{ password_hash: string | null; email_verified_at: Date | null }>(
      'SELECT * FROM users WHERE id = $1',
      [id],
    );
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
  });

  it('refuses an address already linked to another Google identity', async () => {
    await linkGoogleAccount(db, { sub: 'g-first', email: 'taken@example.test' }, now);
    await expect(linkGoogleAccount(db, { sub: 'g-second', email: 'taken@example.test' }, now)).rejects.toThrow();
  });
});
