/**
 * A backend developer's run (issue 12 item 14): the contract suite against a freshly started
 * reference server, twice in a row, green both times: nothing a run leaves behind (sign-in
 * failures, accounts, mail) may fail the next. Runs in CI's PostgreSQL pass (DATABASE_URL set).
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '#tests/support/databases.ts';
import { type ServerProcess, startServer, tempDataDir } from '#tests/support/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const enabled = Boolean(process.env.DATABASE_URL);

function runContractSuite(baseUrl: string, outboxDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', 'tests/contract'],
    {
      cwd: ROOT,
      env: { ...process.env, BASE_URL: baseUrl, OUTBOX_DIR: outboxDir, DATABASE_URL: '', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

describe.skipIf(!enabled)('the contract suite against a running server', () => {
  let database: Awaited<ReturnType<typeof scratchPostgres>>;
  let server: ServerProcess;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    database = await scratchPostgres();
    if (!database) throw new Error('PostgreSQL is not reachable');
    server = await startServer({
      dataDir,
      env: { NODE_ENV: 'development', DATABASE_URL: database.url, TEST_CHECKOUT_DELAY_MS: '400' },
      timeoutMs: 60_000,
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('is green twice in a row, and says at its start what it skips', async () => {
    for (const run of [1, 2]) {
      const { code, output } = await runContractSuite(server.url, join(dataDir, 'outbox'));
      expect(output, `run ${run}`).toContain(`Contract suite against ${server.url}.`);
      expect(output, `run ${run}`).not.toContain('No outbox');
      expect(code, `run ${run}:\n${output.slice(-3000)}`).toBe(0);
    }
  }, 600_000);
});
