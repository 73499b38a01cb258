import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { secureCookies } from '#server/http/client-address.ts';
import { clientKey } from '#server/rate-limit/keys.ts';
import { FLOW_LIMITS } from '#server/rate-limit/limits.ts';
import { rateLimit } from '#server/rate-limit/middleware.ts';
import { zStartGoogleSignInQuery } from '#contract/zod.gen.ts';
import { messages } from '#domain/messages.ts';
import { createSession, sessionOrigin, setSessionCookie } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { type ContractReading, queryOf } from '#server/http/validate.ts';
import { createOidcClient, type OidcClient } from './oidc.ts';
import { PENDING_LOGIN_TTL_MS, linkGoogleAccount, savePendingLogin, takePendingLogin } from './store.ts';

/** Binds a pending login to the browser that started it, so a stolen callback URL is useless elsewhere. */
const FLOW_COOKIE = 'skimly_oauth';
const FLOW_COOKIE_PATH = '/auth/google';

const badState = messages.google.badState;
const startReading: ContractReading = { words: { state: badState } };

function oidcClientFor(ctx: AppContext): OidcClient | null {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER, PUBLIC_URL } = ctx.config;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) return null;
  return createOidcClient({
    issuer: GOOGLE_ISSUER,
    clientId: GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_CLIENT_SECRET,
    redirectUri: `${PUBLIC_URL}/auth/google/callback`,
  });
}

/** Google OpenID Connect sign-in routes. */
export function googleRoutes(ctx: AppContext): Hono<AppEnv> {
  const oidc = oidcClientFor(ctx);
  const production = ctx.config.NODE_ENV === 'production';
  // Production: `__Secure-skimly_oauth`, which browsers keep only when Secure (its path rules out `__Host-`).
  const prefix = production ? ('secure' as const) : undefined;
  const flowCookie = (c: Context) => (prefix ? getCookie(c, FLOW_COOKIE, prefix) : getCookie(c, FLOW_COOKIE));
  const app = new Hono<AppEnv>();

  const backToSite = (c: Context, status: 'success' | 'error', state: string | undefined) => {
    deleteCookie(c, FLOW_COOKIE, { path: FLOW_COOKIE_PATH, secure: secureCookies(c, production), prefix });
    const target = new URL('/oauth/return', ctx.config.PUBLIC_URL);
    target.searchParams.set('status', status);
    if (state) target.searchParams.set('state', state);
    return c.redirect(target.href, 302);
  };

  // Each start stores a pending login: one client may not fill the table.
  const startLimit = rateLimit(ctx.db, {
    rules: [{ limit: FLOW_LIMITS.googleAddress, key: clientKey }],
    message: messages.security.tooManyGoogleStarts,
  });
  app.get('/auth/google/website', startLimit, async (c) => {
    if (!oidc) throw new ApiError(503, 'google_not_configured', messages.google.notConfigured);
    const { state } = queryOf(c, zStartGoogleSignInQuery, startReading);
    const { url, pending } = await oidc.start().catch((error: unknown) => {
      // Discovery failed: the issuer is down or misconfigured; the site shows its own failure toast.
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google discovery failed');
      throw new ApiError(503, 'google_not_configured', messages.google.unavailable);
    });
    await savePendingLogin(ctx.db, { ...pending, clientState: state }, ctx.now());
    setCookie(c, FLOW_COOKIE, pending.state, {
      path: FLOW_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookies(c, production),
      prefix,
      maxAge: PENDING_LOGIN_TTL_MS / 1000,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ url });
  });

  app.get('/auth/google/callback', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const oidcState = query.get('state') ?? '';
    const bound = flowCookie(c);
    const pending = oidcState ? await takePendingLogin(ctx.db, oidcState, ctx.now()) : null;
    if (!oidc || !pending) return backToSite(c, 'error', undefined);
    if (bound !== oidcState) {
      ctx.log.warn('google callback without the browser binding cookie');
      return backToSite(c, 'error', pending.clientState);
    }
    try {
      const identity = await oidc.finish(query, pending);
      const userId = await linkGoogleAccount(ctx.db, identity, ctx.now());
      const session = await createSession(ctx, userId, { remember: true, origin: sessionOrigin(c, 'google') });
      setSessionCookie(c, ctx, session);
      return backToSite(c, 'success', pending.clientState);
    } catch (error) {
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google sign-in failed');
      return backToSite(c, 'error', pending.clientState);
    }
  });

  return app;
}
