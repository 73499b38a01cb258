/**
 * Readiness and graceful shutdown. /api/health says the process is alive (liveness); /api/ready says
 * whether to send it traffic: the database answers and the server is not shutting down. On SIGTERM
 * the server turns unready, stops accepting connections, lets in-flight requests finish (each answer
 * then closes its connection), lets the mail worker finish what it holds, and exits.
 */
import type { MiddlewareHandler } from 'hono';
import type { Database } from './db/types.ts';

/** docs/decisions: drain timeout. Under Docker's and compose.yaml's stop grace period (30 s). */
export const DRAIN_TIMEOUT_MS = 20_000;

/**
 * How long readiness waits for the database's `SELECT 1`: a database held by a runaway statement
 * (PGlite is one connection) is unavailable, not slow, until its worker is replaced (decision 215).
 */
const READY_TIMEOUT_MS = 2_000;

export type Lifecycle = {
  readonly draining: boolean;
  /** Requests being answered right now. */
  readonly inFlight: number;
  startDraining(): void;
  /** Counts requests; while draining, every answer asks its client to close the connection. */
  track(): MiddlewareHandler;
  ready(db: Database): Promise<'ready' | 'draining' | 'database_unavailable'>;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  let inFlight = 0;
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    startDraining() {
      draining = true;
    },
    track() {
      return async (c, next) => {
        inFlight += 1;
        try {
          await next();
          if (draining) c.header('Connection', 'close');
        } finally {
          inFlight -= 1;
        }
      };
    },
    async ready(db) {
      if (draining) return 'draining';
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
      });
      try {
        const answered = await Promise.race([db.query('SELECT 1').then(() => true), late]);
        if (!answered) return 'database_unavailable';
        return draining ? 'draining' : 'ready';
      } catch {
        return 'database_unavailable';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
