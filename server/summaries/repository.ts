import type { SummaryType } from '../../domain/constants.ts';
import type { Database } from '../db/types.ts';

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

/** WHERE clause and parameters; the search expression matches the trigram index of 001_init.sql. */
function where(f: SummaryFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.userId];
  const clauses = ['user_id = $1'];
  if (f.type) clauses.push(`type = $${params.push(f.type)}`);
  if (f.since) clauses.push(`created_at >= $${params.push(f.since)}`);
  if (f.search) clauses.push(`(title || E'\\n' || summary) ILIKE $${params.push(`%${escapeLike(f.search)}%`)}`);
  return { sql: clauses.join(' AND '), params };
}

export async function listSummaries(
  db: Database,
  f: SummaryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const w = where(f);
  const order = `ORDER BY created_at DESC, id DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`;
  const pageParams = [...w.params, page.limit, page.offset];
  // The page and its total come back from one query. A search visits every match to count it
  // anyway, so its CTE is MATERIALIZED: PostgreSQL then plans it for all matches (trigram bitmap
  // scan), not for ten rows in date order, which walks the user's whole history. Without a date or
  // search filter, w touches only user_id and type: summary_counts (003) has both and its triggers
  // keep it exact, so the total does not cost a scan of the whole history.
  const counted =
    f.since || f.search ? 'count(*)::int AS total FROM summaries' : 'COALESCE(sum(n), 0)::int AS total FROM summary_counts';
  const sql = f.search
    ? `WITH hits AS MATERIALIZED (SELECT ${COLUMNS} FROM summaries WHERE ${w.sql})
       SELECT ${COLUMNS}, (SELECT count(*)::int FROM hits) AS total FROM hits ${order}`
    : `SELECT ${COLUMNS}, (SELECT ${counted} WHERE ${w.sql}) AS total FROM summaries WHERE ${w.sql} ${order}`;
  // A search's best plan depends on the user and the words (see QueryOptions): planned per call.
  const options = { planPerCall: !!f.search };
  const rows = await db.query<SummaryRow & { total: number }>(sql, pageParams, options);
  const first = rows[0];
  if (first || page.offset === 0) return { rows, total: first?.total ?? 0 };
  // Past the last page there is no row to carry the total: count apart.
  const count = await db.one<{ total: number }>(`SELECT ${counted} WHERE ${w.sql}`, w.params, options);
  return { rows: [], total: count.total };
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
