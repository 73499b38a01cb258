import type { MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import { refuse } from './errors.ts';

/** The API's namespaces; every other address belongs to the site, whose 404 page answers it. */
export const API_PATHS = /^\/(api|auth|check-website)(\/|$)/;

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** True when the address's path, or a name or value of its query, is not valid percent-encoding. */
export function hasMalformedEncoding(url: string): boolean {
  if (!url.includes('%')) return false;
  const { pathname, search } = new URL(url);
  if (!decodes(pathname)) return true;
  return search
    .slice(1)
    .split(/[&=]/)
    .some((part) => !decodes(part.replaceAll('+', ' ')));
}

/**
 * An API address with broken percent-encoding (`/api/summaries?search=%E0%A4%A`) is the caller's
 * mistake: 400 with a clear message before any route reads it, never a guess at what it meant or a
 * 5xx. The site's own addresses go on to the site, which answers them with its 404 page.
 */
export function refuseMalformedApiUrls(): MiddlewareHandler {
  return async (c, next) => {
    if (API_PATHS.test(c.req.path) && hasMalformedEncoding(c.req.url)) {
      return refuse(c, 400, 'bad_request', messages.security.malformedUrl);
    }
    await next();
  };
}
