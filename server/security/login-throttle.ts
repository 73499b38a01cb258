import type { MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/types.ts';
import { type Counted, createLimiter, hitAll, type RateLimit, takeBackAll } from '#server/rate-limit/limiter.ts';
import { clientKey } from '#server/rate-limit/keys.ts';
import { LOGIN_LIMITS } from '#server/rate-limit/limits.ts';
import { emailInBody } from '#server/rate-limit/middleware.ts';
import { rateLimited } from './errors.ts';

export type LoginLimits = { accountAndAddress: RateLimit; address: RateLimit; account: RateLimit };

/** The account's own ceiling: a successful password reset lifts it for the owner (issue 26.6). */
export function liftAccountLock(db: Database, email: string, limits: LoginLimits = LOGIN_LIMITS): Promise<void> {
  return createLimiter(db, limits.account).reset(email);
}

/**
 * Wraps POST /api/login without touching the route. Three counters of wrong passwords, shared by
 * every instance (server/rate-limit): this account from this address, this address, this account.
 * The owner signing in from their own address is held only by the much higher account ceiling,
 * so someone else guessing their password cannot lock them out. Each attempt is counted BEFORE
 * the route runs, so a burst of parallel guesses cannot all slip under a limit, and taken back
 * afterwards unless the route answered 401; a 200 also ends the run of failures from that address.
 * Two statements per sign-in (issue 29): the three hits together, then the take-back together.
 */
export function loginThrottle(db: Database, limits: LoginLimits = LOGIN_LIMITS): MiddlewareHandler {
  const accountAndAddress = createLimiter(db, limits.accountAndAddress);
  const address = createLimiter(db, limits.address);
  const account = createLimiter(db, limits.account);
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const from = clientKey(c);
    const email = await emailInBody(c);
    const counted: Counted[] = [{ limiter: address, key: from }];
    if (email) counted.push({ limiter: accountAndAddress, key: `${email} ${from}` }, { limiter: account, key: email });
    const verdict = await hitAll(counted);
    if (!verdict.allowed) return rateLimited(c, verdict.retryAfterSeconds, messages.security.rateLimited);
    await next();
    if (c.res.status === 401) return;
    // Taken back and, after a 200, the run of failures from this address ended: one statement.
    const ended = c.res.status === 200 && email ? [{ limiter: accountAndAddress, key: `${email} ${from}` }] : [];
    await takeBackAll(counted, ended);
  };
}
