import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './lock.ts';
import { type Database, rowHelpers } from './types.ts';
import { normaliseParams } from './params.ts';

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

/**
 * Queries made through the outer handle go into the transaction running in the same async call
 * chain, if any. PGlite's one connection is held by an open transaction, so such a query would
 * otherwise wait for it forever. Work that outlives the transaction (a timer started inside it)
 * finds it closed and uses the connection normally.
 */
function routed(pg: PGlite, current: AsyncLocalStorage<Transaction>): Runner {
  const runner = () => {
    const tx = current.getStore();
    return tx && !tx.closed ? tx : pg;
  };
  return {
    query: (sql, params, options) => runner().query(sql, params, options),
    exec: (sql, options) => runner().exec(sql, options),
  };
}

function wrap(runner: Runner, transaction: Database['transaction'], close: () => Promise<void>): Database {
  const query = async <T>(sql: string, params?: unknown[]) =>
    (await runner.query<T>(sql, normaliseParams(params))).rows;
  return {
    engine: 'pglite',
    query,
    ...rowHelpers({ query }),
    transaction,
    async exec(sql) {
      await runner.exec(sql);
    },
    close,
  };
}

export type PgliteOptions = {
  /** Folder for the database files; omitted = in memory (tests). */
  dataDir?: string;
  /** A tarball from dumpDataDir() to start from (tests clone one migrated template). */
  loadDataDir?: Blob | File;
};

/**
 * Opens PGlite. PGlite is one connection: its own transaction mutex already makes every query
 * outside a transaction wait until the running transaction ends, so requests never interleave
 * inside one. A lock file guards the folder against a second process.
 */
export async function openPglite(opts: PgliteOptions): Promise<Database & { raw: PGlite }> {
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(opts.dataDir ? { dataDir: join(opts.dataDir, 'db') } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (err) {
    release();
    throw err;
  }
  const close = async () => {
    if (!pg.closed) await pg.close();
    release();
  };
  const current = new AsyncLocalStorage<Transaction>();
  const transaction: Database['transaction'] = (fn) => {
    const running = current.getStore();
    if (running && !running.closed) return fn(wrap(running, (nested) => transaction(nested), close));
    return pg.transaction((tx) => {
      const inner: Database = wrap(tx, (nested) => nested(inner), close);
      return current.run(tx, () => fn(inner));
    });
  };
  return Object.assign(wrap(routed(pg, current), transaction, close), { raw: pg });
}
