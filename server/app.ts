import { type Context, Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { accountSettingsRoutes } from './account/routes.ts';
import { sessionListRoutes } from './account/sessions.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { sessionRoutes } from './auth/routes.ts';
import type { AppContext, AppEnv } from './context.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { googleRoutes } from './google/routes.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { clientInfo } from './http/client-address.ts';
import { compression } from './http/compress.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { paymentRoutes } from './payments/routes.ts';
import { promptRoutes } from './prompts/routes.ts';
import { applySecurity } from './security/index.ts';
import { loginThrottle } from './security/login-throttle.ts';
import { siteConfigOf } from './site-config.ts';
import { dashboardFirstPaint } from './first-paint.ts';
import { type SiteOptions, siteRoutes } from './site.ts';
import { summaryRoutes } from './summaries/routes.ts';
import { summarizeRoutes } from './summarize/routes.ts';
import { billingClockMiddleware, simulationEnabled } from './subscriptions/clock.ts';
import { userRoutes } from './users/routes.ts';

/** A GET of the API on behalf of a page request: its cookies and client address go along. */
function inProcess(app: Hono<AppEnv>, path: string, c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  for (const name of ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto']) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  return Promise.resolve(app.request(new URL(path, c.req.url), { headers }, c.env));
}

export type AppOptions = {
  /** Serve the built site and the API docs (server/main.ts); tests leave it off unless they need it. */
  site?: SiteOptions;
  /** Readiness and draining (server/main.ts); without it the app is always ready. */
  lifecycle?: Lifecycle;
};

/** The whole HTTP surface: security layer, API routes, payments, Google, and optionally the site. */
export function createApp(ctx: AppContext, opts: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const lifecycle = opts.lifecycle ?? createLifecycle();
  app.use(lifecycle.track());
  app.use(clientInfo(ctx.config.TRUST_PROXY));
  app.use(requestLog(ctx.log));
  // gzip for the site's scripts, styles and pages and for JSON over 1 KiB (Lighthouse: text compression).
  app.use(compression());
  applySecurity(app, ctx.config);
  app.onError(errorHandler(ctx.log));
  app.use('/api/login', loginThrottle(ctx.db));
  // Liveness and readiness touch nothing else: a database held by a runaway statement must not hang them.
  app.get('/api/health', (c) => c.json({ status: 'ok' as const }));
  app.get('/api/ready', async (c) => {
    const status = await lifecycle.ready(ctx.db);
    return c.json({ status }, status === 'ready' ? 200 : 503);
  });
  // TEST MODE's billing clock may have been moved by another instance: read it before billing work.
  // Without the simulation (production) nothing moves it, so no request pays for the check.
  if (simulationEnabled(ctx.config)) {
    for (const path of ['/api/*', '/test-checkout/*', '/test-billing/*']) app.use(path, billingClockMiddleware(ctx));
  }

  app.route('/', sessionRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', accountSettingsRoutes(ctx));
  app.route('/', sessionListRoutes(ctx));
  app.route('/', promptRoutes(ctx));
  // Before summaryRoutes: /api/summaries/quota is not a summary id.
  app.route('/', summarizeRoutes(ctx));
  app.route('/', summaryRoutes(ctx));
  app.route('/', feedbackRoutes(ctx));
  app.route('/', paymentRoutes(ctx));
  app.route('/', googleRoutes(ctx));
  const site = {
    production: ctx.config.NODE_ENV === 'production',
    testMode: ctx.config.TEST_MODE,
    config: siteConfigOf(ctx.config),
    ...opts.site,
  };
  if (site.dir)
    site.firstPaint ??= dashboardFirstPaint(
      site.dir,
      (path, c) => inProcess(app, path, c),
      (err) => ctx.log.error({ err }, 'dashboard first paint failed'),
    );
  app.route('/', siteRoutes(site));

  app.notFound((c) => c.json({ message: messages.api.notFound, code: 'not_found' }, 404));
  return app;
}
