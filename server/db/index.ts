import type { Config } from '#server/config.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

export type { Database } from './types.ts';
export { migrate } from './migrate.ts';
export { DataDirLockedError } from './lock.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  opts: { onLost?: (err: Error) => void; onRestart?: (err: Error) => void } = {},
): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres({ connectionString: config.DATABASE_URL });
  return openPglite({ dataDir: config.DATA_DIR, ...opts });
}
