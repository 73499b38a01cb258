import type { components } from '#contract/schema.d.ts';
import { SUMMARY_MAX_NESTING, type SummaryType } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { nestingDepth } from '#domain/summaryBody.ts';
import type { Database, QueryOptions } from '#server/db/types.ts';
import { ApiError } from '#server/http/errors.ts';

type SummaryFailureReason = components['schemas']['SummaryFailureReason'];

export type SummaryRow = {
  id: string;
  title: string;
  video_id: string;
  type: SummaryType;
  summary: string;
  created_at: Date;
  /** 'failed' for a failed attempt of the summariser (migration 009); 'complete' otherwise. */
  status?: 'complete' | 'failed';
  failure_reason?: SummaryFailureReason | null;
};

export type SummaryOut = Omit<SummaryRow, 'created_at' | 'status' | 'failure_reason'> & {
  created_at: string;
  status?: 'failed';
  failure_reason?: SummaryFailureReason;
};

export const toSummary = (r: SummaryRow): SummaryOut => ({
  id: r.id,
  title: r.title,
  video_id: r.video_id,
  type: r.type,
  created_at: new Date(r.created_at).toISOString(),
  summary: r.summary,
  // A failed attempt says so; a summary reads exactly as it always did.
  ...(r.status === 'failed' && r.failure_reason ? { status: 'failed' as const, failure_reason: r.failure_reason } : {}),
});

export type SummaryFilter = {
  userId: string;
  type: SummaryType | null;
  since: Date | null;
  search: string | null;
};

const COLUMNS = 'id, title, video_id, type, summary, created_at, status, failure_reason';

/** LIKE treats % and _ as wildcards; a user searching "100%" means the characters. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** WHERE clause and parameters for the user, type and date; a search adds its own match. */
function where(f: SummaryFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.userId];
  const clauses = ['user_id = $1'];
  if (f.type) clauses.push(`type = $${params.push(f.type)}`);
  if (f.since) clauses.push(`created_at >= $${params.push(f.since)}`);
  return { sql: clauses.join(' AND '), params };
}

/**
 * Up to this many summaries a search reads the user's own rows (their index) and filters them;
 * past it the trigram index pays off. PostgreSQL would otherwise intersect the user's rows with
 * the trigram index for everyone, and a common word's trigram entries span every user's
 * summaries: 11 ms for a user with 200 summaries next to one with 100,000, against 0.5 ms for
 * reading the 200 directly. Reading 2,000 rows directly costs about what a trigram search does.
 */
const DIRECT_SEARCH_MAX = 2_000;

type Page = { limit: number; offset: number };

/** Newest first; the id breaks ties so pages never overlap. */
export const LIST_ORDER = 'ORDER BY created_at DESC, id DESC';

/** The statements of one list answer, as listSummaries runs them (the benchmark EXPLAINs these). */
export type ListQuery = {
  /** The page, each row carrying the total; `$n+1`, `$n+2` are LIMIT and OFFSET. */
  page: string;
  /** The total alone, for a page past the last one (no row to carry it). */
  total: string;
  params: unknown[];
  options: QueryOptions;
};

/**
 * The list's SQL for a filter. Without a search the total comes from summary_counts (003), kept
 * exact by triggers, so it does not cost a scan of the whole history; a date filter counts its
 * (index-backed) rows. A search visits every match to count it anyway, so the matches are
 * MATERIALIZED once: PostgreSQL then plans for all of them, not for ten rows in date order, which
 * walks the user's whole history. `history` is the user's number of summaries (DIRECT_SEARCH_MAX).
 */
