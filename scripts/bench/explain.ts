import type { Database } from '../../server/db/index.ts';
import { RARE_TERM } from './seed.ts';

/**
 * EXPLAIN (ANALYZE) of the summary list's query shapes at 100,000 rows: newest-first page, date
 * window, and the case-insensitive search over the expression summaries_search_idx indexes
 * (title || E'\n' || summary, see server/migrations/001_init.sql). Each list answer is one page
 * query plus one count; both are explained (the unfiltered count as the server makes it, from summary_counts).
 */
const SHAPES: Record<string, { where: string; params: (userId: string) => unknown[]; countFrom?: string }> = {
  // Unfiltered totals read the trigger-maintained summary_counts (003), not the rows.
  'page 1': { where: 'user_id = $1', params: (u) => [u], countFrom: 'summary_counts' },
  'date month': { where: "user_id = $1 AND created_at >= now() - interval '1 month'", params: (u) => [u] },
  'search (rare word)': {
    where: "user_id = $1 AND (title || E'\\n' || summary) ILIKE $2",
    params: (u) => [u, `%${RARE_TERM}%`],
  },
};

async function plan(db: Database, sql: string, params: unknown[]): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function explainSummaryQueries(db: Database, email: string): Promise<Record<string, string>> {
  const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const plans: Record<string, string> = {};
  for (const [name, shape] of Object.entries(SHAPES)) {
    const from = `FROM summaries WHERE ${shape.where}`;
    plans[`${name}: page`] = await plan(
      db,
      `SELECT id, title, video_id, type, summary, created_at ${from} ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`,
      shape.params(id),
    );
    const count = shape.countFrom
      ? `SELECT COALESCE(sum(n), 0) FROM ${shape.countFrom} WHERE ${shape.where}`
      : `SELECT count(*) ${from}`;
    plans[`${name}: count`] = await plan(db, count, shape.params(id));
  }
  return plans;
}
