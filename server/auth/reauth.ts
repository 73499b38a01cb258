/**
 * Asking a signed-in user again who they are, before the password, the e-mail address or the whole
 * account changes (DECISIONS.md "The customer's data"): the current password, or a Google sign-in
 * of this session less than REAUTH_WINDOW_MS old (an account made with Google may have no password).
 * Wrong passwords are counted per session (ACCOUNT_LIMITS.reauthentication), before they are checked,
 * so parallel guesses cannot slip under the limit; a right one is not counted. Per session, not per
 * account (issue 26.8): five wrong passwords from a stolen session must not block the owner's own
 * changes from theirs.
 */
import { REAUTH_WINDOW_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { AppContext, SessionInfo } from '#server/context.ts';
import { ApiError, RateLimitedError } from '#server/http/errors.ts';
import { createLimiter } from '#server/rate-limit/limiter.ts';
import { ACCOUNT_LIMITS } from '#server/rate-limit/limits.ts';
import { siteConfigOf } from '#server/site-config.ts';
import { verifyPassword } from './passwords.ts';

/** Until when this session's Google sign-in stands in for the password; null when it does not. */
export function googleReauthUntil(session: SessionInfo, now: Date): Date | null {
  if (session.signInMethod !== 'google') return null;
  const until = new Date(session.createdAt.getTime() + REAUTH_WINDOW_MS);
  return until > now ? until : null;
}

/**
 * Google is named only where it is offered (issue 28.7): the account page asks an account with a
 * password for the password alone, and a server without Google sign-in cannot offer it.
 */
async function reauthenticationText(ctx: Pick<AppContext, 'db' | 'config'>, userId: string): Promise<string> {
  const { reauthenticationRequired, reauthenticationPasswordRequired } = messages.server;
  if (!siteConfigOf(ctx.config).googleSignIn) return reauthenticationPasswordRequired;
  const row = await ctx.db.one<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  return row.password_hash === null ? reauthenticationRequired : reauthenticationPasswordRequired;
}

/** Resolves when the user proved who they are; throws 403 (wrong or missing password) or 429. */
export async function confirmIdentity(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  who: { userId: string; session: SessionInfo },
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword === undefined) {
    if (googleReauthUntil(who.session, ctx.now())) return;
    throw new ApiError(403, 'reauthentication_required', await reauthenticationText(ctx, who.userId));
  }
  const limiter = createLimiter(ctx.db, ACCOUNT_LIMITS.reauthentication);
  const key = `${who.userId} ${who.session.id}`;
  const verdict = await limiter.hit(key);
  if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds, messages.server.tooManyAttempts);
  const row = await ctx.db.one<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [
    who.userId,
  ]);
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw new ApiError(403, 'wrong_password', messages.server.wrongPassword);
  }
  await limiter.takeBack(key);
}
