import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, migrate, openDatabase } from '#server/db/index.ts';
import { readMigrations } from '#server/db/migrate.ts';
import { openPglite } from '#server/db/pglite.ts';
import { createTestApp } from './harness.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'skimly-db-test-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!!process.env.DATABASE_URL)('PGlite data folder', () => {
  it('refuses a second open of the same folder with a clear message, and keeps data across reopening', async () => {
    const dir = tempDir();
    const first = await openPglite({ dataDir: dir });
    await migrate(first);
    await first.query("INSERT INTO users (email, created_at) VALUES ('kept@example.com', $1)", [new Date()]);
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(/in use by another Skimly process/);
    await first.close();

    const again = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    expect(await migrate(again)).toEqual([]);
    expect(await again.query('SELECT email FROM users')).toEqual([{ email: 'kept@example.com' }]);
    await again.close();
  });
});

describe('migrations and transactions', () => {
  it('record every version and apply nothing twice', async () => {
    const app = await createTestApp();
    try {
      const versions = await app.ctx.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(versions.map((v) => v.version)).toEqual((await readMigrations()).map((m) => m.version));
      expect(await migrate(app.ctx.db)).toEqual([]);
      const plans = await app.ctx.db.query<{ id: string; price_cents: number }>(
        'SELECT id, price_cents FROM plans ORDER BY sort',
      );
      expect(plans).toEqual([
        { id: 'basic', price_cents: 0 },
        { id: 'premium-monthly', price_cents: 999 },
        { id: 'premium-yearly', price_cents: 8388 },
      ]);
    } finally {
      await app.close();
    }
  });

  it('roll back on error and never interleave concurrent transactions', async () => {
    const app = await createTestApp();
    const db = app.ctx.db;
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO feedback (reason, type, created_at) VALUES ('privacy', 'uninstall', $1)", [
            new Date(),
          ]);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.query('SELECT * FROM feedback')).toEqual([]);

      // Read-modify-write in two concurrent transactions: serialised, neither update is lost.
      const user = await app.signUp();
      await db.query("INSERT INTO prompts (user_id, prompt, updated_at) VALUES ($1, '0', $2)", [user.id, new Date()]);
      const bump = () =>
        db.transaction(async (tx) => {
          const row = await tx.one<{ prompt: string }>('SELECT prompt FROM prompts WHERE user_id = $1 FOR UPDATE', [
            user.id,
          ]);
          await new Promise((r) => setTimeout(r, 20));
          await tx.query('UPDATE prompts SET prompt = $2 WHERE user_id = $1', [
            user.id,
            String(Number(row.prompt) + 1),
          ]);
        });
      await Promise.all([bump(), bump(), bump()]);
      expect(await db.one('SELECT prompt FROM prompts WHERE user_id = $1', [user.id])).toEqual({ prompt: '3' });
    } finally {
      await app.close();
    }
  });

  it('let a query through the outer handle inside a transaction join it instead of waiting forever', async () => {
    const app = await createTestApp();
    const db = app.ctx.db;
    try {
      const user = await app.signUp();
      const seen = await db.transaction(async (tx) => {
        await tx.query("INSERT INTO prompts (user_id, prompt, updated_at) VALUES ($1, 'inside', $2)", [
          user.id,
          new Date(),
        ]);
        await tx.query('SELECT * FROM prompts WHERE user_id = $1 FOR UPDATE', [user.id]);
        await db.query("UPDATE prompts SET prompt = 'outer handle' WHERE user_id = $1", [user.id]);
        return db.one<{ prompt: string }>('SELECT prompt FROM prompts WHERE user_id = $1', [user.id]);
      });
      expect(seen).toEqual({ prompt: 'outer handle' });
    } finally {
      await app.close();
    }
  }, 15_000);
});
