/**
 * The deployment as it ships, run natively: Debian's nginx (scripts/ensure-nginx.sh) with the
 * configuration rendered from deploy/nginx/skimly.conf.template (the file compose.yaml mounts), in
 * front of two server instances (node server/main.ts) on one PostgreSQL database, sending mail to
 * an SMTP sink. Instances trust nginx's X-Forwarded-For (TRUST_PROXY=127.0.0.1); test clients come
 * from other loopback addresses (127.0.0.10, ...), so each is a different client to the server.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scratchPostgres } from '#tests/support/databases.ts';
import { freePort, type ServerProcess, startServer, tempDataDir } from '#tests/support/server.ts';
import { startSmtpSink } from './smtp-sink.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const TEMPLATE = join(ROOT, 'deploy/nginx/skimly.conf.template');
/** The template's fail_timeout: how long nginx leaves a peer out after one failure (max_fails=1). */
const FAIL_TIMEOUT_MS = (() => {
  const seconds = /fail_timeout=(\d+)s/.exec(readFileSync(TEMPLATE, 'utf8'))?.[1];
  if (seconds === undefined) throw new Error(`${TEMPLATE} names no fail_timeout in seconds`);
  return Number(seconds) * 1000;
})();

/** envsubst as the nginx image runs it: ${NAME} of the given variables, everything else untouched. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** What the nginx image's own nginx.conf holds around conf.d: here with paths a test may write. */
function mainConfig(dir: string, site: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up within ${ms} ms`);
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function startStack(opts: { env?: Record<string, string> } = {}) {
  execFileSync('bash', [join(ROOT, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' });
  const database = await scratchPostgres();
  if (!database) throw new Error('PostgreSQL is not reachable');
  const smtp = await startSmtpSink();
  const dir = tempDataDir();
  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const ports = [await freePort(), await freePort()] as const;
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    PUBLIC_URL: url,
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Skimly <no-reply@skimly.test>',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  const start = (i: 0 | 1) =>
    startServer({ port: ports[i], dataDir: join(dir, `instance-${i + 1}`), env, timeoutMs: 90_000 });
  // One at a time: both would migrate at once (the advisory lock makes that safe, but slower to watch).
  const instances: [ServerProcess, ServerProcess] = [await start(0), await start(1)];

  const site = join(dir, 'skimly.conf');
  writeFileSync(
    site,
    renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
      SKIMLY_LISTEN: `127.0.0.1:${nginxPort}`,
      SKIMLY_APP_1: `127.0.0.1:${ports[0]}`,
      SKIMLY_APP_2: `127.0.0.1:${ports[1]}`,
    }),
  );
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, site));
  execFileSync('chmod', ['-R', 'a+rwX', dir]);
  const nginx: ChildProcess = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 15_000, 'nginx');

  return {
    url,
    smtp,
    database,
    instances,
    /** The nginx process (a run watches it end). */
    nginx,
    /** SIGKILL instance i (no shutdown handler runs), as a crash or an OOM kill would. */
    async kill(i: 0 | 1) {
      await instances[i].kill();
    },
    /**
     * Starts instance i again on its port, the address nginx knows, and returns once nginx sends it
     * traffic again: nginx keeps a peer that failed out of turn for its fail_timeout, and a test that
     * then stops the other instance would see nginx with no live peer (502).
     */
    async restart(i: 0 | 1) {
      instances[i] = await start(i);
      await new Promise((r) => setTimeout(r, FAIL_TIMEOUT_MS + 500));
    },
    async stop() {
      nginx.kill('SIGQUIT');
      // An nginx that already ended (exit code or signal) has no exit event left to wait for.
      await new Promise((r) =>
        nginx.exitCode === null && nginx.signalCode === null ? nginx.once('exit', r) : r(null),
      );
      for (const instance of instances) if (instance.child.exitCode === null) await instance.stop();
      await smtp.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
