import type { SummaryType } from '../../domain/constants.ts';
import type { Database, QueryOptions } from '../db/types.ts';

export type SummaryRow = {
  id: string;
  title: string;
  video_id: string;
  type: SummaryType;
  summary: string;
  created_at: Date;
};

export type SummaryOut = Omit<SummaryRow, 'created_at'> & { created_at: string };

export const toSummary = (r: SummaryRow): SummaryOut => ({
  id: r.id,
  title: r.title,
  video_id: r.video_id,
  type: r.type,
  created_at: new Date(r.created_at).toISOString(),
  summary: r.summary,
});

export type SummaryFilter = {
  userId: string;
  type: SummaryType | null;
  since: Date | null;
  search: string | null;
};

const COLUMNS = 'id, title, video_id, type, summary, created_at';

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
type Listed = { rows: SummaryRow[]; total: number };

export function listSummaries(db: Database, f: SummaryFilter, page: Page): Promise<Listed> {
  return f.search ? searchSummaries(db, f, f.search, page) : pageSummaries(db, f, page);
}

/** The page and its total from one query: past the last page no row carries the total, so count apart. */
async function pageAndTotal(db: Database, sql: { page: string; total: string }, params: unknown[], page: Page, options?: QueryOptions) {
  const order = `ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const rows = await db.query<SummaryRow & { total: number }>(`${sql.page} ${order}`, [...params, page.limit, page.offset], options);
  const first = rows[0];
  if (first || page.offset === 0) return { rows, total: first?.total ?? 0 };
  return { rows: [], total: (await db.one<{ total: number }>(sql.total, params, options)).total };
}

/**
 * Without a date filter the total comes from summary_counts (003), kept exact by triggers, so it
 * does not cost a scan of the whole history; a date filter counts its (index-backed) rows.
 */
function pageSummaries(db: Database, f: SummaryFilter, page: Page): Promise<Listed> {
  const w = where(f);
  const counted = f.since ? 'count(*)::int AS total FROM summaries' : 'COALESCE(sum(n), 0)::int AS total FROM summary_counts';
  const total = `SELECT ${counted} WHERE ${w.sql}`;
  return pageAndTotal(db, { page: `SELECT ${COLUMNS}, (${total}) AS total FROM summaries WHERE ${w.sql}`, total }, w.params, page);
}

/**
 * A search visits every match to count it anyway, so the matches are MATERIALIZED once: PostgreSQL
 * then plans for all of them, not for ten rows in date order, which walks the user's whole history.
 */
async function searchSummaries(db: Database, f: SummaryFilter, words: string, page: Page): Promise<Listed> {
  const history = await db.one<{ n: number }>('SELECT COALESCE(sum(n), 0)::int AS n FROM summary_counts WHERE user_id = $1', [
    f.userId,
  ]);
  const w = where(f);
  const match = `(title || E'\\n' || summary) ILIKE $${w.params.push(`%${escapeLike(words)}%`)}`;
  const direct = history.n <= DIRECT_SEARCH_MAX;
  const hits = direct
    ? `mine AS MATERIALIZED (SELECT ${COLUMNS} FROM summaries WHERE ${w.sql}), hits AS (SELECT * FROM mine WHERE ${match})`
    : `hits AS MATERIALIZED (SELECT ${COLUMNS} FROM summaries WHERE ${w.sql} AND ${match})`;
  const sql = {
    page: `WITH ${hits} SELECT ${COLUMNS}, (SELECT count(*)::int FROM hits) AS total FROM hits`,
    total: `WITH ${hits} SELECT count(*)::int AS total FROM hits`,
  };
  // For a long history the best plan depends on the words (see QueryOptions): planned per call.
  return pageAndTotal(db, sql, w.params, page, { planPerCall: !direct });
}

export function insertSummary(
  db: Database,
  userId: string,
  s: Pick<SummaryRow, 'title' | 'video_id' | 'type' | 'summary'>,
  now: Date,
): Promise<SummaryRow> {
  return db.one<SummaryRow>(
    `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [userId, s.title, s.video_id, s.type, s.summary, now],
  );
}

export function findSummary(db: Database, userId: string, id: string): Promise<SummaryRow | null> {
  return db.maybeOne<SummaryRow>(`SELECT ${COLUMNS} FROM summaries WHERE id = $1 AND user_id = $2`, [id, userId]);
}

export async function deleteSummary(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM summaries WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
