import type { MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import { refuse } from './errors.ts';

/** %00 anywhere in the URL: a NUL in a path segment or a query value once decoded. */
const URL_NUL = /%00/i;
/** A JSON \u0000 escape that is not itself an escaped backslash followed by "u0000". */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;

function bodyHasNul(type: string, text: string): boolean {
  if (text.includes('\0')) return true;
  if (/json/i.test(type)) return JSON_NUL.test(text);
  if (/x-www-form-urlencoded/i.test(type)) return URL_NUL.test(text);
  return false;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query carrying one fails inside the database and would
 * surface as a 500. No field of the contract has a use for it, so the layer refuses it up front with
 * 422 for every route at once, in the URL and in JSON or form bodies (Hono caches the text it reads,
 * so routes still read the body).
 */
export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    const readsBody = c.req.method !== 'GET' && c.req.method !== 'HEAD' && type !== '';
    if (URL_NUL.test(c.req.url) || (readsBody && bodyHasNul(type, await c.req.text()))) {
      return refuse(c, 422, 'validation_error', messages.security.nulCharacter);
    }
    await next();
  };
}
