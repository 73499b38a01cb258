/**
 * npm run test:load: a fixed-rate realistic mix (scripts/bench/mix.ts) against the real server.
 * Fails on any 5xx, any request that errs or never answers, or server memory that keeps growing.
 * LOAD_RATE (requests/s, default 500), LOAD_DURATION (s, default 30), LOAD_USERS (default 20),
 * LOAD_ENGINE (pglite, the default configuration, or postgres: a scratch database next to
 * DATABASE_URL, else 127.0.0.1:5432/test, dropped afterwards).
 */
import { hashPassword, scratchPostgres, type Target, targetEnv, withDatabase } from './bench/databases.ts';
import { bearer, login, quantile, round, WEBSITE_HEADERS } from './bench/http.ts';
import { judgeMemory } from './bench/memory.ts';
import { type LoadUser, type MixRequest, nextRequest } from './bench/mix.ts';
import { printTable, writeReport } from './bench/report.ts';
import { BENCH_PASSWORD, seedPremiumUser } from './bench/seed.ts';
import { removeDataDir, startServer, tempDataDir } from './bench/server.ts';

const RATE = Number(process.env.LOAD_RATE ?? 500);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const USERS = Number(process.env.LOAD_USERS ?? 20);
const ENGINE = process.env.LOAD_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const P99_TARGET_MS = 50;
const TIMEOUT_MS = 10_000;
/** The first seconds fill the database pool, the sockets and the JIT; the steady p99 leaves them out. */
const WARM_UP_MS = 5_000;

interface Outcome {
  kind: string;
  status: number;
  ms: number;
  /** When the request left, in ms since the run started (performance.now()). */
  sentAt: number;
}

async function fire(baseUrl: string, user: LoadUser, req: MixRequest): Promise<Outcome> {
  const headers: Record<string, string> = req.authenticated ? bearer(user.token) : { ...WEBSITE_HEADERS };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  const start = performance.now();
  const res = await fetch(`${baseUrl}${req.path}`, {
    method: req.method,
    headers,
    ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await res.arrayBuffer();
  return { kind: req.kind, status: res.status, ms: performance.now() - start, sentAt: start };
}

/** Open loop: requests leave on schedule whether or not earlier ones have answered. */
async function drive(baseUrl: string, users: LoadUser[], rssSample: () => number) {
  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  const rss: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const total = RATE * DURATION_S;
  const start = performance.now();
  let sent = 0;
  let nextRss = 0;
  while (sent < total) {
    const elapsed = performance.now() - start;
    const due = Math.min(total, Math.floor((elapsed / 1000) * RATE));
    for (; sent < due; sent++) {
      const user = users[sent % users.length] as LoadUser;
      const req = nextRequest(user);
      const p = fire(baseUrl, user, req)
        .then((o) => void outcomes.push(o))
        .catch((err: Error) => void failures.push(`${req.kind}: ${err.message}`))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    if (elapsed >= nextRss) {
      rss.push(rssSample());
      nextRss += 1000;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  // Every request has its own timeout; the grace period is a guard against one that never settles.
  const grace = new Promise((r) => setTimeout(r, TIMEOUT_MS + 5_000));
  await Promise.race([Promise.all(inFlight), grace]);
  for (let i = 0; i < inFlight.size; i++) failures.push('never settled');
  return { outcomes, failures, rss, startedAt: start, seconds: (performance.now() - start) / 1000 };
}

function summarise(outcomes: Outcome[]) {
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
  return kinds.map((kind) => {
    const mine = outcomes.filter((o) => o.kind === kind);
    const ms = mine.map((o) => o.ms);
    return {
      kind,
      count: mine.length,
      non2xx: mine.filter((o) => o.status >= 300).length,
      p50Ms: round(quantile(ms, 0.5)),
      p99Ms: round(quantile(ms, 0.99)),
    };
  });
}

async function runLoad(target: Target) {
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
    const users = await Promise.all(emails.map(async (email) => ({ email, token: await login(server.url, email, BENCH_PASSWORD) })));
    console.log(`driving ${RATE} req/s for ${DURATION_S} s against ${server.url} on ${ENGINE} (${USERS} users)...`);
    const cpuBefore = server.cpuSeconds();
    const run = await drive(server.url, users, server.rss);
    // Share of one core the server used: near 1 means the server is the bottleneck, well below
    // means the load generator or the neighbours on this machine are.
    const serverCpu = round((server.cpuSeconds() - cpuBefore) / run.seconds);
    const all = run.outcomes.map((o) => o.ms);
    const steady = run.outcomes.filter((o) => o.sentAt - run.startedAt >= WARM_UP_MS).map((o) => o.ms);
    const serverErrors = run.outcomes.filter((o) => o.status >= 500).length;
    const unexpected = run.outcomes.filter((o) => o.status >= 400 && o.status < 500).length;
    const memory = judgeMemory(run.rss);
    const verdict = {
      requests: run.outcomes.length + run.failures.length,
      achievedRate: round((run.outcomes.length + run.failures.length) / run.seconds, 0),
      serverErrors,
      clientErrors: unexpected,
      dropped: run.failures.length,
      p50Ms: round(quantile(all, 0.5)),
      p99Ms: round(quantile(all, 0.99)),
      steadyP99Ms: round(quantile(steady, 0.99)),
      p99Target: P99_TARGET_MS,
      serverCpu,
      rssMiB: memory.spansMiB,
      memoryGrowing: memory.growing,
    };
    printTable('Per call', summarise(run.outcomes));
    printTable('Load verdict', [verdict]);
    const settings = { RATE, DURATION_S, USERS, ENGINE };
    console.log(`written ${writeReport('load', { settings, verdict, perCall: summarise(run.outcomes) })}`);
    for (const f of run.failures.slice(0, 10)) console.error(`dropped: ${f}`);
    const failed = serverErrors > 0 || unexpected > 0 || run.failures.length > 0 || memory.growing;
    if (verdict.p99Ms > P99_TARGET_MS) console.warn(`p99 ${verdict.p99Ms} ms is over the ${P99_TARGET_MS} ms target`);
    if (failed) {
      console.error('LOAD TEST FAILED: 5xx, unexpected 4xx, dropped requests or growing memory (see above)');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  if (ENGINE === 'postgres') {
    const scratch = await scratchPostgres();
    if (!scratch) throw new Error('LOAD_ENGINE=postgres but PostgreSQL is not reachable');
    try {
      await runLoad({ engine: 'postgres', url: scratch.url });
    } finally {
      await scratch.drop();
    }
    return;
  }
  const dataDir = tempDataDir();
  try {
    await runLoad({ engine: 'pglite', dataDir });
  } finally {
    removeDataDir(dataDir);
  }
}

await main();
