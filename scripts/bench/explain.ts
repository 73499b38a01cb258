import type { Database } from '#server/db/index.ts';
import { filterStart } from '#server/summaries/dates.ts';
import { historySize, LIST_ORDER, listQuery, type SummaryFilter } from '#server/summaries/repository.ts';
import { RARE_TERM } from './seed.ts';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the summary list at 100,000 rows, with the very SQL the server
 * runs (listQuery in server/summaries/repository.ts): the page with its total, for the first page,
 * a month's window and a search for a rare word.
 */
const SHAPES: Record<string, (userId: string) => SummaryFilter> = {
  'page 1': (userId) => ({ userId, type: null, since: null, search: null }),
  'date month': (userId) => ({ userId, type: null, since: filterStart('month', new Date(), 'UTC'), search: null }),
  'search rare word': (userId) => ({ userId, type: null, since: null, search: RARE_TERM }),
};

/** EXPLAIN ANALYZE after one plain run, so the figures are a running server's warm cache, not a cold open. */
async function plan(db: Database, sql: string, params: unknown[]): Promise<string> {
  await db.query(sql, params);
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params, {
    planPerCall: true,
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function explainSummaryQueries(db: Database, email: string): Promise<Record<string, string>> {
  const { id } = await db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const history = await historySize(db, id);
  const plans: Record<string, string> = {};
  for (const [name, filter] of Object.entries(SHAPES)) {
    const q = listQuery(filter(id), history);
    plans[`${name}: page + total`] = await plan(db, `${q.page} ${LIST_ORDER} LIMIT 10 OFFSET 0`, q.params);
  }
  return plans;
}
