import { type Context, Hono } from 'hono';
import type { components } from '#contract/schema.d.ts';
import {
  zChangeEmailBody,
  zChangePasswordBody,
  zConfirmEmailChangeBody,
  zDeleteAccountBody,
} from '#contract/zod.gen.ts';
import { messages } from '#domain/messages.ts';
import { consumeEmailChange, issueEmailToken, revokeEmailTokens } from '#server/auth/email-tokens.ts';
import { assertStrongPassword } from '#server/auth/password-strength.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { confirmIdentity, googleReauthUntil } from '#server/auth/reauth.ts';
import { clearSessionCookie, endOtherSessions, requireAuth } from '#server/auth/sessions.ts';
import { findUserByEmail, normaliseEmail } from '#server/auth/users.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import type { Database } from '#server/db/types.ts';
import { ApiError, RateLimitedError } from '#server/http/errors.ts';
import { jsonBody } from '#server/http/validate.ts';
import { emailChangedMail, emailChangeMail, emailChangeTakenMail, passwordChangedMail } from '#server/mail/compose.ts';
import { createProvider } from '#server/payments/routes.ts';
import { inboxOf } from '#server/rate-limit/keys.ts';
import { type Counted, createLimiter, hitAll } from '#server/rate-limit/limiter.ts';
import { ACCOUNT_LIMITS } from '#server/rate-limit/limits.ts';
import { deleteAccount } from './deletion.ts';
import { findAccount, moveAddress, setPasswordHash } from './repository.ts';

type Schemas = components['schemas'];
const answer = (message: string): Schemas['MessageResponse'] => ({ success: true, message });

/**
 * Records the change and mails its inbox. The answer and the account's pending address are the same for
 * a taken address (no enumeration, decision 285): its change is recorded too, but the mail there tells
 * its owner instead of carrying the link, so it can never be confirmed.
 */
async function mailEmailChange(tx: Database, userId: string, newEmail: string, ctx: AppContext): Promise<void> {
  const site = ctx.config.PUBLIC_URL;
  const token = await issueEmailToken(tx, userId, 'email_change', ctx.now(), newEmail);
  if (await findUserByEmail(tx, newEmail)) {
    await ctx.mail.enqueue(emailChangeTakenMail(newEmail, `${site}/forgot-password`), tx);
    return;
  }
  await ctx.mail.enqueue(emailChangeMail(newEmail, `${site}/confirm-email?token=${token}`), tx);
}

