import type { Database } from '#server/db/types.ts';
import type { MailMessage } from '#server/mail/types.ts';
import { hashToken, newToken } from './tokens.ts';

export type TokenPurpose = 'verify' | 'reset' | 'email_change';

/** Verification and e-mail change links live a day, reset links an hour (DECISIONS.md: one-time links). */
export const EMAIL_TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 3600_000,
  reset: 3600_000,
  email_change: 24 * 3600_000,
};

/**
 * A one-time link's token; an e-mail change's carries the address it moves to (`newEmail`). A new
 * e-mail change ends the earlier ones: only the latest request can be confirmed (issue 26.4: ask for
 * A, then B, confirm B, and A's link must not move the address to A).
 */
export async function issueEmailToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const token = newToken();
  if (purpose === 'email_change') await revokeEmailTokens(db, userId, now, 'email_change');
  await db.query(
    `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, created_at, new_email)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, purpose, hashToken(token), new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]), now, newEmail],
  );
  return token;
}

/** The account of a live (unused, unexpired) token of this purpose, without using it; null otherwise. */
export function liveEmailToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ id: string; email: string } | null> {
  return db.maybeOne<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM email_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > $3`,
    [hashToken(token), purpose, now],
  );
}

/**
 * Ends every outstanding link of the user (of one purpose, or all): once a link is used, or the
 * password changes, no older or newer copy of it in an inbox may act again.
 */
export async function revokeEmailTokens(
  db: Database,
  userId: string,
  now: Date,
  purpose?: TokenPurpose,
): Promise<void> {
  await db.query(
    `UPDATE email_tokens SET used_at = $2
      WHERE user_id = $1 AND used_at IS NULL AND ($3::text IS NULL OR purpose = $3)`,
    [userId, now, purpose ?? null],
  );
}

/**
 * Marks a live e-mail change token used; its user and the address to move to, or null. Every other
 * outstanding link of the user ends with it (issue 26.5): a reset or verification link sent to the
 * old address must not act on the account once the address has moved.
 */
export function consumeEmailChange(
  db: Database,
  token: string,
  now: Date,
): Promise<{ user_id: string; new_email: string } | null> {
  return db.maybeOne(
    `WITH used AS (
       UPDATE email_tokens SET used_at = $2
        WHERE token_hash = $1 AND purpose = 'email_change' AND used_at IS NULL AND expires_at > $2
        RETURNING user_id, new_email),
     ended AS (
       UPDATE email_tokens t SET used_at = $2 FROM used
        WHERE t.user_id = used.user_id AND t.used_at IS NULL AND t.token_hash <> $1)
     SELECT user_id, new_email FROM used`,
    [hashToken(token), now],
  );
}

/**
 * A verification link opened again (issue 18.15): true when the token was one of ours for an account
 * whose address is verified by now (used, revoked or expired alike), so the page can say so instead
 * of calling the link invalid. Only the link's holder learns it, and only about that account.
 */
export async function isSpentVerificationOfVerifiedAccount(db: Database, token: string): Promise<boolean> {
  const row = await db.maybeOne<{ verified: boolean }>(
    `SELECT true AS verified FROM email_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose = 'verify' AND u.email_verified_at IS NOT NULL`,
    [hashToken(token)],
  );
  return row !== null;
}

/** Marks a live token used and returns its user; null when unknown, used, expired or of another purpose. */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const row = await db.maybeOne<{ user_id: string }>(
    `UPDATE email_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id`,
    [hashToken(token), purpose, now],
  );
  return row?.user_id ?? null;
}

/**
 * Forgot-password in one statement that runs the same way whether or not the address has an
 * account: the token and the message are made in advance for every request, and the statement
 * stores them (a reset token and a queued e-mail, see server/mail/queue.ts) only when a user has
 * that address. One round trip on both paths, so the answer's timing does not tell which
 * addresses have accounts; the queue's worker sends the mail after the answer.
 */
export async function queueResetMail(
  db: Database,
  email: string,
  compose: (token: string) => MailMessage,
  now: Date,
): Promise<void> {
  const token = newToken();
  const mail = compose(token);
  await db.query(
    `WITH account AS (SELECT id FROM users WHERE email = $1),
          link AS (INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, created_at)
                   SELECT id, 'reset', $2, $3, $4 FROM account RETURNING user_id)
     INSERT INTO outbox (to_address, subject, text_body, html_body, link, created_at, next_attempt_at)
     SELECT $1, $5, $6, $7, $8, $4, $4 FROM link`,
    [
      email,
      hashToken(token),
      new Date(now.getTime() + EMAIL_TOKEN_TTL_MS.reset),
      now,
      mail.subject,
      mail.text,
      mail.html,
      mail.link ?? null,
    ],
  );
}
