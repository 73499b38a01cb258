/**
 * Server CPU per request of the load mix, by engine (part of npm run bench; alone: npm run bench:cpu). Unlike latency, CPU time
 * barely moves with what else the machine is doing, so it ranks two builds of the server fairly.
 * Closed loop (CPU_IN_FLIGHT requests at a time), CPU_REQUESTS measured after CPU_WARM_UP;
 * sign-ins are left out (argon2id runs on libuv's pool and would swamp the figure).
 * CPU_ENGINE=pglite|postgres|both (default both; postgres when it answers).
 */
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
    env: targetEnv(target),
    ...(target.engine === 'pglite' ? { dataDir: target.dataDir } : {}),
  });
  try {
    const users = await Promise.all(
      emails.map(async (email) => ({ email, token: await login(server.url, email, BENCH_PASSWORD) })),
    );
    await closedLoop(server.url, users, WARM_UP);
    const cpuBefore = server.cpuSeconds();
    const started = performance.now();
    await closedLoop(server.url, users, REQUESTS);
    const seconds = (performance.now() - started) / 1000;
    return {
      engine: target.engine,
      requests: REQUESTS,
      serverCpuMsPerRequest: round(((server.cpuSeconds() - cpuBefore) * 1000) / REQUESTS, 3),
      requestsPerSecond: round(REQUESTS / seconds, 0),
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
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
