import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REQUEST_SOURCE, SESSION_COOKIE, SESSION_IDLE_MS, SESSION_TTL_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { Config } from '#server/config.ts';
import type { AppContext, AppEnv, SessionInfo, SessionUser } from '#server/context.ts';
import { secureCookies } from '#server/http/client-address.ts';
import type { CardColumns, UserSubscription } from '#server/subscriptions/status.ts';
import { billingNow } from '#server/subscriptions/clock.ts';
import { isPremium } from '#server/subscriptions/status.ts';
import { hashToken, newToken } from './tokens.ts';

export { SESSION_COOKIE };

export type NewSession = { token: string; expiresAt: Date };

/** Where and how a session started, for the account page's list of sessions (migration 005). */
export type SessionOrigin = {
  userAgent: string | null;
  ipAddress: string | null;
  client: 'website' | 'extension';
  method: SessionInfo['signInMethod'];
};

/** A User-Agent longer than this is cut: the list shows browser and system, not a novel. */
const USER_AGENT_MAX = 512;

/**
 * The origin of a sign-in request: its User-Agent and address. The website says so in
 * X-Request-Source; Google's callback is a navigation without it, but only the website starts one.
 */
export function sessionOrigin(c: Context<AppEnv>, method: SessionOrigin['method']): SessionOrigin {
  const website = method === 'google' || c.req.header('x-request-source') === REQUEST_SOURCE;
  return {
    userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) || null,
    ipAddress: c.get('client').address,
    client: website ? 'website' : 'extension',
    method,
  };
}

const UNKNOWN_ORIGIN: SessionOrigin = { userAgent: null, ipAddress: null, client: 'website', method: 'password' };

/** Starts a session: one day, or 30 days with "Remember me". Only the token's SHA-256 is stored. */
export async function createSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  opts: { remember: boolean; origin?: SessionOrigin },
): Promise<NewSession> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + (opts.remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.short));
  const origin = opts.origin ?? UNKNOWN_ORIGIN;
  await ctx.db.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at,
                           user_agent, ip_address, client, sign_in_method)
     VALUES ($1, $2, $3, $4, $3, $5, $6, $7, $8)`,
    [userId, hashToken(token), now, expiresAt, origin.userAgent, origin.ipAddress, origin.client, origin.method],
  );
  // Housekeeping: the user's dead sessions go when a new one starts, so the table does not grow forever.
  await ctx.db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  return { token, expiresAt };
}

/** What the cookie's name and flags depend on. */
export type CookieSettings = { config: Pick<Config, 'NODE_ENV'> };

/**
 * Production names the cookie `__Host-skimly_session`: browsers then keep it only when it is Secure,
 * for Path=/ and without a Domain, so no subdomain or plain-http page can plant or shadow a session.
 */
const cookiePrefix = (ctx: CookieSettings) => (ctx.config.NODE_ENV === 'production' ? 'host' : undefined);

const secureCookie = (c: Context, ctx: CookieSettings) => secureCookies(c, ctx.config.NODE_ENV === 'production');

export function setSessionCookie(c: Context, ctx: CookieSettings & Pick<AppContext, 'now'>, session: NewSession): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookie(c, ctx),
    path: '/',
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 1000)),
    prefix: cookiePrefix(ctx),
  });
}

export function clearSessionCookie(c: Context, ctx: CookieSettings): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookie(c, ctx), prefix: cookiePrefix(ctx) });
}

/** The session cookie of the request under this deployment's name, or undefined. */
export function sessionCookie(c: Context, ctx: CookieSettings): string | undefined {
  const prefix = cookiePrefix(ctx);
  return (prefix ? getCookie(c, SESSION_COOKIE, prefix) : getCookie(c, SESSION_COOKIE)) || undefined;
}

/** The token of a well-formed `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(c: Context): string | undefined {
  return c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

/**
 * The token of the request: the Authorization header when there is one (the extension), else the
 * cookie (the site). A request that sends an Authorization header is judged by it alone: were the
 * cookie to stand in for a malformed one, the CSRF guard (which lets bearer calls through) could
 * be passed by the header while the cookie authenticates.
 */
export function requestToken(c: Context, ctx: CookieSettings): string | undefined {
  if (c.req.header('authorization') !== undefined) return bearerToken(c);
  return sessionCookie(c, ctx);
}

type SessionRow = {
  session_id: string;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
  sign_in_method: SessionInfo['signInMethod'];
  user_id: string;
  email: string;
  sub_status: UserSubscription['status'] | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean | null;
  payment_failed_at: Date | null;
  grace_ends_at: Date | null;
  ended_reason: UserSubscription['ended_reason'];
  switch_interval: UserSubscription['interval'] | null;
  plan_name: UserSubscription['plan_name'] | null;
  interval: UserSubscription['interval'] | null;
} & CardColumns;

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
    payment_failed_at: row.payment_failed_at ? new Date(row.payment_failed_at) : null,
    grace_ends_at: row.grace_ends_at ? new Date(row.grace_ends_at) : null,
    ended_reason: row.ended_reason,
    switch_interval: row.switch_interval,
    plan_name: row.plan_name,
    interval: row.interval,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    card_exp_month: row.card_exp_month,
    card_exp_year: row.card_exp_year,
  };
}

