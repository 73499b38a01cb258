/** The one database surface the server uses; PGlite and node-postgres both implement it. */
export interface Database {
  /** Runs one statement with $1..$n parameters and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Exactly one row, else throws (a programming error, answered as 500). */
  one<T>(sql: string, params?: unknown[]): Promise<T>;
  /** The first row or null. */
  maybeOne<T>(sql: string, params?: unknown[]): Promise<T | null>;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations) without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up banner and logs. */
  readonly engine: 'pglite' | 'postgres';
}

type Querier = { query<T>(sql: string, params?: unknown[]): Promise<T[]> };

/** Builds one/maybeOne on top of query so both adapters share them. */
export function rowHelpers(q: Querier): Pick<Database, 'one' | 'maybeOne'> {
  return {
    async one<T>(sql: string, params?: unknown[]) {
      const rows = await q.query<T>(sql, params);
      const row = rows[0];
      if (rows.length !== 1 || row === undefined) throw new Error(`Expected one row, got ${rows.length}`);
      return row;
    },
    async maybeOne<T>(sql: string, params?: unknown[]) {
      const rows = await q.query<T>(sql, params);
      return rows[0] ?? null;
    },
  };
}
