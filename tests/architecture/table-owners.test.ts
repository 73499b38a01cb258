/**
 * Issue 25.5: one owner per table on the server, and no SQL in route files. Each table is written
 * (INSERT, UPDATE, DELETE) by its owner module only, so a table's rules (a subscription's lifecycle,
 * a checkout's states) live in one place; route files hand requests to those modules and hold no
 * statement of their own (none is excepted). The few other writers are listed with their reason, and an
 * exception that no longer applies fails too, so the list only shrinks.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inModule, readModule, readModules } from './tableOwners.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Table → the module that writes it: a file, or a folder with a trailing slash. */
const OWNERS: Record<string, string> = {
  subscriptions: 'server/subscriptions/repository.ts',
  invoices: 'server/subscriptions/invoices.ts',
  test_clock: 'server/subscriptions/clock.ts',
  billing_notices: 'server/subscriptions/notices.ts',
  payment_sessions: 'server/payments/store.ts',
  webhook_events: 'server/payments/webhook.ts',
  deleted_account_checkouts: 'server/payments/checkout.ts',
  prompts: 'server/prompts/repository.ts',
  feedback: 'server/feedback/repository.ts',
  summaries: 'server/summaries/repository.ts',
  users: 'server/auth/users.ts',
  sessions: 'server/auth/sessions.ts',
  email_tokens: 'server/auth/email-tokens.ts',
  oauth_states: 'server/google/store.ts',
  outbox: 'server/mail/queue.ts',
  maintenance_runs: 'server/maintenance/jobs.ts',
  schema_migrations: 'server/db/migrate.ts',
};

type Exception = { table: string; module: string; reason: string };

const SWEEP = 'the retention sweep deletes what has expired, every table in one job (server/maintenance/jobs.ts)';
const DELETION = 'account deletion removes or anonymises every row about the person in one transaction';
const SEED = 'the demo accounts, inserted once at start when absent (never a change to a live row)';

/** Writers other than the owner, and why. */
const EXCEPTIONS: Exception[] = [
  { table: 'summaries', module: 'server/seed/index.ts', reason: SEED },
  { table: 'users', module: 'server/seed/index.ts', reason: SEED },
  {
    table: 'summaries',
    module: 'server/summarize/history.ts',
    reason: "the summariser's history: its summaries, failed attempts and their retries (migration 009)",
  },
  { table: 'users', module: 'server/google/store.ts', reason: 'a Google sign-in creates or links the account' },
  {
    table: 'users',
    module: 'server/account/repository.ts',
    reason: `account settings (address, password); ${DELETION}`,
  },
  {
    table: 'sessions',
    module: 'server/account/repository.ts',
    reason: 'signing out other devices from the account page',
  },
  { table: 'feedback', module: 'server/account/repository.ts', reason: DELETION },
  {
    table: 'invoices',
    module: 'server/account/repository.ts',
    reason: `${DELETION}; invoices stay, under an anonymous id`,
  },
  { table: 'outbox', module: 'server/account/repository.ts', reason: DELETION },
  { table: 'outbox', module: 'server/auth/email-tokens.ts', reason: "a link's mail is queued with its token" },
  { table: 'sessions', module: 'server/maintenance/jobs.ts', reason: SWEEP },
  { table: 'email_tokens', module: 'server/maintenance/jobs.ts', reason: SWEEP },
  { table: 'oauth_states', module: 'server/maintenance/jobs.ts', reason: SWEEP },
  { table: 'outbox', module: 'server/maintenance/jobs.ts', reason: SWEEP },
];

const modules = readModules(ROOT, 'server');
const allowed = (table: string, file: string) =>
  (OWNERS[table] !== undefined && inModule(file, OWNERS[table])) ||
  EXCEPTIONS.some((e) => e.table === table && inModule(file, e.module));

describe('the reader of SQL', () => {
  it('finds statements in string and template literals, not in comments or calls named query', () => {
    const source = `
      // DELETE FROM summaries WHERE a comment mentions it
      const page = c.req.query('session_id');
      await db.query(\`UPDATE subscriptions s SET status = $2 WHERE id = $1\`, [id, status]);
      await db.query('INSERT INTO prompts (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET prompt = $2');
      await db.maybeOne(\`SELECT * FROM payment_sessions WHERE id = $1\${lock ? ' FOR UPDATE' : ''}\`, [id]);
      await db.query(\`DELETE FROM \${TABLE} WHERE expire < $1\`, [now]);
      const words = 'Select a plan to update your subscription';
    `;
    const found = readModule('server/x/store.ts', source);
    expect(found.sql).toHaveLength(4);
    expect(found.writes).toEqual(['prompts', 'subscriptions']);
    expect(found.isRoutes).toBe(false);
  });

  it('knows a route file by its router or its name', () => {
    expect(readModule('server/x/pages.ts', 'const app = new Hono();').isRoutes).toBe(true);
    expect(readModule('server/x/account-routes.ts', '').isRoutes).toBe(true);
    expect(readModule('server/x/store.ts', "import { Hono } from 'hono';").isRoutes).toBe(false);
  });

  it('sees the statements of the real tree (the rules below are not checking nothing)', () => {
    const writers = modules.filter((m) => m.writes.includes('subscriptions')).map((m) => m.file);
    expect(writers).toContain(OWNERS.subscriptions);
  });
});

describe('one owner per table', () => {
  it('every table written on the server has an owner', () => {
    const written = new Set(modules.flatMap((m) => m.writes));
    expect([...written].filter((table) => !(table in OWNERS)).sort()).toEqual([]);
  });

  it("no module writes a table it does not own (move the write into the owner's module)", () => {
    const strays = modules.flatMap((m) =>
      m.writes
        .filter((table) => !allowed(table, m.file))
        .map((table) => `${m.file} writes ${table}, owned by ${OWNERS[table]}`),
    );
    expect(strays).toEqual([]);
  });

  it('a breaking module is caught: a route that cancels a subscription itself', () => {
    const breaks = readModule(
      'server/payments/routes.ts',
      "await ctx.db.query(`UPDATE subscriptions SET status = 'cancelled' WHERE id = $1`, [id]);",
    );
    expect(breaks.writes.filter((table) => !allowed(table, breaks.file))).toEqual(['subscriptions']);
    expect(breaks.isRoutes && breaks.sql.length > 0).toBe(true);
  });

  it('lists as exceptions only writes that are still there', () => {
    const stale = EXCEPTIONS.filter(
      (e) => !modules.some((m) => inModule(m.file, e.module) && m.writes.includes(e.table)),
    );
    expect(stale).toEqual([]);
  });

  it('every exception says why', () => {
    expect(EXCEPTIONS.filter((e) => e.reason.trim().length < 10)).toEqual([]);
  });
});

describe('route files hold no SQL', () => {
  it('no route file holds a statement (it calls its repository)', () => {
    const routes = modules.filter((m) => m.isRoutes && m.sql.length > 0);
    expect(routes.map((m) => `${m.file}: ${m.sql[0]?.trim().split('\n')[0]}`)).toEqual([]);
  });

  it('sees the route files of the real tree (the rule above is not checking nothing)', () => {
    const routes = modules.filter((m) => m.isRoutes).map((m) => m.file);
    expect(routes).toContain('server/auth/account-routes.ts');
  });
});
