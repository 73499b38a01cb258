import type { components } from '#contract/schema.d.ts';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import type { Client } from './http/client-address.ts';
import type { MailQueue } from './mail/types.ts';
import type { UserSubscription } from './subscriptions/status.ts';

/** Everything a route needs, built once at start (server/main.ts) or per test app (tests/server/harness.ts). */
export type AppContext = {
  config: Config;
  db: Database;
  log: Logger;
  /** Mail goes through the outbox queue: enqueue in the transaction of what causes it. */
  mail: MailQueue;
  /** The clock; tests inject one to check expiry without waiting. */
  now(): Date;
};

/** The signed-in user as requireAuth leaves it on the request. */
export type SessionUser = components['schemas']['AuthUser'];
export type SessionInfo = {
  id: string;
  /** When it started: the time of its sign-in. */
  createdAt: Date;
  expiresAt: Date;
  /** How it signed in: a password, Google, or the e-mail verification link (decision 292). */
  signInMethod: 'password' | 'google' | 'email_link';
};

/** Hono env typing: c.get('client') on every request; c.get('user'), c.get('session') and c.get('subscription') behind requireAuth. */
export type AppEnv = {
  Variables: { client: Client; user: SessionUser; session: SessionInfo; subscription: UserSubscription | null };
};