/** The account page's calls: read the account, change the password or the address, delete it all. */
export function accountSettingsRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const site = ctx.config.PUBLIC_URL;
  const provider = createProvider(ctx);
  const who = (c: Context<AppEnv>) => ({ userId: c.get('user').id, session: c.get('session') });
  // Counted only once the current password was right (issue 26.8): a stolen session's wrong guesses
  // are held per session by confirmIdentity and spend nothing of the owner's.
  const passwordChanges = createLimiter(ctx.db, ACCOUNT_LIMITS.passwordChange);
  const emailChanges = createLimiter(ctx.db, ACCOUNT_LIMITS.emailChange);
  const emailChangeTargets = createLimiter(ctx.db, ACCOUNT_LIMITS.emailChangeTarget);
  const allowed = async (counted: Counted[]) => {
    const verdict = await hitAll(counted);
    if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds, messages.server.tooManyAttempts);
  };

  app.get('/api/account', auth, async (c) => {
    const user = c.get('user');
    const row = await findAccount(ctx.db, user.id, ctx.now());
    const until = googleReauthUntil(c.get('session'), ctx.now());
    const body: Schemas['AccountSettings'] = {
      email: row.email,
      has_password: row.password_hash !== null,
      google_linked: row.google_sub !== null,
      pending_email: row.pending_email,
      google_reauth_until: until?.toISOString() ?? null,
    };
    return c.json(body);
  });

  app.post('/api/account/password', auth, async (c) => {
    const body = await jsonBody(c, zChangePasswordBody);
    const user = c.get('user');
    await confirmIdentity(ctx, who(c), body.current_password);
    await allowed([{ limiter: passwordChanges, key: user.id }]);
    await assertStrongPassword(body.new_password, { email: user.email });
    const passwordHash = await hashPassword(body.new_password);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      // Whoever knew the old password may hold a session or an e-mailed link: both end here, as on a reset.
      await endOtherSessions({ db: tx }, user.id, c.get('session').id);
      await revokeEmailTokens(tx, user.id, now);
      await ctx.mail.enqueue(passwordChangedMail(user.email, `${site}/forgot-password`), tx);
    });
    return c.json(answer(messages.server.passwordChanged));
  });

  app.post('/api/account/email', auth, async (c) => {
    const body = await jsonBody(c, zChangeEmailBody);
    const newEmail = normaliseEmail(body.new_email);
    const user = c.get('user');
    if (newEmail === user.email) {
      const errors = [{ path: 'new_email', message: messages.server.sameEmail }];
      throw new ApiError(422, 'validation_error', messages.server.sameEmail, errors);
    }
    await confirmIdentity(ctx, who(c), body.current_password);
    await allowed([
      { limiter: emailChanges, key: user.id },
      { limiter: emailChangeTargets, key: inboxOf(newEmail) },
    ]);
    await ctx.db.transaction((tx) => mailEmailChange(tx, user.id, newEmail, ctx));
    return c.json(answer(messages.server.emailChangeRequested(newEmail)), 202);
  });

  // The pending change's link again (issue 28.8; decision 285): a new link, the earlier one ends; counted
  // on the same limits as a request, since it mails the same inbox.
  app.post('/api/account/email/resend', auth, async (c) => {
    const user = c.get('user');
    const pending = (await findAccount(ctx.db, user.id, ctx.now())).pending_email;
    if (pending === null) throw new ApiError(404, 'not_found', messages.server.noPendingEmail);
    await allowed([
      { limiter: emailChanges, key: user.id },
      { limiter: emailChangeTargets, key: inboxOf(pending) },
    ]);
    await ctx.db.transaction((tx) => mailEmailChange(tx, user.id, pending, ctx));
    return c.json(answer(messages.server.emailChangeResent(pending)), 202);
  });

  // Ends the pending change's links; the address stays. Nothing pending is not an error: the outcome is the same.
  app.post('/api/account/email/cancel', auth, async (c) => {
    const user = c.get('user');
    await revokeEmailTokens(ctx.db, user.id, ctx.now(), 'email_change');
    // The account page's own sentence: one copy in the catalogue (the landing page carries it).
    return c.json(answer(messages.settings.emailChangeCancelled(user.email)));
  });

  app.post('/api/account/email/confirm', async (c) => {
    const body = await jsonBody(c, zConfirmEmailChangeBody);
    const now = ctx.now();
    const changed = await ctx.db.transaction(async (tx) => {
      const change = await consumeEmailChange(tx, body.token, now);
      if (!change) return null;
      if (await findUserByEmail(tx, change.new_email)) throw new ApiError(409, 'conflict', messages.server.emailTaken);
      // The link came through the new inbox, so that address is proven.
      const oldEmail = await moveAddress(tx, change.user_id, change.new_email, now);
      await ctx.mail.enqueue(emailChangedMail(oldEmail, change.new_email), tx);
      return { old: oldEmail, now: change.new_email };
    });
    if (!changed) throw new ApiError(400, 'invalid_token', messages.server.invalidToken);
    return c.json(answer(messages.server.emailChanged(changed.now)));
  });

  app.post('/api/account/delete', auth, async (c) => {
    const body = await jsonBody(c, zDeleteAccountBody);
    await confirmIdentity(ctx, who(c), body.current_password);
    await deleteAccount(ctx, provider, c.get('user'));
    clearSessionCookie(c, ctx);
    return c.json(answer(messages.server.accountDeleted));
  });

  return app;
}
