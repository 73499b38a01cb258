import { Hono } from 'hono';
import type { components } from '#contract/schema.d.ts';
import { zGetUserInfoQuery } from '#contract/zod.gen.ts';
import { requireAuth } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { queryOf } from '#server/http/validate.ts';
import { listInvoices } from '#server/subscriptions/invoices.ts';
import { billingNow } from '#server/subscriptions/clock.ts';
import { currentPlan, subscriptionShape } from '#server/subscriptions/status.ts';

type UserInfo = components['schemas']['UserInfoResponse'];
type CurrentPlan = components['schemas']['CurrentPlan'];

/**
 * user-info and current-plan: both answer from the subscription requireAuth read with the session.
 * user-info?include=invoices also carries the Billing section's invoices: the dashboard's first data
 * in one round (issue 27.4).
 */
export function userRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);

  app.get('/api/user-info', auth, async (c) => {
    const { include } = queryOf(c, zGetUserInfoQuery);
    const user = c.get('user');
    const sub = c.get('subscription');
    const body: UserInfo = {
      user: { username: user.email.split('@')[0] ?? user.email, email: user.email },
      subscription: subscriptionShape(sub, billingNow(ctx)),
    };
    if (include === 'invoices') body.invoices = await listInvoices(ctx.db, user.id, ctx.config.PUBLIC_URL);
    return c.json(body);
  });

  app.get('/api/subscription/current-plan', auth, (c) => {
    const body: CurrentPlan = currentPlan(c.get('subscription'), billingNow(ctx));
    return c.json(body);
  });

  return app;
}
