/**
 * Housekeeping on a schedule. Every instance runs the scheduler; a job runs under a transaction-scoped
 * advisory lock and records when it ran, so one instance does each run and the others find it done.
 */
import type { Logger } from 'pino';
import type { Database } from '#server/db/types.ts';
import { purgeDeletedAccountCheckouts } from '#server/payments/checkout.ts';
import { purgeExpiredLimits } from '#server/rate-limit/limiter.ts';
import { refreshBillingClock } from '#server/subscriptions/clock.ts';
import type { Notify } from '#server/subscriptions/notices.ts';
import { runDueTestBilling } from '#server/subscriptions/test-billing.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Any constant other than the migrations' (server/db/migrate.ts). */
export const MAINTENANCE_LOCK_KEY = 734_201_118;

export type Job = {
  name: string;
  everyMs: number;
  /** PGlite has no autovacuum to keep planner statistics current; PostgreSQL does. */
  engines: ReadonlyArray<Database['engine']>;
  run(db: Database, now: Date, notify: Notify): Promise<Record<string, number>>;
};

const count = async (db: Database, sql: string, params: unknown[]) => (await db.query(sql, params)).length;

/** docs/decisions: maintenance schedule. Sent mail is kept a week, failed mail a month, for support. */
export const JOBS: readonly Job[] = [
  {
    name: 'purge-expired',
    everyMs: 15 * MINUTE,
    engines: ['pglite', 'postgres'],
    async run(db, now) {
      return {
        sessions: await count(db, 'DELETE FROM sessions WHERE expires_at <= $1 RETURNING id', [now]),
        emailTokens: await count(db, 'DELETE FROM email_tokens WHERE expires_at <= $1 RETURNING id', [now]),
        googleLogins: await count(db, 'DELETE FROM oauth_states WHERE expires_at <= $1 RETURNING state', [now]),
        rateLimits: await purgeExpiredLimits(db),
        mail: await count(db, 'DELETE FROM outbox WHERE sent_at < $1 OR failed_at < $2 RETURNING id', [
          new Date(now.getTime() - 7 * DAY),
          new Date(now.getTime() - 30 * DAY),
        ]),
        deletedAccountCheckouts: await purgeDeletedAccountCheckouts(db, now),
      };
    },
  },
  {
    // TEST MODE bills itself (decision 166): renewals, failures and lapses that fell due in real time
    // run here too, not only when the simulation advances the clock. Only TEST MODE's own rows.
    name: 'test-billing',
    everyMs: 15 * MINUTE,
    engines: ['pglite', 'postgres'],
    async run(db, now, notify) {
      const offset = await refreshBillingClock(db);
      return { steps: await runDueTestBilling(db, notify, new Date(now.getTime() + offset)) };
    },
  },
  {
    name: 'analyze',
    everyMs: 6 * 60 * MINUTE,
    engines: ['pglite'],
    async run(db) {
      await db.exec('ANALYZE');
      return {};
    },
  },
];

/** Runs job unless another instance holds the lock or ran it within its interval; true when it ran. */
export async function runJobIfDue(db: Database, job: Job, now: Date, log: Logger, notify: Notify): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { locked } = await tx.one<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      MAINTENANCE_LOCK_KEY,
    ]);
    if (!locked) return false;
    const last = await tx.maybeOne<{ last_run_at: Date }>('SELECT last_run_at FROM maintenance_runs WHERE job = $1', [
      job.name,
    ]);
    if (last && now.getTime() - new Date(last.last_run_at).getTime() < job.everyMs) return false;
    const started = performance.now();
    const removed = await job.run(tx, now, notify);
    await tx.query(
      `INSERT INTO maintenance_runs (job, last_run_at) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at`,
      [job.name, now],
    );
    log.info({ job: job.name, ms: Math.round(performance.now() - started), ...removed }, 'maintenance job ran');
    return true;
  });
}

export type Maintenance = { stop(): Promise<void> };

/** Checks every minute (and shortly after start) which jobs are due. */
export function startMaintenance(deps: {
  db: Database;
  log: Logger;
  now: () => Date;
  /** Where the billing job's e-mails go (issue 28.3). */
  notify: Notify;
  jobs?: readonly Job[];
  checkEveryMs?: number;
  firstCheckMs?: number;
}): Maintenance {
  const { db, log, now } = deps;
  const jobs = (deps.jobs ?? JOBS).filter((j) => j.engines.includes(db.engine));
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        await runJobIfDue(db, job, now(), log, deps.notify).catch((err: unknown) =>
          log.error({ err, job: job.name }, 'maintenance job failed'),
        );
      }
    });
  };
  const first = setTimeout(tick, deps.firstCheckMs ?? 5000);
  const every = setInterval(tick, deps.checkEveryMs ?? MINUTE);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
