import type { Database } from '../../server/db/index.ts';
import { RARE_TERM } from './seed.ts';

/**
 * EXPLAIN (ANALYZE) of the summary list's query shapes at 100,000 rows: newest-first page, date
 * window, and the case-insensitive search over the expression summaries_search_idx indexes
 * (title || E'\n' || summary, see server/migrations/001_init.sql). Each list answer is one page
 * query plus a total, explained as server/summaries/repository.ts makes it: unfiltered from summary_counts
 * (003), date windows by a count, searches by a window count inside the page query.
 */
type Shape = {
  where: string;
  params: (userId: string) => unknown[];
  /** How the server totals this shape: the maintained counter, a count query, or a window in the page. */
  total: 'summary_counts' | 'count' | 'window';
};

const SHAPES: Record<string, Shape> = {
  'page 1': { where: 'user_id = $1', params: (u) => [u], total: 'summary_counts' },
  'date month': {
    where: "user_id = $1 AND created_at >= now() - interval '1 month'",
    params: (u) => [u],
    total: 'count',
  },
  'search (rare word)': {
    where: "user_id = $1 AND (title || E'\\n' || summary) ILIKE $2",
    params: (u) => [u, `%${RARE_TERM}%`],
    total: 'window',
  },
};

/** EXPLAIN ANALYZE after one plain run, so the figures are a running server's warm cache, not a cold open. */
async function plan(db: Database, sql: string, params: unknown[]): Promise<string> {
  await db.query(sql, params);
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function explainSummaryQueries(db: Database, email: string): Promise<Record<string, string>> {
  const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const plans: Record<string, string> = {};
  for (const [name, shape] of Object.entries(SHAPES)) {
    const from = `FROM summaries WHERE ${shape.where}`;
    const window = shape.total === 'window' ? ', count(*) OVER () AS total' : '';
    plans[`${name}: page`] = await plan(
      db,
      `SELECT id, title, video_id, type, summary, created_at${window} ${from} ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`,
      shape.params(id),
    );
    if (shape.total === 'window') continue;
    const count =
      shape.total === 'summary_counts'
        ? `SELECT COALESCE(sum(n), 0) FROM summary_counts WHERE ${shape.where}`
        : `SELECT count(*) ${from}`;
    plans[`${name}: count`] = await plan(db, count, shape.params(id));
  }
  return plans;
}
