/** `npm start` / `node --import tsx server/main.ts`: the site, the API and its docs in one process. */
import { serve } from '@hono/node-server';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { migrate, openDatabase } from './db/index.ts';
import { createMailer } from './mail/index.ts';
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

  const ctx: AppContext = { config, db, log, mailer: createMailer(config, db, log, now), now };
  const app = createApp(ctx, { site: { dir: join(ROOT, 'dist', 'client') } });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(config.DATA_DIR, 'db')}`;
    const lines = [`Skimly is running on ${config.PUBLIC_URL} (listening on ${info.address}:${info.port})`, `Database: ${where}`];
    if (config.SEED_DEMO) {
      lines.push(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.premium} (Premium), ${DEMO_ACCOUNTS.basic} (Basic)`);
    }
    if (!config.SMTP_URL) lines.push(`E-mail: outbox in ${resolve(config.DATA_DIR, 'outbox')} (links also in this log)`);
    console.log(lines.join('\n'));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop taking connections, then close the database so PGlite flushes and releases its lock.
    server.close(() => {
      db.close().then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'database close failed');
          process.exit(1);
        },
      );
    });
    // Keep-alive connections can hold close() open; do not hang forever.
    setTimeout(() => db.close().finally(() => process.exit(0)), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
