import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Any constant: every migrator (all schemas, all processes) takes the same lock. */
export const MIGRATION_LOCK_KEY = 734_201_117;

export type Migration = { version: number; name: string; sql: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: Number.parseInt(name, 10),
      name,
      sql: await readFile(`${dir}${name}`, 'utf8'),
    })),
  );
}

/**
 * Applies pending migrations in one transaction, recording each version in schema_migrations.
 * The advisory lock serialises concurrent starts (and test schemas creating pg_trgm at once).
 * Returns the names applied now.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of all.filter((x) => !done.has(x.version))) {
      await tx.exec(m.sql);
      // The process's clock: a migration is applied in real time, whatever clock the app is given.
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        new Date(),
      ]);
      applied.push(m.name);
    }
    return applied;
  });
}
