/**
 * In-process test apps on a real database. One migrated PGlite template is made once (cached on
 * disk, keyed by the migrations) and every app loads a copy of it, so a test app costs well
 * under a second. With DATABASE_URL set, each app gets a fresh PostgreSQL schema instead,
 * dropped on close, whose search_path leaves out `public`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '#server/app.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { createSession } from '#server/auth/sessions.ts';
import { type EnvName, loadConfig } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { MIGRATION_LOCK_KEY, migrate, readMigrations } from '#server/db/migrate.ts';
import { openPglite } from '#server/db/pglite.ts';
import { openPostgres } from '#server/db/postgres.ts';
import type { Database } from '#server/db/types.ts';
import { mailTransport, startMail } from '#server/mail/index.ts';
import type { MailWorker, MailWorkerOptions, OutboxRow } from '#server/mail/queue.ts';
import type { OutboxMessage } from '#server/mail/types.ts';

type EnvValue = string | number | boolean;
/** Environment variables as server/config.ts reads them, plus an injectable clock. */
export type TestAppOverrides = Partial<Record<EnvName, EnvValue>> & {
  now?: () => Date;
  /** Timings of the mail worker (it runs only when SMTP_URL is set). */
  mailWorker?: Partial<MailWorkerOptions>;
};

export type TestUser = { id: string; email: string; password: string; token: string };

export type TestApp = {
  /** `from`: the TCP peer's address, as a socket would give it (default: no socket, one shared "in-process" address). */
  request(path: string, init?: RequestInit, opts?: { from?: string }): Promise<Response>;
  ctx: AppContext;
  /** The mail worker delivering the queue (SMTP_URL set), else null: messages stay in the table. */
  mailWorker: MailWorker | null;
  signUp(opts?: { premium?: boolean; email?: string; password?: string }): Promise<TestUser>;
  outbox(): Promise<OutboxMessage[]>;
  /** The token of the newest e-mailed link (verify or reset) sent to email; throws when none. */
  lastLinkToken(email: string): Promise<string>;
  close(): Promise<void>;
};

let template: Promise<Blob> | undefined;

/** The migrated template database as a tarball: from the disk cache, else built and cached. */
async function templateDump(): Promise<Blob> {
  const migrations = await readMigrations();
  const key = createHash('sha256')
    .update(migrations.map((m) => m.name + m.sql).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `skimly-pglite-template-${key}.tar`);
  if (existsSync(file)) return new Blob([new Uint8Array(await readFile(file))]);
  const db = await openPglite({});
  await migrate(db, migrations);
  const dump = await db.dumpDataDir();
  await db.close();
  // Write then rename: test files in parallel workers never read a half-written template.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Where test schemas find pg_trgm, so their search_path never needs `public` (stray tables of old runs live there). */
const EXTENSIONS_SCHEMA = 'extensions';

/**
 * Puts pg_trgm in its own schema: created there on a fresh database, moved there (it is
 * relocatable) when an earlier run or a server left it in `public`. Under the migrators' lock, so
 * parallel test files do not race; migration 001's CREATE EXTENSION IF NOT EXISTS then does nothing.
 */
async function ensureExtensionsSchema(admin: pg.Client): Promise<void> {
  await admin.query('BEGIN');
  try {
    await admin.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${EXTENSIONS_SCHEMA}`);
    const { rows } = await admin.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
       WHERE e.extname = 'pg_trgm'`,
    );
    const at = rows[0]?.schema;
    if (at === undefined) await admin.query(`CREATE EXTENSION pg_trgm WITH SCHEMA ${EXTENSIONS_SCHEMA}`);
    else if (at !== EXTENSIONS_SCHEMA) await admin.query(`ALTER EXTENSION pg_trgm SET SCHEMA ${EXTENSIONS_SCHEMA}`);
    await admin.query('COMMIT');
  } catch (err) {
    await admin.query('ROLLBACK');
    throw err;
  }
}

let extensionsReady: Promise<void> | undefined;

async function openTestDatabase(databaseUrl: string | undefined): Promise<{ db: Database; drop(): Promise<void> }> {
  if (!databaseUrl) {
    template ??= templateDump();
    const db = await openPglite({ loadDataDir: await template });
    return { db, drop: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    extensionsReady ??= ensureExtensionsSchema(admin);
    await extensionsReady;
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const db = openPostgres({ connectionString: databaseUrl, searchPath: [schema, EXTENSIONS_SCHEMA], max: 4 });
  await migrate(db);
  return {
    db,
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

function envFrom(overrides: TestAppOverrides): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: join(tmpdir(), 'skimly-test-data'),
    SEED_DEMO: 'false',
    DATABASE_URL: process.env.DATABASE_URL,
  };
  for (const [k, v] of Object.entries(overrides)) {
    if (k !== 'now' && k !== 'mailWorker' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
      env[k] = String(v);
  }
  return env;
}

async function readOutbox(db: Database): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY created_at, id');
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    ...(r.link ? { link: r.link } : {}),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** A fresh app on its own database. Keep this signature: contract, payments and security tests use it. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const config = loadConfig(envFrom(overrides));
  const { db, drop } = await openTestDatabase(config.DATABASE_URL);
  const log = pino({ level: config.LOG_LEVEL });
  const now = overrides.now ?? (() => new Date());
  const mail = startMail({
    db,
    log,
    now,
    transport: mailTransport(config, log, { outboxFiles: false }),
    ...(overrides.mailWorker ? { options: overrides.mailWorker } : {}),
  });
  const ctx: AppContext = { config, db, log, mail: mail.queue, now };
  const app = createApp(ctx);

  return {
    ctx,
    mailWorker: mail.worker,
    request: async (path, init, opts) =>
      app.request(path, init, opts?.from ? { incoming: { socket: { remoteAddress: opts.from } } } : undefined),
    async signUp(opts = {}) {
      const email = (opts.email ?? `user-${randomBytes(6).toString('hex')}@skimly.test`).toLowerCase();
      const password = opts.password ?? `pw-${randomBytes(9).toString('base64url')}`;
      const user = await db.one<{ id: string }>(
        'INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ($1, $2, $3, $3) RETURNING id',
        [email, await hashPassword(password), now()],
      );
      if (opts.premium) {
        const periodEnd = new Date(now().getTime() + 30 * 24 * 3600_000);
        await db.query(
          `INSERT INTO subscriptions (user_id, plan_id, status, provider, current_period_end, created_at, updated_at)
           VALUES ($1, 'premium-monthly', 'active', 'test', $2, $3, $3)`,
          [user.id, periodEnd, now()],
        );
      }
      const session = await createSession(ctx, user.id, { remember: false });
      return { id: user.id, email, password, token: session.token };
    },
    outbox: () => readOutbox(db),
    async lastLinkToken(email) {
      const mails = (await readOutbox(db)).filter((m) => m.to === email.toLowerCase() && m.link);
      const token = new URL(mails.at(-1)?.link ?? 'http://none/').searchParams.get('token');
      if (!token) throw new Error(`No e-mailed link with a token for ${email}`);
      return token;
    },
    async close() {
      await mail.worker?.stop(1000);
      await db.close();
      await drop();
    },
  };
}

/** Where an app's billing notices go (issue 28.3), as server/main.ts hands them to the maintenance jobs. */
export const notifyOf = (app: TestApp) => ({ mail: app.ctx.mail, publicUrl: app.ctx.config.PUBLIC_URL });
