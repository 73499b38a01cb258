import type { MiddlewareHandler } from 'hono';
import { REQUEST_SOURCE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { type CookieSettings, bearerToken, sessionCookie } from '#server/auth/sessions.ts';
import { refuse } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origin of a URL, lowercased. URL gives a scheme it does not know (chrome-extension://id)
 * the opaque origin "null", which matched no configured extension origin and refused the
 * extension's cookie calls (issue 26.9): such an origin is its scheme and host.
 */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== 'null') return parsed.origin.toLowerCase();
    return parsed.host ? `${parsed.protocol}//${parsed.host}`.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A browser attaches the session cookie to cross-site requests too, so a call authenticated by the
 * cookie alone must prove it comes from our pages: a trusted Origin (Referer when a browser omits
 * Origin), or the X-Request-Source header, which a cross-site form cannot set and a cross-site
 * fetch cannot send without our CORS approval. `Origin: null` (sandboxed frames, data: pages,
 * some redirects) is refused outright rather than read as "no Origin". Calls with a well-formed
 * bearer are immune (a foreign page cannot read the token, and such a call is judged by its bearer
 * alone: requestToken never falls back to the cookie), and so are calls without the cookie.
 */
export function csrfGuard(trustedOrigins: readonly string[], cookies: CookieSettings): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((origin) => originOf(origin) ?? origin));
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (bearerToken(c) !== undefined) return next();
    if (sessionCookie(c, cookies) === undefined) return next();
    const declared = c.req.header('origin');
    if (declared?.trim() === 'null') return refuse(c, 403, 'forbidden', messages.security.csrf);
    if (c.req.header('x-request-source') === REQUEST_SOURCE) return next();
    const origin = originOf(declared) ?? originOf(c.req.header('referer'));
    if (origin !== undefined && trusted.has(origin)) return next();
    return refuse(c, 403, 'forbidden', messages.security.csrf);
  };
}
