import type { Context } from 'hono';

/** The contract's error body, for the answers the security layer gives before any route runs. */
export function refuse(c: Context, status: 400 | 403 | 413 | 422 | 429, code: string, message: string): Response {
  return c.json({ message, code }, status);
}

/** 429 rate_limited with Retry-After in whole seconds and the limit's own message. */
export function rateLimited(c: Context, retryAfterSeconds: number, message: string): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return refuse(c, 429, 'rate_limited', message);
}
