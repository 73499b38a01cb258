import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { createSession, setSessionCookie } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { queryOf } from '../http/validate.ts';
import { createOidcClient, type OidcClient } from './oidc.ts';
import { PENDING_LOGIN_TTL_MS, linkGoogleAccount, savePendingLogin, takePendingLogin } from './store.ts';

/** Binds a pending login to the browser that started it, so a stolen callback URL is useless elsewhere. */
const FLOW_COOKIE = 'skimly_oauth';
const FLOW_COOKIE_PATH = '/auth/google';

const badState = messages.google.badState;
const startQuery = z.object({ state: z.string(badState).min(8, badState).max(200, badState) });

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
  const secure = ctx.config.NODE_ENV === 'production';
  const app = new Hono<AppEnv>();

  const backToSite = (c: Context, status: 'success' | 'error', state: string | undefined) => {
    deleteCookie(c, FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    const target = new URL('/oauth/return', ctx.config.PUBLIC_URL);
    target.searchParams.set('status', status);
    if (state) target.searchParams.set('state', state);
    return c.redirect(target.href, 302);
  };

  app.get('/auth/google/website', async (c) => {
    if (!oidc) throw new ApiError(503, 'google_not_configured', messages.google.notConfigured);
    const { state } = queryOf(c, startQuery);
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
      secure,
      maxAge: PENDING_LOGIN_TTL_MS / 1000,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ url });
  });

  app.get('/auth/google/callback', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const oidcState = query.get('state') ?? '';
    const bound = getCookie(c, FLOW_COOKIE);
    const pending = oidcState ? await takePendingLogin(ctx.db, oidcState, ctx.now()) : null;
    if (!oidc || !pending) return backToSite(c, 'error', undefined);
    if (bound !== oidcState) {
      ctx.log.warn('google callback without the browser binding cookie');
      return backToSite(c, 'error', pending.clientState);
    }
    try {
      const identity = await oidc.finish(query, pending);
      const userId = await linkGoogleAccount(ctx.db, identity, ctx.now());
      const session = await createSession(ctx, userId, { remember: true });
      setSessionCookie(c, ctx, session);
      return backToSite(c, 'success', pending.clientState);
    } catch (error) {
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google sign-in failed');
      return backToSite(c, 'error', pending.clientState);
    }
  });

  return app;
}
