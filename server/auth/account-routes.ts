import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import type { components } from '#contract/schema.d.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { liftAccountLock } from '#server/security/login-throttle.ts';
import { ApiError } from '#server/http/errors.ts';
import { jsonBody } from '#server/http/validate.ts';
import { addressTakenMail, resetMail, verificationMail } from '#server/mail/compose.ts';
import type { RateLimit } from '#server/rate-limit/limiter.ts';
import { FLOW_LIMITS } from '#server/rate-limit/limits.ts';
import { clientKey } from '#server/rate-limit/keys.ts';
import { inboxInBody, type Rule, rateLimit } from '#server/rate-limit/middleware.ts';
import {
  consumeEmailToken,
  isSpentVerificationOfVerifiedAccount,
  issueEmailToken,
  liveEmailToken,
  queueResetMail,
  revokeEmailTokens,
} from './email-tokens.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import {
  zForgotPasswordBody,
  zRegisterBody,
  zResendVerificationBody,
  zResetPasswordBody,
  zVerifyEmailBody,
} from '#contract/zod.gen.ts';
import { forgotReading, registerReading, resetReading, tokenReading } from './schemas.ts';
import {
  createSession,
  endAllSessions,
  findSession,
  requestToken,
  sessionOrigin,
  setSessionCookie,
} from './sessions.ts';
import { findUserByEmail, insertUser, markEmailVerified, normaliseEmail, resetPasswordHash } from './users.ts';

type MessageResponse = components['schemas']['MessageResponse'];
const answer = (message: string): MessageResponse => ({ success: true, message });
const verified = (message: string, signedIn: boolean): components['schemas']['VerifyEmailResponse'] => ({
  success: true,
  message,
  signed_in: signedIn,
});

/** register, e-mail verification, password reset request and confirm. */
export function accountRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const site = ctx.config.PUBLIC_URL;

  const limited = (rules: Rule[], message: string) => rateLimit(ctx.db, { rules, message });
  // A client by its network (an IPv6 /64), a target by its inbox (plus-addresses folded): issue 26.
  const byAddress = (limit: RateLimit): Rule => ({ limit, key: clientKey });
  const byEmail = (limit: RateLimit): Rule => ({ limit, key: inboxInBody('email') });

  const registerLimit = limited(
    [byEmail(FLOW_LIMITS.registerEmail), byAddress(FLOW_LIMITS.registerAddress)],
    messages.security.tooManySignUps,
  );
  app.post('/api/register', registerLimit, async (c) => {
    const body = await jsonBody(c, zRegisterBody, registerReading);
    await assertStrongPassword(body.password, { email: body.email });
    const now = ctx.now();
    // Hash first on both paths so a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.password);
    // The account, its token and its e-mail commit together, or none of them does.
    await ctx.db.transaction(async (tx) => {
      const userId = await insertUser(tx, body.email, passwordHash, now);
      if (userId) {
        const token = await issueEmailToken(tx, userId, 'verify', now);
        await ctx.mail.enqueue(verificationMail(body.email, `${site}/verify-email?token=${token}`), tx);
      } else {
        await ctx.mail.enqueue(addressTakenMail(body.email, `${site}/forgot-password`), tx);
      }
    });
    return c.json(answer(messages.server.registered), 202);
  });

  app.post('/api/email/verify', async (c) => {
    const body = await jsonBody(c, zVerifyEmailBody, tokenReading);
    const now = ctx.now();
    const userId = await ctx.db.transaction(async (tx) => {
      const id = await consumeEmailToken(tx, body.token, 'verify', now);
      if (!id) return null;
      await markEmailVerified(tx, id, now);
      // The address is proven: the other verification links of the account have nothing left to do.
      await revokeEmailTokens(tx, id, now, 'verify');
      return id;
    });
    if (userId) {
      // The call that used the link signs its holder in (decision 286): once, as the link is used once.
      // A browser already signed in keeps its session (no silent switch of accounts).
      const current = requestToken(c, ctx);
      if (current && (await findSession(ctx, current))) return c.json(verified(messages.server.emailVerified, false));
      const session = await createSession(ctx, userId, { remember: false, origin: sessionOrigin(c, 'email_link') });
      setSessionCookie(c, ctx, session);
      return c.json(verified(messages.server.emailVerifiedSignedIn, true));
    }
    // The same link opened twice: the account is verified, the link is not "invalid" to its owner; it
    // signs nobody in a second time.
    if (await isSpentVerificationOfVerifiedAccount(ctx.db, body.token)) {
      return c.json(verified(messages.server.emailAlreadyVerified, false));
    }
    throw new ApiError(400, 'invalid_token', messages.server.invalidToken);
  });

  // A new verification link for an address still waiting for confirmation (issue 18.15). Limited like
  // sign-up; the same answer for every address, so it tells nobody which addresses have accounts.
  const resendLimit = limited(
    [byEmail(FLOW_LIMITS.registerEmail), byAddress(FLOW_LIMITS.registerAddress)],
    messages.security.tooManySignUps,
  );
  app.post('/api/email/resend-verification', resendLimit, async (c) => {
    const body = await jsonBody(c, zResendVerificationBody, forgotReading);
    const email = normaliseEmail(body.email);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_verified_at) return;
      const token = await issueEmailToken(tx, user.id, 'verify', now);
      await ctx.mail.enqueue(verificationMail(email, `${site}/verify-email?token=${token}`), tx);
    });
    return c.json(answer(messages.server.verificationResent), 202);
  });

  const forgotLimit = limited(
    [byEmail(FLOW_LIMITS.forgotEmail), byAddress(FLOW_LIMITS.forgotAddress)],
    messages.security.tooManyResets,
  );
  app.post('/api/password/forgot', forgotLimit, async (c) => {
    const body = await jsonBody(c, zForgotPasswordBody, forgotReading);
    const email = normaliseEmail(body.email);
    await queueResetMail(
      ctx.db,
      email,
      (token) => resetMail(email, `${site}/reset-password?token=${token}`),
      ctx.now(),
    );
    return c.json(answer(messages.server.resetRequested), 202);
  });

  app.post('/api/password/reset', async (c) => {
    const body = await jsonBody(c, zResetPasswordBody, resetReading);
    const now = ctx.now();
    // The link first: a made-up or spent token costs one indexed lookup, never a 19 MiB argon2 hash.
    const owner = await liveEmailToken(ctx.db, body.token, 'reset', now);
    if (!owner) throw new ApiError(400, 'invalid_token', messages.server.invalidToken);
    await assertStrongPassword(body.password, { email: owner.email });
    const passwordHash = await hashPassword(body.password);
    const userId = await ctx.db.transaction(async (tx) => {
      const id = await consumeEmailToken(tx, body.token, 'reset', now);
      if (!id) return null;
      await resetPasswordHash(tx, id, passwordHash, now);
      // A new password: every other reset or verification link still in an inbox dies with the old one.
      await revokeEmailTokens(tx, id, now);
      await endAllSessions({ db: tx }, id);
      return id;
    });
    if (!userId) throw new ApiError(400, 'invalid_token', messages.server.invalidToken);
    // The link proved the inbox: whoever guessed at the account no longer keeps its owner out.
    await liftAccountLock(ctx.db, owner.email);
    return c.json(answer(messages.server.passwordReset));
  });

  return app;
}
