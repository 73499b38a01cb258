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

/** Inserts the user unless the address is taken; null when it was. */
export async function insertUser(db: Database, email: string, passwordHash: string, now: Date): Promise<string | null> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, password_hash, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [normaliseEmail(email), passwordHash, now],
  );
  return row?.id ?? null;
}
