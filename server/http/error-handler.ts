import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { messages } from '#domain/messages.ts';
import { ApiError, RateLimitedError } from './errors.ts';

/**
 * Every error becomes the contract's JSON body. 4xx carry their own message; anything else is
 * logged in full and answered with a generic 500, so no stack trace or SQL ever reaches a caller.
 */
export function errorHandler(log: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof ApiError) return c.json(err.body(), err.status);
    // Broken percent-encoding that reached a decoder: the caller's address, not our fault.
    if (err instanceof URIError) {
      return c.json({ message: messages.security.malformedUrl, code: 'bad_request' }, 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: err.message || messages.api.invalidInput, code: codeFor(err.status) }, err.status);
    }
    log.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ message: messages.api.internal, code: 'internal_error' }, 500);
  };
}

function codeFor(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  return 'bad_request';
}
