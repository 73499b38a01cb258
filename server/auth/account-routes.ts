import { Hono } from 'hono';
import { messages } from '../../domain/messages.ts';
import type { components } from '../../src/api/schema.d.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { addressTakenMail, resetMail, verificationMail } from '../mail/compose.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { hashPassword } from './passwords.ts';
import { forgotBody, registerBody, resetBody, verifyBody } from './schemas.ts';
import { endAllSessions } from './sessions.ts';
import { findUserByEmail, insertUser } from './users.ts';

type MessageResponse = components['schemas']['MessageResponse'];
const answer = (message: string): MessageResponse => ({ success: true, message });

/** register, e-mail verification, password reset request and confirm. */
export function accountRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const site = ctx.config.PUBLIC_URL;

  app.post('/api/register', async (c) => {
    const body = await jsonBody(c, registerBody);
    const now = ctx.now();
    // Hash first on both paths so a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.password);
    const userId = await insertUser(ctx.db, body.email, passwordHash, now);
    if (userId) {
      const token = await issueEmailToken(ctx.db, userId, 'verify', now);
      await ctx.mailer.send(verificationMail(body.email, `${site}/verify-email?token=${token}`));
    } else {
      await ctx.mailer.send(addressTakenMail(body.email, `${site}/forgot-password`));
    }
    return c.json(answer(messages.server.registered), 202);
  });

  app.post('/api/email/verify', async (c) => {
    const body = await jsonBody(c, verifyBody);
    const now = ctx.now();
    const userId = await ctx.db.transaction(async (tx) => {
      const id = await consumeEmailToken(tx, body.token, 'verify', now);
      if (id) await tx.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [id, now]);
      return id;
    });
    if (!userId) throw new ApiError(400, 'invalid_token', messages.server.invalidToken);
    return c.json(answer(messages.server.emailVerified));
  });

  app.post('/api/password/forgot', async (c) => {
    const body = await jsonBody(c, forgotBody);
    const user = await findUserByEmail(ctx.db, body.email);
    if (user) {
      const token = await issueEmailToken(ctx.db, user.id, 'reset', ctx.now());
      await ctx.mailer.send(resetMail(user.email, `${site}/reset-password?token=${token}`));
    }
    return c.json(answer(messages.server.resetRequested), 202);
  });

  app.post('/api/password/reset', async (c) => {
    const body = await jsonBody(c, resetBody);
    const now = ctx.now();
    const passwordHash = await hashPassword(body.password);
    const userId = await ctx.db.transaction(async (tx) => {
      const id = await consumeEmailToken(tx, body.token, 'reset', now);
      if (!id) return null;
      // The link came through the inbox, so the address is proven too.
      await tx.query(
        'UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, $3) WHERE id = $1',
        [id, passwordHash, now],
      );
      await endAllSessions({ db: tx }, id);
      return id;
    });
    if (!userId) throw new ApiError(400, 'invalid_token', messages.server.invalidToken);
    return c.json(answer(messages.server.passwordReset));
  });

  return app;
}
