/**
 * `npm run dev`: the API server (restarted on change) on PORT 3000 and Vite's dev server, which
 * proxies the API paths to it (vite.config.ts). Output of both is forwarded with a prefix;
 * Ctrl-C, or either process exiting, stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  return child;
}

const children = [
  start('api', process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { PORT: apiPort }),
  start('web', process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js')], {
    API_URL: `http://127.0.0.1:${apiPort}`,
  }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give the API time to close its database cleanly, then leave.
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