export function listQuery(f: SummaryFilter, history: number): ListQuery {
  const w = where(f);
  if (!f.search) {
    const counted = f.since
      ? 'count(*)::int AS total FROM summaries'
      : 'COALESCE(sum(n), 0)::int AS total FROM summary_counts';
    const total = `SELECT ${counted} WHERE ${w.sql}`;
    return {
      page: `SELECT ${COLUMNS}, (${total}) AS total FROM summaries WHERE ${w.sql}`,
      total,
      params: w.params,
      options: {},
    };
  }
  const match = `search_text ILIKE $${w.params.push(`%${escapeLike(f.search)}%`)}`;
  const direct = history <= DIRECT_SEARCH_MAX;
  const hits = direct
    ? `mine AS MATERIALIZED (SELECT ${COLUMNS}, search_text FROM summaries WHERE ${w.sql}), hits AS (SELECT ${COLUMNS} FROM mine WHERE ${match})`
    : `hits AS MATERIALIZED (SELECT ${COLUMNS} FROM summaries WHERE ${w.sql} AND ${match})`;
  return {
    page: `WITH ${hits} SELECT ${COLUMNS}, (SELECT count(*)::int FROM hits) AS total FROM hits`,
    total: `WITH ${hits} SELECT count(*)::int AS total FROM hits`,
    params: w.params,
    // For a long history the best plan depends on the words (see QueryOptions): planned per call.
    options: { planPerCall: !direct },
  };
}

/** How many summaries the user has, from summary_counts (only a search needs it). */
export async function historySize(db: Database, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT COALESCE(sum(n), 0)::int AS n FROM summary_counts WHERE user_id = $1',
    [userId],
  );
  return row.n;
}

export async function listSummaries(
  db: Database,
  f: SummaryFilter,
  page: Page,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const q = listQuery(f, f.search ? await historySize(db, f.userId) : 0);
  const order = `${LIST_ORDER} LIMIT $${q.params.length + 1} OFFSET $${q.params.length + 2}`;
  const rows = await db.query<SummaryRow & { total: number }>(
    `${q.page} ${order}`,
    [...q.params, page.limit, page.offset],
    q.options,
  );
  const first = rows[0];
  if (first || page.offset === 0) return { rows, total: first?.total ?? 0 };
  return { rows: [], total: (await db.one<{ total: number }>(q.total, q.params, q.options)).total };
}

/**
 * A summary nesting brackets deeper than SUMMARY_MAX_NESTING is refused (422) before the database's
 * JSON parser sees it: 30,000 levels stopped PGlite for good (decision 215). Every write of a
 * summary's text goes through here.
 */
function refuseDeepNesting(summary: string): void {
  if (nestingDepth(summary) <= SUMMARY_MAX_NESTING) return;
  const message = messages.server.summaryTooDeep(SUMMARY_MAX_NESTING);
  throw new ApiError(422, 'validation_error', message, [{ path: 'summary', message }]);
}

export async function insertSummary(
  db: Database,
  userId: string,
  s: Pick<SummaryRow, 'title' | 'video_id' | 'type' | 'summary'>,
  now: Date,
): Promise<SummaryRow> {
  refuseDeepNesting(s.summary);
  return db.one<SummaryRow>(
    `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [userId, s.title, s.video_id, s.type, s.summary, now],
  );
}

/** Puts a deleted summary back under its own id and date; null when that id is taken. */
export async function restoreSummary(
  db: Database,
  userId: string,
  id: string,
  s: Pick<SummaryRow, 'title' | 'video_id' | 'type' | 'summary'>,
  createdAt: Date,
): Promise<SummaryRow | null> {
  refuseDeepNesting(s.summary);
  return db.maybeOne<SummaryRow>(
    `INSERT INTO summaries (id, user_id, title, video_id, type, summary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS}`,
    [id, userId, s.title, s.video_id, s.type, s.summary, createdAt],
  );
}

export function findSummary(db: Database, userId: string, id: string): Promise<SummaryRow | null> {
  return db.maybeOne<SummaryRow>(`SELECT ${COLUMNS} FROM summaries WHERE id = $1 AND user_id = $2`, [id, userId]);
}

export async function deleteSummary(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM summaries WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
