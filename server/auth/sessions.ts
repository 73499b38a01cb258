import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext, AppEnv, SessionInfo, SessionUser } from '../context.ts';
import type { UserSubscription } from '../subscriptions/status.ts';
import { isPremium } from '../subscriptions/status.ts';
import { hashToken, newToken } from './tokens.ts';

export { SESSION_COOKIE };

export type NewSession = { token: string; expiresAt: Date };

/** Starts a session: one day, or 30 days with "Remember me". Only the token's SHA-256 is stored. */
export async function createSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  opts: { remember: boolean },
): Promise<NewSession> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + (opts.remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.short));
  await ctx.db.query(
    'INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)',
    [userId, hashToken(token), now, expiresAt],
  );
  // Housekeeping: the user's dead sessions go when a new one starts, so the table does not grow forever.
  await ctx.db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  return { token, expiresAt };
}

export function setSessionCookie(c: Context, ctx: Pick<AppContext, 'config' | 'now'>, session: NewSession): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: ctx.config.NODE_ENV === 'production',
    path: '/',
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context, ctx: Pick<AppContext, 'config'>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: ctx.config.NODE_ENV === 'production' });
}

/** The token of the request: `Authorization: Bearer` first (the extension), else the cookie (the site). */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return bearer ?? getCookie(c, SESSION_COOKIE) ?? undefined;
}

type SessionRow = {
  session_id: string;
  expires_at: Date;
  user_id: string;
  email: string;
  sub_status: UserSubscription['status'] | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean | null;
  plan_name: UserSubscription['plan_name'] | null;
  interval: UserSubscription['interval'] | null;
};

export type FoundSession = {
  user: SessionUser;
  session: SessionInfo;
  /** The user's subscription with its plan (null: never subscribed), read in the same query. */
  subscription: UserSubscription | null;
};

function subscriptionOf(row: SessionRow): UserSubscription | null {
  if (!row.sub_status || !row.current_period_end || !row.plan_name || !row.interval) return null;
  return {
    status: row.sub_status,
    current_period_end: new Date(row.current_period_end),
    cancel_at_period_end: row.cancel_at_period_end ?? false,
    plan_name: row.plan_name,
    interval: row.interval,
  };
}

/** The live session of a token with its user, subscription and premium flag, or null (unknown, expired). */
export async function findSession(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<FoundSession | null> {
  if (token.length > 200) return null;
  // One query per authenticated request: the routes that answer with the plan reuse this row.
  const row = await ctx.db.maybeOne<SessionRow>(
    `SELECT s.id AS session_id, s.expires_at, u.id AS user_id, u.email,
            sub.status AS sub_status, sub.current_period_end, sub.cancel_at_period_end,
            p.name AS plan_name, p.interval
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN subscriptions sub ON sub.user_id = u.id
       LEFT JOIN plans p ON p.id = sub.plan_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), ctx.now()],
  );
  if (!row) return null;
  const subscription = subscriptionOf(row);
  return {
    user: { id: row.user_id, email: row.email, is_premium: isPremium(subscription, ctx.now()) },
    session: { id: row.session_id, expiresAt: new Date(row.expires_at) },
    subscription,
  };
}

export async function endSession(ctx: Pick<AppContext, 'db'>, token: string): Promise<void> {
  await ctx.db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function endAllSessions(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** 401 {message, code:'unauthorized'} without a live session; else c.get('user'), c.get('session'), c.get('subscription'). */
export function requireAuth(ctx: Pick<AppContext, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = requestToken(c);
    const found = token ? await findSession(ctx, token) : null;
    if (!found) return c.json({ message: messages.api.unauthorized, code: 'unauthorized' }, 401);
    c.set('user', found.user);
    c.set('session', found.session);
    c.set('subscription', found.subscription);
    await next();
  };
}

/** After requireAuth: 403 premium_required for Basic users. */
export function requirePremium(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user').is_premium) {
      return c.json({ message: messages.api.forbiddenPremium, code: 'premium_required' }, 403);
    }
    await next();
  };
}
