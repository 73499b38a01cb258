import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOOGLE_CLIENT, startOidcProvider } from './oidc.ts';
import { freePort, waitForOk } from './ports.ts';

export type Stack = { baseURL: string; dataDir: string; logFile: string; stop: () => Promise<void> };

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
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await provider.stop();
    if (!process.env.E2E_KEEP_DATA) await rm(root, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${baseURL}/api/health`, 60_000, () => server.exitCode === null);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; server log: ${logFile}`);
  }
  return { baseURL, dataDir, logFile, stop };
}
