/** `npm start` / `node --import tsx server/main.ts`: the site, the API and its docs in one process. */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { migrate, openDatabase } from './db/index.ts';
import { createLifecycle, DRAIN_TIMEOUT_MS } from './lifecycle.ts';
import { mailTransport, startMail } from './mail/index.ts';
import { startMaintenance } from './maintenance/jobs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

const TEST_MODE_WARNING =
  'TEST MODE: payments go through the built-in test checkout (no card is charged, Premium is not real); every page shows a TEST MODE banner';

/** Where mail goes without SMTP: a development tool, so links reach the log only outside production. */
function outboxLine(config: Config): string {
  const where = `E-mail: not sent; kept in the outbox table and in ${resolve(config.DATA_DIR, 'outbox')}`;
  return config.NODE_ENV === 'production'
    ? `${where} (links are never written to this log)`
    : `${where} (links also in this log)`;
}

const connectionCount = (server: Server) =>
  new Promise<number>((done) => server.getConnections((err, count) => done(err ? 0 : count)));

/**
 * Stops listening, then resolves once every connection has ended (in-flight answers sent; each says
 * Connection: close) and no handler still runs (one whose client went away), or false after ms. close()'s own callback is no signal: Node calls it when the
 * listener closes, with requests still in flight.
 */
async function drainConnections(server: Server, busy: () => number, ms: number): Promise<boolean> {
  server.close();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await connectionCount(server)) === 0 && busy() === 0) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function main(): Promise<void> {
  const config = configOrExit();
  const log = pino({ level: config.LOG_LEVEL });
  const db = await openDatabase(config, {
    // PGlite's worker thread died: no request can be answered again, so exit for a supervisor to restart us.
    onLost(err) {
      log.fatal({ err }, 'the database stopped');
      process.exit(1);
    },
  });
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const now = () => new Date();
  if (config.SEED_DEMO) await seedDemo(db, now());

  const mail = startMail({ db, log, now, transport: mailTransport(config, log) });
  const maintenance = startMaintenance({ db, log, now, notify: { mail: mail.queue, publicUrl: config.PUBLIC_URL } });
  const lifecycle = createLifecycle();
  const ctx: AppContext = { config, db, log, mail: mail.queue, now };
  const app = createApp(ctx, { site: { dir: join(ROOT, 'dist', 'client') }, lifecycle });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(config.DATA_DIR, 'db')}`;
    const lines = [
      `Skimly is running on ${config.PUBLIC_URL} (listening on ${info.address}:${info.port})`,
      `Database: ${where}`,
    ];
    if (config.SEED_DEMO) {
      lines.push(
        `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.premium} (Premium), ${DEMO_ACCOUNTS.basic} (Basic)`,
      );
    }
    if (!config.SMTP_URL) lines.push(outboxLine(config));
    console.log(lines.join('\n'));
    if (config.TEST_MODE) log.warn(TEST_MODE_WARNING);
  }) as Server;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    // Unready at once; no new connections (the proxy sends new requests to another instance); idle
    // keep-alive connections close now, busy ones after their answer (Connection: close).
    lifecycle.startDraining();
    log.info({ signal, inFlight: lifecycle.inFlight }, 'shutting down: draining');
    const drained = await drainConnections(server, () => lifecycle.inFlight, DRAIN_TIMEOUT_MS);
    if (!drained) log.warn({ inFlight: lifecycle.inFlight }, 'drain timeout: closing the remaining connections');
    server.closeAllConnections();
    // The mail in hand gets what is left of the budget; anything unsent goes back to the queue.
    await mail.worker?.stop(Math.max(2000, DRAIN_TIMEOUT_MS - (Date.now() - started)));
    await maintenance.stop();
    await db.close().catch((err: unknown) => log.error({ err }, 'database close failed'));
    log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
