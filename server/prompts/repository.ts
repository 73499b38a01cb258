/** The prompts table, read and written here only: a Premium user's own summary prompt (one per user). */
import type { Database } from '#server/db/index.ts';

/** The user's saved prompt, or null when they use the default. */
export async function findPrompt(db: Database, userId: string): Promise<string | null> {
  const row = await db.maybeOne<{ prompt: string }>('SELECT prompt FROM prompts WHERE user_id = $1', [userId]);
  return row?.prompt ?? null;
}

/** Saves the user's prompt, replacing the one they had. */
export async function savePrompt(db: Database, userId: string, prompt: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO prompts (user_id, prompt, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET prompt = EXCLUDED.prompt, updated_at = EXCLUDED.updated_at`,
    [userId, prompt, now],
  );
}

/** Back to the default: the saved prompt is gone. */
export async function resetPrompt(db: Database, userId: string): Promise<void> {
  await db.query('DELETE FROM prompts WHERE user_id = $1', [userId]);
}
