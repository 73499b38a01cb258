import { Hono } from 'hono';
import type { components } from '../../src/api/schema.d.ts';
import { requireAuth } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { currentPlan, subscriptionShape } from '../subscriptions/status.ts';
import { findUserSubscription } from './repository.ts';

type UserInfo = components['schemas']['UserInfoResponse'];
type CurrentPlan = components['schemas']['CurrentPlan'];

/** user-info and current-plan: both read the same subscription through subscriptions/status.ts. */
export function userRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);

  app.get('/api/user-info', auth, async (c) => {
    const user = c.get('user');
    const sub = await findUserSubscription(ctx.db, user.id);
    const body: UserInfo = {
      user: { username: user.email.split('@')[0] ?? user.email, email: user.email },
      subscription: subscriptionShape(sub, ctx.now()),
    };
    return c.json(body);
  });

  app.get('/api/subscription/current-plan', auth, async (c) => {
    const sub = await findUserSubscription(ctx.db, c.get('user').id);
    const body: CurrentPlan = currentPlan(sub, ctx.now());
    return c.json(body);
  });

  return app;
}
