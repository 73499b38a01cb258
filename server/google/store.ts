/** Pending Google logins (oauth_states) and linking a Google identity to a Skimly account. */
import type { Database } from '#server/db/index.ts';
import type { PendingLogin, VerifiedIdentity } from './oidc.ts';

export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

export interface StoredLogin extends PendingLogin {
  clientState: string;
}

export async function savePendingLogin(db: Database, login: StoredLogin, now: Date): Promise<void> {
  // Expired rows are swept here, on the one path that creates them.
  await db.query('DELETE FROM oauth_states WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO oauth_states (state, code_verifier, nonce, client_state, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      login.state,
      login.codeVerifier,
      login.nonce,
      login.clientState,
      new Date(now.getTime() + PENDING_LOGIN_TTL_MS),
      now,
    ],
  );
}

/** Removes and returns the pending login (single use); null when unknown or expired. */
export async function takePendingLogin(db: Database, state: string, now: Date): Promise<StoredLogin | null> {
  const row = await db.maybeOne<{
    state: string;
    code_verifier: string;
    nonce: string;
    client_state: string;
    expires_at: Date;
  }>('DELETE FROM oauth_states WHERE state = $1 RETURNING *', [state]);
  if (!row || new Date(row.expires_at) <= now) return null;
  return { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce, clientState: row.client_state };
}

export class AccountConflictError extends Error {}

/**
 * Finds the account for a Google identity: by google_sub, else by the verified e-mail (linking it),
 * else a new verified account without a password. Linking to an account whose address was never
 * verified drops its password: whoever registered it never proved they own the address, and Google
 * just proved someone else does.
 */
export function linkGoogleAccount(db: Database, identity: VerifiedIdentity, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const bySub = await tx.maybeOne<{ id: string }>('SELECT id FROM users WHERE google_sub = $1', [identity.sub]);
    if (bySub) return bySub.id;
    const byEmail = await tx.maybeOne<{ id: string; google_sub: string | null; email_verified_at: Date | null }>(
      'SELECT id, google_sub, email_verified_at FROM users WHERE email = $1 FOR UPDATE',
      [identity.email],
    );
    if (byEmail?.google_sub) throw new AccountConflictError('The account is linked to another Google identity');
    if (byEmail) {
      await tx.query(
        `UPDATE users SET google_sub = $2,
           password_hash = CASE WHEN email_verified_at IS NULL THEN NULL ELSE password_hash END,
           email_verified_at = COALESCE(email_verified_at, $3)
         WHERE id = $1`,
        [byEmail.id, identity.sub, now],
      );
      return byEmail.id;
    }
    const created = await tx.one<{ id: string }>(
      `INSERT INTO users (email, password_hash, email_verified_at, google_sub, created_at)
       VALUES ($1, NULL, $2, $3, $2) RETURNING id`,
      [identity.email, now, identity.sub],
    );
    return created.id;
  });
}
