import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer that does not choose its own caching: the API's answers
 * carry session tokens (login, check-website), personal data (user-info, summaries) or one-time
 * state, and no browser, proxy or back-forward cache may keep them. The site's files say their own
 * (hashed assets cached for a year, pages revalidated).
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  };
}
