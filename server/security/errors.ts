import type { Context } from 'hono';
import { messages } from '../../domain/messages.ts';

/** The contract's error body, for the answers the security layer gives before any route runs. */
export function refuse(c: Context, status: 403 | 413 | 422 | 429, code: string, message: string): Response {
  return c.json({ message, code }, status);
}

export function rateLimited(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return refuse(c, 429, 'rate_limited', messages.security.rateLimited);
}
