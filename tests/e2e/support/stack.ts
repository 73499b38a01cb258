import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOOGLE_CLIENT, startOidcProvider } from './oidc.ts';
import { freePort, waitForOk } from './ports.ts';

export type Stack = {
  baseURL: string;
  dataDir: string;
  logFile: string;
  stop: () => Promise<void>;
  /** Stops the server alone (a page open on it loses its server, issue 28.1); `startServer` brings it back. */
  stopServer: () => Promise<void>;
  /** Starts the server again on the same port and data, once it answers its health check. */
  startServer: () => Promise<void>;
};

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Fails early and clearly: the test command builds the site first, the browser tests never do. */
function assertBuilt(): void {
  if (!existsSync(join(ROOT, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` before the browser tests (npm test does).');
  }
}

/**
 * The real product as a user meets it: the built site and the reference server on one free
 * loopback port, a fresh embedded database with the demo accounts, Google pointed at a local provider.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  assertBuilt();
  const provider = await startOidcProvider();
  const root = await mkdtemp(join(tmpdir(), 'skimly-e2e-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const spawnServer = (): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        GOOGLE_ISSUER: provider.issuer.url ?? '',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const log = createWriteStream(logFile);
  let server = spawnServer();
  const attachLog = () => {
    server.stdout?.pipe(log, { end: false });
    server.stderr?.pipe(log, { end: false });
  };
  attachLog();
  const stopServer = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  };
  const stop = async () => {
    await stopServer();
    await provider.stop();
    if (!process.env.E2E_KEEP_DATA) await rm(root, { recursive: true, force: true });
  };
  const answers = () => waitForOk(`${baseURL}/api/health`, 60_000, () => server.exitCode === null);
  const startServer = async () => {
    server = spawnServer();
    attachLog();
    await answers();
  };
  try {
    await answers();
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; server log: ${logFile}`);
  }
  return { baseURL, dataDir, logFile, stop, stopServer, startServer };
}
