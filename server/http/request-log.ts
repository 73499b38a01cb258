import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * The path as logged: a checkout session's id is a capability (whoever holds it can pay for or read
 * that checkout), so the TEST MODE checkout's pages are logged without it (issue 26.9).
 */
const loggedPath = (path: string) => path.replace(/^\/test-checkout\/[^/]+/, '/test-checkout/:id');

/**
 * One line per request: method, path (never the query string, which may carry ids or tokens),
 * status and duration. Headers and bodies are never logged, so tokens, cookies and passwords stay out.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
