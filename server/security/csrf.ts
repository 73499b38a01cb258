import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { REQUEST_SOURCE, SESSION_COOKIE } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { refuse } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A browser attaches the session cookie to cross-site requests too, so a call authenticated by the
 * cookie alone must prove it comes from our pages: a trusted Origin (Referer when a browser omits
 * Origin), or the X-Request-Source header, which a cross-site form cannot set and a cross-site
 * fetch cannot send without our CORS approval. Bearer calls are immune (a foreign page cannot
 * read the token), and so are calls without the cookie (nothing to ride on).
 */
export function csrfGuard(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (c.req.header('authorization')?.startsWith('Bearer ')) return next();
    if (getCookie(c, SESSION_COOKIE) === undefined) return next();
    if (c.req.header('x-request-source') === REQUEST_SOURCE) return next();
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    if (origin !== undefined && trusted.has(origin)) return next();
    return refuse(c, 403, 'forbidden', messages.security.csrf);
  };
}
