import type { Env, Hono } from 'hono';
import type { Config } from '#server/config.ts';
import { GENERATE_PATH } from '#server/summarize/paths.ts';
import { jsonBodyLimit } from './body-limit.ts';
import { noStoreByDefault } from './cache.ts';
import { corsPolicy } from './cors.ts';
import { csrfGuard } from './csrf.ts';
import { securityHeaders } from './headers.ts';
import { refuseNul } from './nul.ts';
import { refuseMalformedApiUrls } from './urls.ts';

export type SecurityConfig = Pick<
  Config,
  'NODE_ENV' | 'PUBLIC_URL' | 'EXTENSION_ORIGINS' | 'STRIPE_SECRET_KEY' | 'BODY_LIMIT_BYTES'
> &
  Partial<Pick<Config, 'SUMMARY_BODY_LIMIT_BYTES'>>;

/** The origins whose pages may call us with the user's cookie: the site and the configured extensions. */
export function trustedOrigins(config: SecurityConfig): string[] {
  return [new URL(config.PUBLIC_URL).origin, ...config.EXTENSION_ORIGINS];
}

/**
 * Mounts the security layer in front of every route (sign-in throttling needs the database, so
 * app.ts mounts it). Headers come first so that every answer, including the refusals below and
 * the app's error pages, carries them.
 */
export function applySecurity<E extends Env>(app: Hono<E>, config: SecurityConfig): void {
  const origins = trustedOrigins(config);
  app.use(
    securityHeaders({ production: config.NODE_ENV === 'production', stripeConfigured: !!config.STRIPE_SECRET_KEY }),
  );
  app.use(noStoreByDefault());
  app.use(corsPolicy(origins));
  // A transcript is far larger than any other body: the summariser's call has its own limit.
  const summaries = config.SUMMARY_BODY_LIMIT_BYTES;
  app.use(jsonBodyLimit(config.BODY_LIMIT_BYTES, summaries ? { [GENERATE_PATH]: summaries } : {}));
  app.use(csrfGuard(origins, { config }));
  app.use(refuseMalformedApiUrls());
  app.use(refuseNul());
}
