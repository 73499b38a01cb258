import { Hono } from 'hono';
import { z } from 'zod';
import { FEEDBACK_REASONS, FEEDBACK_TEXT_MAX_LENGTH } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';

const text = z.string().trim().max(FEEDBACK_TEXT_MAX_LENGTH, `At most ${FEEDBACK_TEXT_MAX_LENGTH} characters`);

const feedbackBody = z.object({
  reason: z.enum(FEEDBACK_REASONS, messages.feedback.reasonRequired),
  type: z.literal('uninstall'),
  uid: z.string().trim().max(200).optional(),
  comments: text.optional(),
  suggestions: text.optional(),
  email: z
    .string()
    .trim()
    .max(254, messages.auth.invalidEmail)
    .pipe(z.union([z.literal(''), z.email(messages.auth.invalidEmail)]))
    .optional(),
});

/** The uninstall survey: no account needed. Comments are kept only for reason 'other' (SPEC.md). */
export function feedbackRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/feedback', async (c) => {
    const f = await jsonBody(c, feedbackBody);
    await ctx.db.query(
      `INSERT INTO feedback (reason, type, uid, comments, suggestions, email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        f.reason,
        f.type,
        f.uid || null,
        f.reason === 'other' ? f.comments || null : null,
        f.suggestions || null,
        f.email ? f.email.toLowerCase() : null,
        ctx.now(),
      ],
    );
    return c.json({ success: true as const }, 201);
  });
  return app;
}
