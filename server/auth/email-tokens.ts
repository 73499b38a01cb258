import type { Database } from '../db/types.ts';
import { hashToken, newToken } from './tokens.ts';

export type TokenPurpose = 'verify' | 'reset';

/** Verification links live a day, reset links an hour (DECISIONS.md: one-time links). */
export const EMAIL_TOKEN_TTL_MS: Record<TokenPurpose, number> = { verify: 24 * 3600_000, reset: 3600_000 };

export async function issueEmailToken(db: Database, userId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, purpose, hashToken(token), new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]), now],
  );
  return token;
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