/** last_seen_at ("last used" on the account page) is written at most this often: one write per session every few minutes, not per request. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * The idle timeout: a session unused for longer than its limit (SESSION_IDLE_MS, by whether it was
 * remembered) ends, as an expired one does; a used one records that it was seen.
 */
async function stillActive(ctx: Pick<AppContext, 'db' | 'now'>, row: SessionRow): Promise<boolean> {
  const now = ctx.now().getTime();
  const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
  const idleLimit = lifetime > SESSION_TTL_MS.short ? SESSION_IDLE_MS.remembered : SESSION_IDLE_MS.short;
  const idle = now - new Date(row.last_seen_at).getTime();
  if (idle > idleLimit) {
    await ctx.db.query('DELETE FROM sessions WHERE id = $1', [row.session_id]);
    return false;
  }
  if (idle > SESSION_TOUCH_EVERY_MS) {
    await ctx.db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, ctx.now()]);
  }
  return true;
}

/** The live session of a token with its user, subscription and premium flag, or null (unknown, expired). */
export async function findSession(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<FoundSession | null> {
  if (token.length > 200) return null;
  // One query per authenticated request: the routes that answer with the plan reuse this row.
  const row = await ctx.db.maybeOne<SessionRow>(
    `SELECT s.id AS session_id, s.created_at, s.expires_at, s.last_seen_at, s.sign_in_method,
            u.id AS user_id, u.email,
            sub.status AS sub_status, sub.current_period_end, sub.cancel_at_period_end,
            sub.payment_failed_at, sub.grace_ends_at, sub.ended_reason, sp.interval AS switch_interval,
            p.name AS plan_name, p.interval,
            sub.card_brand, sub.card_last4, sub.card_exp_month, sub.card_exp_year
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN subscriptions sub ON sub.user_id = u.id
       LEFT JOIN plans p ON p.id = sub.plan_id
       LEFT JOIN plans sp ON sp.id = sub.switch_to_plan_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), ctx.now()],
  );
  if (!row || !(await stillActive(ctx, row))) return null;
  const subscription = subscriptionOf(row);
  return {
    user: { id: row.user_id, email: row.email, is_premium: isPremium(subscription, billingNow(ctx)) },
    session: {
      id: row.session_id,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
      signInMethod: row.sign_in_method,
    },
    subscription,
  };
}

export async function endSession(ctx: Pick<AppContext, 'db'>, token: string): Promise<void> {
  await ctx.db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function endAllSessions(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Ends every session of the user but the one given; returns how many ended. */
export async function endOtherSessions(ctx: Pick<AppContext, 'db'>, userId: string, keepId: string): Promise<number> {
  const ended = await ctx.db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id', [
    userId,
    keepId,
  ]);
  return ended.length;
}

/** 401 {message, code:'unauthorized'} without a live session; else c.get('user'), c.get('session'), c.get('subscription'). */
export function requireAuth(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = requestToken(c, ctx);
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
