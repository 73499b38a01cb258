import { Hono } from 'hono';
import { zSendFeedbackBody } from '#contract/zod.gen.ts';
import { messages } from '#domain/messages.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { clientKey } from '#server/rate-limit/keys.ts';
import { type ContractReading, jsonBody, limitOf } from '#server/http/validate.ts';
import { FLOW_LIMITS } from '#server/rate-limit/limits.ts';
import { rateLimit } from '#server/rate-limit/middleware.ts';
import { recordFeedback } from './repository.ts';

/** Texts count what is left once trimmed; an empty address means none was given. Limits: the contract's. */
const feedbackReading: ContractReading = {
  trim: ['uid', 'comments', 'suggestions', 'email'],
  emptyIsAbsent: ['email'],
  words: {
    reason: messages.feedback.reasonRequired,
    email: messages.auth.invalidEmail,
    comments: (issue) => `At most ${limitOf(issue)} characters`,
    suggestions: (issue) => `At most ${limitOf(issue)} characters`,
  },
};

/** The uninstall survey: no account needed. Comments are kept only for reason 'other' (openapi.yaml's Feedback). */
export function feedbackRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limit = rateLimit(ctx.db, {
    rules: [{ limit: FLOW_LIMITS.feedbackAddress, key: clientKey }],
    message: messages.security.tooMuchFeedback,
  });
  app.post('/api/feedback', limit, async (c) => {
    const f = await jsonBody(c, zSendFeedbackBody, feedbackReading);
    await recordFeedback(ctx.db, f, ctx.now());
    return c.json({ success: true as const }, 201);
  });
  return app;
}
