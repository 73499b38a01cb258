/** The feedback table, written here only: the uninstall survey's answers. */
import type { components } from '#contract/schema.d.ts';
import type { Database } from '#server/db/index.ts';

type Feedback = components['schemas']['Feedback'];

/**
 * One answer of the survey. Comments are kept only for reason 'other' (the one the form asks them
 * for); an address is kept lower-case, as accounts keep theirs.
 */
export async function recordFeedback(db: Database, f: Feedback, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO feedback (reason, type, uid, comments, suggestions, email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      f.reason,
      f.type,
      f.uid || null,
      f.reason === 'other' ? f.comments || null : null,
      f.suggestions || null,
      f.email ? f.email.toLowerCase() : null,
      now,
    ],
  );
}
