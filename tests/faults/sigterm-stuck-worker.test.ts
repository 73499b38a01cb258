/**
 * Issue 26, item 1: with PGlite's worker held by a statement, SIGTERM never finished (the drain
 * waited for the held request, and closing the database waited for the worker). The real server
 * process, its worker held by a statement of minutes, exits on SIGTERM within its shutdown window:
 * the statement is declared stuck after the time limit, its request fails, the drain ends and the
 * worker is terminated. PGlite only (PostgreSQL's statement_timeout ends such a statement itself).
 *
 * The held statement is planted in the database, as the fault tests seed it directly (decision 105):
 * a trigger on feedback that counts to four billion, so a public POST /api/feedback holds the worker.
 */
import { afterAll, expect, it } from 'vitest';
import { migrate } from '#server/db/migrate.ts';
import { openPglite } from '#server/db/pglite.ts';
import { removeDataDir, startServer, tempDataDir } from '#tests/support/server.ts';

/** Docker's and compose.yaml's stop grace period: past it the container is killed. */
const SHUTDOWN_WINDOW_MS = 30_000;

const dataDir = tempDataDir();
afterAll(() => removeDataDir(dataDir));

async function plantRunawayStatement(): Promise<void> {
  const db = await openPglite({ dataDir });
  try {
    await migrate(db);
    await db.exec(`
      CREATE FUNCTION hold_the_worker() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM count(*) FROM generate_series(1, 4000000000);
        RETURN NEW;
      END $$;
      CREATE TRIGGER hold_the_worker BEFORE INSERT ON feedback FOR EACH ROW EXECUTE FUNCTION hold_the_worker();
    `);
  } finally {
    await db.close();
  }
}

/** Resolves once /api/ready stops answering 200: the worker is held. */
async function untilUnready(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status !== 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the worker was never held');
}

it.skipIf(process.env.DATABASE_URL)(
  'exits on SIGTERM within its shutdown window while the worker is held by a statement',
  async () => {
    await plantRunawayStatement();
    const server = await startServer({ dataDir, timeoutMs: 120_000 });
    const held = fetch(`${server.url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-source': 'website' },
      body: JSON.stringify({ reason: 'privacy', type: 'uninstall' }),
    }).then(
      (res) => res.status,
      () => 0,
    );
    await untilUnready(server.url, Date.now() + 30_000);

    const signalled = Date.now();
    const code = await server.stop();
    const tookMs = Date.now() - signalled;

    expect(code).toBe(0);
    expect(tookMs, server.output()).toBeLessThan(SHUTDOWN_WINDOW_MS);
    // The held request was answered with an error (its statement ended with the worker), not left hanging.
    expect(await held).toBeGreaterThanOrEqual(500);
  },
  240_000,
);
