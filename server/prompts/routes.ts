import { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_PROMPT, PROMPT_MAX_LENGTH, PROMPT_MIN_LENGTH } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import type { components } from '../../src/api/schema.d.ts';
import { requireAuth, requirePremium } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';

type PromptResponse = components['schemas']['PromptResponse'];
type PromptSaved = components['schemas']['PromptSavedResponse'];

const promptBody = z.object({
  prompt: z
    .string(messages.dashboard.promptTooShort)
    .trim()
    .min(PROMPT_MIN_LENGTH, messages.dashboard.promptTooShort)
    .max(PROMPT_MAX_LENGTH, `Prompt must be at most ${PROMPT_MAX_LENGTH} characters`),
});

/** The custom summary prompt (Premium): read, save, reset to the default. */
export function promptRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(ctx), requirePremium()] as const;

  app.get('/api/user-prompt', ...guard, async (c) => {
    const row = await ctx.db.maybeOne<{ prompt: string }>('SELECT prompt FROM prompts WHERE user_id = $1', [
      c.get('user').id,
    ]);
    const body: PromptResponse = { success: true, data: { prompt: row?.prompt ?? DEFAULT_PROMPT } };
    return c.json(body);
  });

  app.post('/api/user-prompt', ...guard, async (c) => {
    const { prompt } = await jsonBody(c, promptBody);
    await ctx.db.query(
      `INSERT INTO prompts (user_id, prompt, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET prompt = EXCLUDED.prompt, updated_at = EXCLUDED.updated_at`,
      [c.get('user').id, prompt, ctx.now()],
    );
    const body: PromptSaved = { success: true, message: messages.dashboard.promptSaved, data: { prompt } };
    return c.json(body);
  });

  app.post('/api/user-prompt/reset', ...guard, async (c) => {
    await ctx.db.query('DELETE FROM prompts WHERE user_id = $1', [c.get('user').id]);
    const body: PromptSaved = { success: true, message: messages.dashboard.promptReset, data: { prompt: DEFAULT_PROMPT } };
    return c.json(body);
  });

  return app;
}
