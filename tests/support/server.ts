import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A real server process (node --import tsx server/main.ts) on loopback, for benches, load and fault tests. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startupMs: number;
  /** Resident set size of the server process in bytes (Linux /proc). */
  rss(): number;
  /** CPU seconds (user + system) the server process has used so far (Linux /proc). */
  cpuSeconds(): number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no shutdown handler runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit code (clean shutdown). */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Reuse a data folder (restart after a crash); a new temporary one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Listen on this port (a restart behind a proxy that knows the address); a free one otherwise. */
  port?: number;
}

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'skimly-bench-'));
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number, log: () => string) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server did not answer /api/health in time:\n${log()}`);
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  // A folder made here is this run's alone: removed when the process is stopped or killed.
  const cleanup = () => options.dataDir === undefined && removeDataDir(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Production refuses to start without real payments and mail unless TEST MODE is asked for by name.
    ...(options.env?.STRIPE_SECRET_KEY === undefined ? { TEST_MODE: 'true' } : {}),
    ...options.env,
  };
  // A DATABASE_URL inherited from the caller (the test run's) would send a PGlite target to PostgreSQL.
  if (options.env?.DATABASE_URL === undefined) delete env.DATABASE_URL;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server only, e.g. "--cpu-prof --cpu-prof-dir=reports/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    await waitForHealth(url, child, Date.now() + (options.timeoutMs ?? 30_000), () => log);
  } catch (err) {
    child.kill('SIGKILL');
    await exited(child);
    cleanup();
    throw err;
  }
  return {
    url,
    dataDir,
    child,
    startupMs: performance.now() - started,
    rss: () => rssOf(child.pid),
    cpuSeconds: () => cpuOf(child.pid),
    output: () => log,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
      cleanup();
    },
    async stop() {
      child.kill('SIGTERM');
      const code = await exited(child);
      cleanup();
      return code;
    },
  };
}

function rssOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb === undefined ? 0 : Number(kb) * 1024;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the command name), in clock ticks of 1/100 s. */
function cpuOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
