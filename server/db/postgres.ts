import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { normaliseParams } from './params.ts';
import {
  type Database,
  type QueryOptions,
  rowHelpers,
  STATEMENT_TIMEOUT_MS,
  TransactionAbortedError,
} from './types.ts';

type Client = Pick<pg.Pool | pg.PoolClient, 'query'>;
type Running = { client: pg.PoolClient; open: boolean };

/** Distinct statement texts the server sends are a few dozen; past the bound they run unnamed. */
const MAX_NAMED = 500;
const names = new Map<string, string>();

/**
 * A name per statement text: node-postgres then prepares it once per pooled connection and
 * PostgreSQL reuses the parse and, once it sees a generic plan is as good, the plan.
 */
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `skimly_${names.size + 1}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(client: () => Client, transaction: Database['transaction'], close: () => Promise<void>): Database {
  const query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const name = options?.planPerCall ? undefined : statementName(sql);
    const values = normaliseParams(params);
    return (await client().query(name ? { name, text: sql, values } : { text: sql, values })).rows as T[];
  };
  return {
    engine: 'postgres',
    query,
    ...rowHelpers({ query }),
    transaction,
    /**
     * A script (a migration, a VACUUM) may run as long as it needs: the statement limit is lifted
     * for it alone. Sent apart from the script: prefixed to it, the SET made the script one implicit
     * transaction, where VACUUM cannot run (the benches' seeding failed on PostgreSQL).
     */
    async exec(sql) {
      const c = client();
      if (!(c instanceof pg.Pool)) {
        await c.query('SET LOCAL statement_timeout = 0');
        await c.query(sql);
        return;
      }
      const conn = await c.connect();
      let broken: Error | undefined;
      try {
        await conn.query('SET statement_timeout = 0');
        await conn.query(sql);
      } finally {
        // Back to the pool's limit; a connection that cannot say so is not reused.
        await conn.query('RESET statement_timeout').catch((err: Error) => {
          broken = err;
        });
        conn.release(broken);
      }
    },
    close,
  };
}

export type PostgresOptions = {
  connectionString: string;
  /**
   * Schemas for search_path, first one first (tests: their own schema, then the one holding
   * pg_trgm, and never `public`). Omitted = the server's default search_path.
   */
  searchPath?: string[];
  max?: number;
};

/**
 * A node-postgres pool; each transaction holds one pooled client from BEGIN to COMMIT/ROLLBACK.
 * As with PGlite, a query through the outer handle inside a transaction's async call chain joins
 * that transaction, so it cannot block on the transaction's own row locks.
 */
export function openPostgres(opts: PostgresOptions): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    // No statement holds a connection (and its locks) forever (decision 215); migrations lift it.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    ...(opts.searchPath?.length ? { options: `-c search_path=${opts.searchPath.join(',')}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const close = () => pool.end();
  const current = new AsyncLocalStorage<Running>();
  const outer = (): Client => {
    const running = current.getStore();
    return running?.open ? running.client : pool;
  };
  const transaction: Database['transaction'] = async (fn) => {
    const running = current.getStore();
    if (running?.open) return fn(wrap(() => running.client, transaction, close));
    const client = await pool.connect();
    const state: Running = { client, open: true };
    try {
      await client.query('BEGIN');
      const result = await current.run(state, () => fn(wrap(() => client, transaction, close)));
      const done = await client.query('COMMIT');
      if (done.command === 'ROLLBACK') throw new TransactionAbortedError();
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      state.open = false;
      client.release();
    }
  };
  return Object.assign(wrap(outer, transaction, close), { pool });
}
