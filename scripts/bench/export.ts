/**
 * The export at scale (issue 14): GET /api/summaries/export of a user with BENCH_SUMMARIES summaries,
 * read to its last byte as a browser would, with the server's resident memory sampled every 50 ms.
 * Reports summaries per second and the peak RSS over the idle server's. Part of `npm run bench`; alone
 * (`EXPORT_ENGINES=pglite,postgres`, `BENCH_SUMMARIES`): `npm run bench:export`.
 */
import { pathToFileURL } from 'node:url';
import { EXPORT_COUNT_HEADER, EXTENSION_ID, REQUEST_SOURCE } from '#domain/constants.ts';
import { hashPassword, scratchPostgres, type Target, targetEnv, withDatabase } from '#tests/support/databases.ts';
import { login, round } from '#tests/support/http.ts';
import { removeDataDir, startServer, tempDataDir } from '#tests/support/server.ts';
import { printTable, writeReport } from './report.ts';
import { BENCH_PASSWORD, seedPremiumUser } from './seed.ts';

export interface ExportRow {
  engine: string;
  summaries: number;
  seconds: number;
  summariesPerSecond: number;
  archiveMiB: number;
  idleRssMiB: number;
  peakRssMiB: number;
}

const MiB = 1024 * 1024;

export async function benchExport(engine: string, url: string, token: string, rss: () => number): Promise<ExportRow> {
  const idle = rss();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 50);
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/summaries/export?tz=UTC`, {
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Extension-Id': EXTENSION_ID,
        'X-Request-Source': REQUEST_SOURCE,
      },
    });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    const count = Number(res.headers.get(EXPORT_COUNT_HEADER));
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.byteLength;
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rss());
    return {
      engine,
      summaries: count,
      seconds: round(seconds),
      summariesPerSecond: round(count / seconds, 0),
      archiveMiB: round(bytes / MiB),
      idleRssMiB: round(idle / MiB, 0),
      peakRssMiB: round(peak / MiB, 0),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function runOn(target: Target, count: number): Promise<ExportRow> {
  const hash = await hashPassword(BENCH_PASSWORD);
  console.log(`[${target.engine}] seeding ${count} summaries for one user...`);
  const email = await withDatabase(target, (db) => seedPremiumUser(db, hash, count));
  const server = await startServer({ env: targetEnv(target) });
  try {
    const token = await login(server.url, email, BENCH_PASSWORD);
    return await benchExport(target.engine, server.url, token, server.rss);
  } finally {
    await server.kill();
  }
}

/** PGlite in a data folder of its own, then PostgreSQL when reachable (npm run bench:export). */
async function main(): Promise<void> {
  const count = Number(process.env.BENCH_SUMMARIES ?? 100_000);
  const engines = (process.env.EXPORT_ENGINES ?? 'pglite,postgres').split(',');
  const rows: ExportRow[] = [];
  const dataDir = tempDataDir();
  try {
    if (engines.includes('pglite')) rows.push(await runOn({ engine: 'pglite', dataDir }, count));
  } finally {
    removeDataDir(dataDir);
  }
  const scratch = engines.includes('postgres') ? await scratchPostgres() : undefined;
  if (scratch) {
    try {
      rows.push(await runOn({ engine: 'postgres', url: scratch.url }, count));
    } finally {
      await scratch.drop();
    }
  } else console.log('PostgreSQL is not reachable (DATABASE_URL or 127.0.0.1:5432): skipping its run.');
  printTable(`Export of ${count} summaries (one request, read to the end; server RSS idle and peak)`, rows);
  console.log(`\nwritten ${writeReport('export', { settings: { count }, rows })}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
