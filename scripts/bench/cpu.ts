/**
 * Server CPU per request of the load mix, by engine (part of npm run bench; alone: npm run bench:cpu). Unlike latency, CPU time
 * barely moves with what else the machine is doing, so it ranks two builds of the server fairly.
 * Closed loop (CPU_IN_FLIGHT requests at a time), CPU_REQUESTS measured after CPU_WARM_UP;
 * sign-ins are left out (argon2id runs on libuv's pool and would swamp the figure).
 * CPU_ENGINE=pglite|postgres|both (default both; postgres when it answers).
 * Each engine's figure is judged against budgets/server-cpu.json: more than 20 % over the recorded
 * figure fails (npm run bench and npm run bench:cpu). CPU_BUDGET_WRITE=1 records this run's figures
 * (with the machine's load beside them): do it with every change that moves them, in the same commit.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { hashPassword, scratchPostgres, type Target, targetEnv, withDatabase } from '#tests/support/databases.ts';
import { bearer, login, round, WEBSITE_HEADERS } from '#tests/support/http.ts';
import { type LoadUser, nextRequest } from './mix.ts';
import { printTable } from './report.ts';
import { BENCH_PASSWORD, seedPremiumUser } from './seed.ts';
import { removeDataDir, startServer, tempDataDir } from '#tests/support/server.ts';

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 3000);
const WARM_UP = Number(process.env.CPU_WARM_UP ?? 300);
const IN_FLIGHT = Number(process.env.CPU_IN_FLIGHT ?? 4);
const USERS = 8;
const BUDGET_FILE = resolve(import.meta.dirname, '../../budgets/server-cpu.json');
/** How far over the recorded figure a run may go before the bench fails. */
const ALLOWED_GROWTH = 1.2;

type Measured = Awaited<ReturnType<typeof cpuPerRequest>>;
type Recorded = { serverCpuMsPerRequest: number; loadAverage: number; at: string };
type CpuBudget = { note: string } & Partial<Record<Measured['engine'], Recorded>>;

/**
 * Each engine's CPU per request against the figure recorded in budgets/server-cpu.json; prints the
 * comparison and returns whether any engine grew more than 20 % over it. An engine without a
 * recorded figure is reported, not judged. CPU_BUDGET_WRITE=1 records this run's figures first.
 */
export function judgeCpuBudget(rows: readonly Measured[]): boolean {
  const budget: CpuBudget = existsSync(BUDGET_FILE)
    ? (JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as CpuBudget)
    : { note: '' };
  if (process.env.CPU_BUDGET_WRITE === '1') {
    for (const row of rows) {
      budget[row.engine] = {
        serverCpuMsPerRequest: row.serverCpuMsPerRequest,
        loadAverage: row.loadAverage,
        at: new Date().toISOString(),
      };
    }
    budget.note =
      'Server CPU per request of the load mix (npm run bench:cpu), recorded with CPU_BUDGET_WRITE=1; npm run bench fails 20 % above it. Update it with every change that moves it.';
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`recorded this run's figures in ${BUDGET_FILE}`);
  }
  const judged = rows.map((row) => {
    const recorded = budget[row.engine];
    const limit = recorded ? round(recorded.serverCpuMsPerRequest * ALLOWED_GROWTH, 3) : undefined;
    return {
      engine: row.engine,
      serverCpuMsPerRequest: row.serverCpuMsPerRequest,
      loadAverage: row.loadAverage,
      recordedMs: recorded?.serverCpuMsPerRequest ?? 'none',
      recordedAtLoad: recorded?.loadAverage ?? '-',
      limitMs: limit ?? '-',
      ok: limit === undefined || row.serverCpuMsPerRequest <= limit,
    };
  });
  printTable('Server CPU per request against budgets/server-cpu.json (limit: recorded + 20 %)', judged);
  const over = judged.filter((j) => !j.ok);
  if (over.length > 0) {
    console.error(
      `\nserver CPU per request over budget on ${over.map((o) => o.engine).join(', ')}: find what grew (a profile: BENCH_SERVER_NODE_ARGS="--cpu-prof ..."), or, if the growth is deliberate, record the new figure with CPU_BUDGET_WRITE=1 in the same commit. A busy machine inflates CPU time too: compare the load averages.`,
    );
  }
  return over.length > 0;
}

async function closedLoop(baseUrl: string, users: LoadUser[], count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const user = users[next++ % users.length] as LoadUser;
      let req = nextRequest(user);
      while (req.kind === 'login') req = nextRequest(user);
      const headers: Record<string, string> = req.authenticated ? bearer(user.token) : { ...WEBSITE_HEADERS };
      if (req.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${baseUrl}${req.path}`, {
        method: req.method,
        headers,
        ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
      });
      await res.arrayBuffer();
      if (res.status >= 300) throw new Error(`${req.kind} answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

export async function cpuPerRequest(target: Target) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const emails = await withDatabase(target, async (db) => {
    const made: string[] = [];
    for (let i = 0; i < USERS; i++) made.push(await seedPremiumUser(db, hash, 200));
    return made;
  });
  const server = await startServer({
    // A fresh database migrates first, which takes long on a busy machine.
    timeoutMs: 120_000,
    env: targetEnv(target),
    ...(target.engine === 'pglite' ? { dataDir: target.dataDir } : {}),
  });
  try {
    const users = await Promise.all(
      emails.map(async (email) => ({ email, token: await login(server.url, email, BENCH_PASSWORD) })),
    );
    await closedLoop(server.url, users, WARM_UP);
    const loadAverage = round(loadavg()[0] ?? 0);
    const cpuBefore = server.cpuSeconds();
    const started = performance.now();
    await closedLoop(server.url, users, REQUESTS);
    const seconds = (performance.now() - started) / 1000;
    return {
      engine: target.engine,
      requests: REQUESTS,
      serverCpuMsPerRequest: round(((server.cpuSeconds() - cpuBefore) * 1000) / REQUESTS, 3),
      requestsPerSecond: round(REQUESTS / seconds, 0),
      /** The machine's 1-minute load average when the measured requests began: CPU time grows on a busy machine. */
      loadAverage,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const which = process.env.CPU_ENGINE ?? 'both';
  const rows = [];
  if (which !== 'postgres') {
    const dataDir = tempDataDir();
    try {
      rows.push(await cpuPerRequest({ engine: 'pglite', dataDir }));
    } finally {
      removeDataDir(dataDir);
    }
  }
  if (which !== 'pglite') {
    const scratch = await scratchPostgres();
    if (scratch) {
      try {
        rows.push(await cpuPerRequest({ engine: 'postgres', url: scratch.url }));
      } finally {
        await scratch.drop();
      }
    }
  }
  printTable('Server CPU per request (load mix without sign-ins)', rows);
  if (judgeCpuBudget(rows)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
