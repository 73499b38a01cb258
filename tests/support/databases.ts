import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrate, openDatabase } from '#server/db/index.ts';

/** The server's own argon2id parameters, so seeded logins cost what real ones cost. */
export { hashPassword } from '#server/auth/passwords.ts';

/** Where a benchmark's server keeps its data: a PGlite folder or a scratch PostgreSQL database. */
export type Target = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** The server's environment for a target. */
export function targetEnv(target: Target): Record<string, string> {
  return target.engine === 'pglite' ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.url };
}

/** The PostgreSQL to compare against: DATABASE_URL, else the local one the project's CI uses. */
export function postgresAdminUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** A new empty database next to adminUrl's (dropped with drop()); undefined when PostgreSQL is unreachable. */
export async function scratchPostgres(adminUrl = postgresAdminUrl()) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `skimly_scratch_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Opens the target's database (no server running on it), migrates it and runs fn. */
export async function withDatabase<T>(target: Target, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(
    target.engine === 'pglite' ? { DATA_DIR: target.dataDir } : { DATA_DIR: '.unused', DATABASE_URL: target.url },
  );
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}
