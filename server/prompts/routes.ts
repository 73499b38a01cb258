import { Hono } from 'hono';
import { zSaveUserPromptBody } from '#contract/zod.gen.ts';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { components } from '#contract/schema.d.ts';
import { requireAuth, requirePremium } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { type ContractReading, jsonBody } from '#server/http/validate.ts';
import { findPrompt, resetPrompt, savePrompt } from './repository.ts';

type PromptResponse = components['schemas']['PromptResponse'];
type PromptSaved = components['schemas']['PromptSavedResponse'];

/** The prompt counts what is left once trimmed; its limits are the contract's. */
const promptReading: ContractReading = {
  trim: ['prompt'],
  words: {
    prompt: (issue) =>
      issue.code === 'too_big' ? messages.dashboard.promptTooLong : messages.dashboard.promptTooShort,
  },
};

/** The custom summary prompt (Premium): read, save, reset to the default. */
export function promptRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(ctx), requirePremium()] as const;

  app.get('/api/user-prompt', ...guard, async (c) => {
    const prompt = await findPrompt(ctx.db, c.get('user').id);
    const body: PromptResponse = { success: true, data: { prompt: prompt ?? DEFAULT_PROMPT } };
    return c.json(body);
  });

  app.post('/api/user-prompt', ...guard, async (c) => {
    const { prompt } = await jsonBody(c, zSaveUserPromptBody, promptReading);
    await savePrompt(ctx.db, c.get('user').id, prompt, ctx.now());
    const body: PromptSaved = { success: true, message: messages.dashboard.promptSaved, data: { prompt } };
    return c.json(body);
  });

  app.post('/api/user-prompt/reset', ...guard, async (c) => {
    await resetPrompt(ctx.db, c.get('user').id);
    const body: PromptSaved = {
      success: true,
      message: messages.dashboard.promptReset,
      data: { prompt: DEFAULT_PROMPT },
    };
    return c.json(body);
  });

  return app;
}
