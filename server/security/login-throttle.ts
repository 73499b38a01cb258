import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimited } from './errors.ts';
import { FailureCounter, type WindowLimit } from './throttle.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface LoginThrottleOptions {
  perAccount: WindowLimit;
  perAddress: WindowLimit;
  /** Most keys remembered per counter. */
  capacity: number;
  now?: () => number;
}

/** OWASP-style defaults: slow guessing one password down without locking a whole office out. */
export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  perAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
  capacity: 10_000,
};

/**
 * The peer address of the TCP connection. X-Forwarded-For is not trusted: anyone can write it.
 * Requests made in process (app.request in tests) have no socket and share one bucket.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}

/** The e-mail the login body names, lowercased as stored; undefined when the body is not usable. */
async function emailOf(c: Context): Promise<string | undefined> {
  try {
    // text() is cached by Hono, so the login route can still read the body afterwards.
    const body: unknown = JSON.parse(await c.req.text());
    if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Wraps POST /api/login without touching the route: refuses with 429 + Retry-After while the
 * account or the address is over its failure budget. Each attempt is counted as a failure BEFORE
 * the route runs, so a burst of parallel guesses cannot all slip under the limit, and taken back
 * afterwards unless the route answered 401 (wrong e-mail or password); 200 clears the account.
 */
export function loginThrottle(options: LoginThrottleOptions = LOGIN_THROTTLE_DEFAULTS): MiddlewareHandler {
  const accounts = new FailureCounter(options.perAccount, options.capacity, options.now);
  const addresses = new FailureCounter(options.perAddress, options.capacity, options.now);
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const address = clientAddress(c);
    const email = await emailOf(c);
    const wait = Math.max(addresses.retryAfter(address), email ? accounts.retryAfter(email) : 0);
    if (wait > 0) return rateLimited(c, wait);
    addresses.fail(address);
    if (email) accounts.fail(email);
    await next();
    if (c.res.status === 401) return;
    addresses.forgive(address);
    if (!email) return;
    if (c.res.status === 200) accounts.clear(email);
    else accounts.forgive(email);
  };
}
