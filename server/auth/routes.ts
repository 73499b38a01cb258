import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import type { components } from '#contract/schema.d.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { jsonBody } from '#server/http/validate.ts';
import { verifyPassword } from './passwords.ts';
import { zLoginBody } from '#contract/zod.gen.ts';
import { loginReading } from './schemas.ts';
import {
  clearSessionCookie,
  createSession,
  endAllSessions,
  endSession,
  findSession,
  requestToken,
  requireAuth,
  sessionOrigin,
  setSessionCookie,
} from './sessions.ts';
import { findUserByEmail } from './users.ts';

type SessionCheck = components['schemas']['SessionCheck'];
type LoginResponse = components['schemas']['LoginResponse'];
type Success = components['schemas']['SuccessResponse'];

/** check-website, login, logout, logout-all. */
export function sessionRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/check-website', async (c) => {
    const token = requestToken(c, ctx);
    const found = token ? await findSession(ctx, token) : null;
    const anonymous: SessionCheck = { authenticated: false };
    if (!token || !found) return c.json(anonymous);
    // The token goes back so a site signed in by cookie only (Google) can store it like after a login.
    const body: SessionCheck = { authenticated: true, user: found.user, token };
    return c.json(body);
  });

  app.post('/api/login', async (c) => {
    const body = await jsonBody(c, zLoginBody, loginReading);
    const user = await findUserByEmail(ctx.db, body.email);
    const ok = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !ok) throw new ApiError(401, 'invalid_credentials', messages.auth.invalidEmailOrPassword);
    if (!user.email_verified_at) throw new ApiError(403, 'email_not_verified', messages.server.emailNotVerified);
    const session = await createSession(ctx, user.id, {
      remember: body.remember,
      origin: sessionOrigin(c, 'password'),
    });
    setSessionCookie(c, ctx, session);
    const found = await findSession(ctx, session.token);
    if (!found) throw new Error('session vanished right after login');
    const answer: LoginResponse = { token: session.token, user: found.user };
    return c.json(answer);
  });

  app.post('/api/logout', async (c) => {
    const token = requestToken(c, ctx);
    if (token) await endSession(ctx, token);
    clearSessionCookie(c, ctx);
    const body: Success = { success: true };
    return c.json(body);
  });

  app.post('/api/logout-all', requireAuth(ctx), async (c) => {
    await endAllSessions(ctx, c.get('user').id);
    clearSessionCookie(c, ctx);
    const body: Success = { success: true };
    return c.json(body);
  });

  return app;
}
