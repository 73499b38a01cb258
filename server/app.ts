import { Hono } from 'hono';
import { messages } from '../domain/messages.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { sessionRoutes } from './auth/routes.ts';
import type { AppContext, AppEnv } from './context.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { googleRoutes } from './google/routes.ts';
import { compression } from './http/compress.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { paymentRoutes } from './payments/routes.ts';
import { promptRoutes } from './prompts/routes.ts';
import { applySecurity } from './security/index.ts';
import { type SiteOptions, siteRoutes } from './site.ts';
import { summaryRoutes } from './summaries/routes.ts';
import { userRoutes } from './users/routes.ts';

export type AppOptions = {
  /** Serve the built site and the API docs (server/main.ts); tests leave it off unless they need it. */
  site?: SiteOptions;
};

/** The whole HTTP surface: security layer, API routes, payments, Google, and optionally the site. */
export function createApp(ctx: AppContext, opts: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestLog(ctx.log));
  // gzip for the site's scripts, styles and pages and for JSON over 1 KiB (Lighthouse: text compression).
  app.use(compression());
  applySecurity(app, ctx.config);
  app.onError(errorHandler(ctx.log));

  app.get('/api/health', (c) => c.json({ status: 'ok' as const }));
  app.route('/', sessionRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', promptRoutes(ctx));
  app.route('/', summaryRoutes(ctx));
  app.route('/', feedbackRoutes(ctx));
  app.route('/', paymentRoutes(ctx));
  app.route('/', googleRoutes(ctx));
  app.route('/', siteRoutes(opts.site ?? {}));

  app.notFound((c) => c.json({ message: messages.api.notFound, code: 'not_found' }, 404));
  return app;
}
