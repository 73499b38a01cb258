import { Hono } from 'hono';
import { zEndSessionPath } from '#contract/zod.gen.ts';
import type { components } from '#contract/schema.d.ts';
import { messages } from '#domain/messages.ts';
import { endOtherSessions, requireAuth } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { endSession, listSessions } from './repository.ts';
import { describeUserAgent } from './user-agent.ts';

type Schemas = components['schemas'];

/** The signed-in user's sessions: list them, end one, end all but this one (DECISIONS.md "Sessions"). */
export function sessionListRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);

  app.get('/api/sessions', auth, async (c) => {
    const current = c.get('session').id;
    const rows = await listSessions(ctx.db, c.get('user').id, ctx.now());
    const sessions: Schemas['SignedInSession'][] = rows.map((row) => ({
      id: row.id,
      current: row.id === current,
      client: row.client,
      ...describeUserAgent(row.user_agent),
      user_agent: row.user_agent,
      ip_address: row.ip_address,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: new Date(row.last_seen_at).toISOString(),
    }));
    return c.json({ sessions } satisfies Schemas['SessionListResponse']);
  });

  app.delete('/api/sessions/:id', auth, async (c) => {
    const parsed = zEndSessionPath.safeParse(c.req.param());
    if (!parsed.success) throw new ApiError(404, 'not_found', messages.server.sessionNotFound);
    // A UUID in capitals is the same session to the database: compare it so too (issue 26.9).
    if (parsed.data.id.toLowerCase() === c.get('session').id.toLowerCase())
      throw new ApiError(409, 'conflict', messages.server.sessionIsCurrent);
    const ended = await endSession(ctx.db, c.get('user').id, parsed.data.id);
    if (!ended) throw new ApiError(404, 'not_found', messages.server.sessionNotFound);
    return c.json({ success: true } satisfies Schemas['SuccessResponse']);
  });

  app.post('/api/sessions/end-others', auth, async (c) => {
    const ended = await endOtherSessions(ctx, c.get('user').id, c.get('session').id);
    return c.json({ success: true, ended } satisfies Schemas['EndOtherSessionsResponse']);
  });

  return app;
}
