import type { Database } from '../../server/db/index.ts';
import { RARE_TERM } from './seed.ts';

/**
 * EXPLAIN (ANALYZE) of the summary list's query shapes at 100,000 rows: newest-first page, date
 * window, and the case-insensitive search over the expression summaries_search_idx indexes
 * (title || E'\n' || summary, see server/migrations/001_init.sql). Each list answer is one page
 * query plus a total, explained as server/summaries/repository.ts makes it: unfiltered from summary_counts
 * (003), date windows by a count, searches by a count over the page query's materialized matches.
 */
const COLUMNS = 'id, title, video_id, type, summary, created_at';

type Shape = {
  where: string;
  params: (userId: string) => unknown[];
  /** How the server totals this shape: the maintained counter, a count query, or inside the page query. */
  total: 'summary_counts' | 'count' | 'in page';
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
    total: 'in page',
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
    const order = 'ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0';
    const page =
      shape.total === 'in page'
        ? `WITH hits AS MATERIALIZED (SELECT ${COLUMNS} ${from}) SELECT ${COLUMNS}, (SELECT count(*) FROM hits) AS total FROM hits ${order}`
        : `SELECT ${COLUMNS} ${from} ${order}`;
    plans[`${name}: page`] = await plan(db, page, shape.params(id));
    if (shape.total === 'in page') continue;
    const count =
      shape.total === 'summary_counts'
        ? `SELECT COALESCE(sum(n), 0) FROM summary_counts WHERE ${shape.where}`
        : `SELECT count(*) ${from}`;
    plans[`${name}: count`] = await plan(db, count, shape.params(id));
  }
  return plans;
}
