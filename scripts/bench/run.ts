/**
 * npm run bench: API throughput next to the bare health route, search and the export at 100,000 summaries,
 * server CPU per request of the load mix, on PGlite and PostgreSQL (when reachable), start-up time, and the parsers of a
 * summary's text on pathological inputs. Prints tables, writes reports/bench/bench-latest.json and exits non-zero when a
 * budgeted search misses 25 ms p95, a parser grows faster than linearly or the server's CPU per request grows more
 * than 20 % over budgets/server-cpu.json.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type ApiRow, benchApi } from './api.ts';
import { hashPassword, scratchPostgres, type Target, targetEnv, withDatabase } from '#tests/support/databases.ts';
import { cpuPerRequest, judgeCpuBudget } from './cpu.ts';
import { explainSummaryQueries } from './explain.ts';
import { benchExport, type ExportRow } from './export.ts';
import { login, round } from '#tests/support/http.ts';
import { benchPathological, reportPathological } from './pathological.ts';
import { printTable, writeReport } from './report.ts';
import { benchSearch, type SearchRow } from './search.ts';
import { BENCH_PASSWORD, seedPremiumUser } from './seed.ts';
import { removeDataDir, startServer, tempDataDir } from '#tests/support/server.ts';
import { measureStartup } from './startup.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const COUNT = Number(process.env.BENCH_SUMMARIES ?? 100_000);

function ensureBuilt(): void {
  if (existsSync(resolve(import.meta.dirname, '../../dist/client/index.html'))) return;
  console.log('dist/client is missing: running npm run build first');
  execSync('npm run build', { stdio: 'inherit', cwd: resolve(import.meta.dirname, '../..') });
}

interface EngineResult {
  api: ApiRow[];
  search: SearchRow[];
  exported: ExportRow;
  plans: Record<string, string>;
  cpu: Awaited<ReturnType<typeof cpuPerRequest>>;
}

async function benchEngine(target: Target): Promise<EngineResult> {
  const hash = await hashPassword(BENCH_PASSWORD);
  console.log(`[${target.engine}] seeding ${COUNT} summaries for one Premium user...`);
  const { big, small, signIns } = await withDatabase(target, async (db) => ({
    big: await seedPremiumUser(db, hash, COUNT),
    small: await seedPremiumUser(db, hash, 30),
    signIns: await Promise.all(Array.from({ length: CONNECTIONS }, () => seedPremiumUser(db, hash, 1))),
  }));
  const server = await startServer({ env: targetEnv(target) });
  try {
    const bigToken = await login(server.url, big, BENCH_PASSWORD);
    const search = await benchSearch(target.engine, server.url, bigToken, SAMPLES);
    console.log(`[${target.engine}] export of ${COUNT} summaries...`);
    const exported = await benchExport(target.engine, server.url, bigToken, server.rss);
    const smallToken = await login(server.url, small, BENCH_PASSWORD);
    console.log(`[${target.engine}] autocannon, ${DURATION} s per call, ${CONNECTIONS} connections...`);
    const api = await benchApi({
      url: server.url,
      token: smallToken,
      emails: signIns,
      password: BENCH_PASSWORD,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
    });
    await server.stop();
    const plans = await withDatabase(target, (db) => explainSummaryQueries(db, big));
    console.log(`[${target.engine}] server CPU per request of the load mix...`);
    const cpu = await cpuPerRequest(target);
    return { api, search, exported, plans, cpu };
  } finally {
    await server.kill();
  }
}

async function main() {
  // First, on a quiet process: pure functions, CPU time only (issue 26.2).
  console.log('parsers on pathological inputs...');
  const pathological = benchPathological();
  ensureBuilt();
  const results: Record<string, EngineResult> = {};
  const pgliteDir = tempDataDir();
  try {
    results.pglite = await benchEngine({ engine: 'pglite', dataDir: pgliteDir });
  } finally {
    removeDataDir(pgliteDir);
  }
  const scratch = await scratchPostgres();
  if (scratch) {
    try {
      results.postgres = await benchEngine({ engine: 'postgres', url: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL is not reachable (DATABASE_URL or 127.0.0.1:5432): skipping its run.');
  }
  const startup = await measureStartup();
  for (const [engine, r] of Object.entries(results)) {
    printTable(
      `API on ${engine} (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`,
      r.api.map((row) => ({
        ...row,
        requestsPerSecond: round(row.requestsPerSecond, 0),
        ratioToHealth: round(row.ratioToHealth),
      })),
    );
    printTable(`Search at ${COUNT} summaries on ${engine} (sequential, ${SAMPLES} samples)`, r.search);
  }
  printTable(
    `Export of ${COUNT} summaries (one request, read to the end; server RSS idle and peak)`,
    Object.values(results).map((r) => r.exported),
  );
  printTable(
    'Server CPU per request (load mix without sign-ins, closed loop)',
    Object.values(results).map((r) => r.cpu),
  );
  const cpuOverBudget = judgeCpuBudget(Object.values(results).map((r) => r.cpu));
  printTable('Start-up: spawn to first 200 of /api/health', startup);
  const linear = reportPathological(pathological);
  const file = writeReport('bench', {
    settings: { DURATION, CONNECTIONS, SAMPLES, COUNT },
    results,
    startup,
    pathological,
  });
  console.log(`\nwritten ${file}`);
  const missed = Object.values(results).flatMap((r) => r.search.filter((row) => row.budgeted && !row.withinBudget));
  if (missed.length > 0) {
    console.error(
      `\n${missed.length} budgeted search row(s) over 25 ms p95: ${missed.map((m) => `${m.engine} ${m.name}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
  if (!linear) process.exitCode = 1;
  // Server CPU per request more than 20 % over budgets/server-cpu.json (scripts/bench/cpu.ts).
  if (cpuOverBudget) process.exitCode = 1;
}

await main();
