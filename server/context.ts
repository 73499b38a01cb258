import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import type { Mailer } from './mail/types.ts';
import type { UserSubscription } from './subscriptions/status.ts';

/** Everything a route needs, built once at start (server/main.ts) or per test app (tests/server/harness.ts). */
export type AppContext = {
  config: Config;
  db: Database;
  log: Logger;
  mailer: Mailer;
  /** The clock; tests inject one to check expiry without waiting. */
  now(): Date;
};

/** The signed-in user as requireAuth leaves it on the request. */
export type SessionUser = { id: string; email: string; is_premium: boolean };
export type SessionInfo = { id: string; expiresAt: Date };

/** Hono env typing: c.get('user'), c.get('session') and c.get('subscription') behind requireAuth. */
export type AppEnv = {
  Variables: { user: SessionUser; session: SessionInfo; subscription: UserSubscription | null };
};
