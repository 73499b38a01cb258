import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Headers the website and the extension send (CONTRACT.md conventions). */
const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-Extension-Id',
  'X-Request-Source',
  'X-Requested-With',
];

/**
 * CORS with credentials for the site's own origin and the configured extension origins only.
 * Other origins get no CORS headers at all (hono/cors would still send Allow-Credentials),
 * so the browser keeps their scripts away from our answers.
 */
export function corsPolicy(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const withCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ALLOWED_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return withCors(c, next);
    await next();
  };
}
