/**
 * rateLimit(): a route's rate limit as middleware. Every request counts one hit on each rule's
 * key (rules without a key for this request are skipped); when any is over its limit the request
 * is answered 429 with Retry-After and the given message, and nothing is counted for it.
 *
 *   app.post('/api/password/forgot',
 *     rateLimit(ctx.db, {
 *       rules: [
 *         { limit: FLOW_LIMITS.forgotAddress, key: clientKey },
 *         { limit: FLOW_LIMITS.forgotEmail, key: inboxInBody('email') },
 *       ],
 *       message: messages.security.tooManyRequests,
 *     }),
 *     handler)
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '#server/db/types.ts';
import { rateLimited } from '#server/security/errors.ts';
import { inboxOf } from './keys.ts';
import { type Counted, createLimiter, hitAll, type RateLimit } from './limiter.ts';

export type Rule = {
  limit: RateLimit;
  /** What this rule counts for the request (an address, an e-mail); undefined skips the rule. */
  key(c: Context): string | undefined | Promise<string | undefined>;
};

export function rateLimit(db: Database, opts: { rules: readonly Rule[]; message: string }): MiddlewareHandler {
  const limiters = opts.rules.map((rule) => ({ limiter: createLimiter(db, rule.limit), key: rule.key }));
  return async (c, next) => {
    const counted: Counted[] = [];
    for (const { limiter, key } of limiters) {
      const value = await key(c);
      if (value !== undefined) counted.push({ limiter, key: value });
    }
    const verdict = await hitAll(counted);
    if (!verdict.allowed) return rateLimited(c, verdict.retryAfterSeconds, opts.message);
    await next();
  };
}

/**
 * The e-mail address a JSON body names in `field`, trimmed and lowercased as stored; undefined when
 * the body has none. Hono caches the body text, so the route still reads the body afterwards.
 */
export function addressInBody(field: string) {
  return async (c: Context): Promise<string | undefined> => {
    try {
      const body: unknown = JSON.parse(await c.req.text());
      if (typeof body !== 'object' || body === null) return undefined;
      const value: unknown = (body as Record<string, unknown>)[field];
      return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
    } catch {
      return undefined;
    }
  };
}

/** The `email` of a JSON body (sign-in, registration, reset requests). */
export const emailInBody = addressInBody('email');

/** The inbox (keys.ts inboxOf) of the address a JSON body names in `field`: what the mail limits count. */
export function inboxInBody(field: string) {
  const address = addressInBody(field);
  return async (c: Context): Promise<string | undefined> => {
    const value = await address(c);
    return value === undefined ? undefined : inboxOf(value);
  };
}
