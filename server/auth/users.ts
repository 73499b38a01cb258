import type { Database } from '#server/db/types.ts';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
};

/** E-mail addresses are compared lowercased (the column holds them that way). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  return db.maybeOne<UserRow>('SELECT id, email, password_hash, email_verified_at FROM users WHERE email = $1', [
    normaliseEmail(email),
  ]);
}

/** The address is proven (a verification link, or a reset link that came through the inbox); kept when it already was. */
export async function markEmailVerified(db: Database, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [userId, at]);
}

/** A password set from a reset link: the link came through the inbox, so the address is proven too. */
export async function resetPasswordHash(db: Database, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, $3) WHERE id = $1',
    [userId, passwordHash, at],
  );
}

/** Inserts the user unless the address is taken; null when it was. */
export async function insertUser(db: Database, email: string, passwordHash: string, now: Date): Promise<string | null> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, password_hash, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [normaliseEmail(email), passwordHash, now],
  );
  return row?.id ?? null;
}
