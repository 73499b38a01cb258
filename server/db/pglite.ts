import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './lock.ts';
import { type Database, rowHelpers } from './types.ts';
import { normaliseParams } from './params.ts';

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

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
  const transaction: Database['transaction'] = (fn) =>
    pg.transaction((tx) => {
      const inner: Database = wrap(tx, (nested) => nested(inner), close);
      return fn(inner);
    });
  return Object.assign(wrap(pg, transaction, close), { raw: pg });
}
