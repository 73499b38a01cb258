import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * One line per request: method, path (never the query string, which may carry ids or tokens),
 * status and duration. Headers and bodies are never logged, so tokens, cookies and passwords stay out.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
