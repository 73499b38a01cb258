/**
 * The longest one statement may run (docs/decisions 215): PostgreSQL's statement_timeout, and on
 * PGlite the watchdog that replaces a worker that stopped answering. Migrations are exempt.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

export type QueryOptions = {
  /**
   * Plan for these parameter values on every call. Statements are prepared once and PostgreSQL
   * may settle on one generic plan for all values; where the best plan depends on the values (a
   * search: trigram index for a user with 100,000 summaries, the user's own rows for one with 30)
   * that plan would serve some callers badly.
   */
  planPerCall?: boolean;
};

/** The one database surface the server uses; PGlite and node-postgres both implement it. */
export interface Database {
  /** Runs one statement with $1..$n parameters and returns its rows. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Exactly one row, else throws (a programming error, answered as 500). */
  one<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T>;
  /** The first row or null. */
  maybeOne<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T | null>;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations) without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up banner and logs. */
  readonly engine: 'pglite' | 'postgres';
}

type Querier = Pick<Database, 'query'>;

/** Builds one/maybeOne on top of query so both adapters share them. */
export function rowHelpers(q: Querier): Pick<Database, 'one' | 'maybeOne'> {
  return {
    async one<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const rows = await q.query<T>(sql, params, options);
      const row = rows[0];
      if (rows.length !== 1 || row === undefined) throw new Error(`Expected one row, got ${rows.length}`);
      return row;
    },
    async maybeOne<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const rows = await q.query<T>(sql, params, options);
      return rows[0] ?? null;
    },
  };
}

/**
 * PostgreSQL answers COMMIT with ROLLBACK when a statement in the transaction failed, even if the
 * caller caught that failure and went on; nothing was written, so the transaction must not succeed.
 */
export class TransactionAbortedError extends Error {
  constructor() {
    super('The transaction was rolled back: a statement in it failed (COMMIT answered ROLLBACK)');
    this.name = 'TransactionAbortedError';
  }
}
