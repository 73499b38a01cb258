/**
 * Premium's history of written summaries (decision 223): a summary is saved as the JSON sections form
 * (with its sources) in the summaries table, so the list, search, export and the dashboard read it
 * like any other; a failed attempt is a row with status 'failed', its reason, the failure's message as
 * its text, and the request it failed on, which `retry_of` sends again. A successful retry replaces
 * the failed row; a failed retry updates it.
 */
import type { components } from '#contract/schema.d.ts';
import type { Database } from '#server/db/types.ts';
import type { SummaryRow } from '#server/summaries/repository.ts';
import type { GeneratedSummary } from './engine.ts';

type Reason = components['schemas']['SummaryFailureReason'];
type Request = components['schemas']['GenerateSummaryRequest'];
export type RetryInput = { source: NonNullable<Request['source']>; output_language?: string };

const RETURNING = 'RETURNING id, title, video_id, type, summary, created_at, status, failure_reason';

/** The failed attempt `id` of the user: what it was asked; null when there is none. */
export async function findFailedAttempt(db: Database, userId: string, id: string): Promise<RetryInput | null> {
  const row = await db.maybeOne<{ retry_input: RetryInput | string | null }>(
    `SELECT retry_input FROM summaries WHERE id = $1 AND user_id = $2 AND status = 'failed'`,
    [id, userId],
  );
  if (!row?.retry_input) return null;
  return typeof row.retry_input === 'string' ? (JSON.parse(row.retry_input) as RetryInput) : row.retry_input;
}

/** Saves a written summary (replacing the failed attempt it retried) and returns the row. */
export function saveSummary(
  db: Database,
  userId: string,
  summary: GeneratedSummary,
  now: Date,
  replaces: string | null,
): Promise<SummaryRow> {
  return db.transaction(async (tx) => {
    if (replaces)
      await tx.query(`DELETE FROM summaries WHERE id = $1 AND user_id = $2 AND status = 'failed'`, [replaces, userId]);
    return tx.one<SummaryRow>(
      `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'complete') ${RETURNING}`,
      [userId, summary.title, summary.video_id ?? '', summary.type, JSON.stringify(summary.sections), now],
    );
  });
}

/** Keeps a failed attempt (or updates the one being retried) and returns the row. */
export async function saveFailedAttempt(
  db: Database,
  userId: string,
  attempt: { input: RetryInput; reason: Reason; message: string },
  now: Date,
  replaces: string | null,
): Promise<SummaryRow> {
  const { source } = attempt.input;
  if (replaces) {
    const row = await db.maybeOne<SummaryRow>(
      `UPDATE summaries SET failure_reason = $3, summary = $4, created_at = $5
       WHERE id = $1 AND user_id = $2 AND status = 'failed' ${RETURNING}`,
      [replaces, userId, attempt.reason, attempt.message, now],
    );
    if (row) return row;
  }
  return db.one<SummaryRow>(
    `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at, status, failure_reason, retry_input)
     VALUES ($1, $2, $3, $4, $5, $6, 'failed', $7, $8) ${RETURNING}`,
    [
      userId,
      source.title,
      source.kind === 'video' ? source.video_id : '',
      source.kind,
      attempt.message,
      now,
      attempt.reason,
      JSON.stringify(attempt.input),
    ],
  );
}
