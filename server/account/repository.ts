/**
 * The account page's SQL (issue 25.5): the settings it shows, a new password or address, the
 * signed-in sessions, and the rows a deletion removes. The routes under server/account/ hold none.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '#contract/schema.d.ts';
import type { Database } from '#server/db/types.ts';

type Schemas = components['schemas'];

export type AccountRow = {
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  /** The address of the latest outstanding e-mail change, if any. */
  pending_email: string | null;
};

export function findAccount(db: Database, userId: string, now: Date): Promise<AccountRow> {
  return db.one<AccountRow>(
    `SELECT u.email, u.password_hash, u.google_sub,
            (SELECT t.new_email FROM email_tokens t
              WHERE t.user_id = u.id AND t.purpose = 'email_change' AND t.used_at IS NULL AND t.expires_at > $2
              ORDER BY t.created_at DESC LIMIT 1) AS pending_email
       FROM users u WHERE u.id = $1`,
    [userId, now],
  );
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Moves the account to a proven address; returns the address it had. */
export async function moveAddress(db: Database, userId: string, email: string, provenAt: Date): Promise<string> {
  const old = await db.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  await db.query('UPDATE users SET email = $2, email_verified_at = $3 WHERE id = $1', [userId, email, provenAt]);
  return old.email;
}

export type SessionRow = {
  id: string;
  client: Schemas['SignedInSession']['client'];
  user_agent: string | null;
  ip_address: string | null;
  created_at: Date;
  last_seen_at: Date;
};

/** The user's live sessions, the most recently used first. */
export function listSessions(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT id, client, user_agent, ip_address, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, created_at DESC, id`,
    [userId, now],
  );
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db.query('DELETE FROM sessions WHERE id = $1 AND user_id = $2 RETURNING id', [sessionId, userId]);
  return ended.length > 0;
}

/**
 * Removes every row about the person (run inside the deleting transaction). The user row's foreign
 * keys cascade to sessions, one-time links, prompt, summaries and their counts, subscription and
 * checkouts; feedback and mail name the person only by address, so they go by address (the current
 * one and every pending new one); invoices stay for bookkeeping under one anonymous id. Returns the
 * addresses.
 */
export async function deleteAccountRows(tx: Database, user: { id: string; email: string }): Promise<string[]> {
  const pending = await tx.query<{ new_email: string }>(
    // A change asked for a taken address is recorded too (decision 285): that address is its owner's, not this person's.
    `SELECT DISTINCT t.new_email FROM email_tokens t
      WHERE t.user_id = $1 AND t.purpose = 'email_change'
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = t.new_email AND u.id <> $1)`,
    [user.id],
  );
  const addresses = [user.email, ...pending.map((row) => row.new_email)];
  await tx.query('DELETE FROM feedback WHERE email = ANY($1::text[])', [addresses]);
  await tx.query('DELETE FROM outbox WHERE to_address = ANY($1::text[])', [addresses]);
  await tx.query('UPDATE invoices SET anonymous_account = $2 WHERE user_id = $1', [user.id, randomUUID()]);
  await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
  return addresses;
}
