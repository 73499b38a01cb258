import { isIPv6 } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/types.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { type Counted, createLimiter, hitAll, type RateLimit, takeBackAll } from '#server/rate-limit/limiter.ts';
import { LOGIN_LIMITS } from '#server/rate-limit/limits.ts';
import { emailInBody } from '#server/rate-limit/middleware.ts';
import { rateLimited } from './errors.ts';

export type LoginLimits = { accountAndAddress: RateLimit; address: RateLimit; account: RateLimit };

/**
 * The network a client counts as (issue 26.6): an IPv4 address alone, an IPv6 address by its /64.
 * One home or server usually holds a whole /64, so its 2^64 addresses are one client; counted one
 * by one, 20 of them with 5 guesses each filled the account's ceiling and locked its owner out.
 */
export function clientNetwork(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // An IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

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
 */
export function loginThrottle(db: Database, limits: LoginLimits = LOGIN_LIMITS): MiddlewareHandler {
  const accountAndAddress = createLimiter(db, limits.accountAndAddress);
  const address = createLimiter(db, limits.address);
  const account = createLimiter(db, limits.account);
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const from = clientNetwork(clientAddress(c));
    const email = await emailInBody(c);
    const counted: Counted[] = [{ limiter: address, key: from }];
    if (email) counted.push({ limiter: accountAndAddress, key: `${email} ${from}` }, { limiter: account, key: email });
    const verdict = await hitAll(counted);
    if (!verdict.allowed) return rateLimited(c, verdict.retryAfterSeconds, messages.security.rateLimited);
    await next();
    if (c.res.status === 401) return;
    await takeBackAll(counted);
    if (c.res.status === 200 && email) await accountAndAddress.reset(`${email} ${from}`);
  };
}
