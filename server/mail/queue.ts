/**
 * The mail queue. enqueue() writes a row to the outbox table (in the caller's transaction); a worker
 * in every instance claims due rows with FOR UPDATE SKIP LOCKED, so two instances never take the
 * same row, holds each for a lease it renews while delivering, hands it to the transport and marks
 * it sent. If an instance dies, its lease runs out and another instance takes the row: every
 * message goes out whatever instance dies when. Transient failures retry with exponential backoff;
 * permanent ones (SMTP 5xx) and the last attempt mark the row failed.
 */
import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '#server/db/types.ts';
import { type MailMessage, type MailQueue, type MailTransport, PermanentMailError, type QueuedMail } from './types.ts';

export type MailWorkerOptions = {
  /** How often an idle worker looks for due mail queued by other instances or due for a retry. */
  pollMs: number;
  /** How long a claim holds without renewal: the longest a dead instance delays its mail. */
  leaseMs: number;
  /** Messages delivered at once by one worker. */
  batch: number;
  /** Delay before the n-th retry: retryBaseMs * 2^(n-1), at most retryCapMs, ±20 %. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Deliveries tried before a message is marked failed. */
  maxAttempts: number;
};

/** docs/decisions: mail queue timings. */
export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  pollMs: 1000,
  leaseMs: 15_000,
  batch: 5,
  retryBaseMs: 30_000,
  retryCapMs: 30 * 60_000,
  maxAttempts: 8,
};

/** A message as the outbox table holds it. */
export type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: Date;
};

type Row = OutboxRow & { attempts: number };

const asMail = (r: Row): QueuedMail => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  ...(r.link ? { link: r.link } : {}),
  createdAt: new Date(r.created_at),
});

/** Writes the row; `wake` tells this instance's worker there is mail (it also polls). */
export function mailQueue(db: Database, now: () => Date, wake: () => void = () => {}): MailQueue {
  return {
    async enqueue(message: MailMessage, through: Database = db) {
      const at = now();
      await through.query(
        `INSERT INTO outbox (to_address, subject, text_body, html_body, link, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [message.to, message.subject, message.text, message.html, message.link ?? null, at],
      );
      wake();
    },
  };
}

export function retryDelayMs(attempt: number, o: Pick<MailWorkerOptions, 'retryBaseMs' | 'retryCapMs'>): number {
  const plain = Math.min(o.retryCapMs, o.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.8 + Math.random() * 0.4));
}

export type MailWorker = {
  readonly id: string;
  /** Looks for due mail now (after enqueue, and again shortly after, for a transaction still committing). */
  wake(): void;
  /** Stops claiming, waits up to drainMs for the mail in hand, then releases what is left to other instances. */
  stop(drainMs?: number): Promise<void>;
  /** Resolves when no pass is running (tests). */
  idle(): Promise<void>;
};

export type MailWorkerDeps = {
  db: Database;
  transport: MailTransport;
  log: Logger;
  now: () => Date;
  options?: Partial<MailWorkerOptions>;
};

export function startMailWorker({ db, transport, log, now, options }: MailWorkerDeps): MailWorker {
  const o = { ...MAIL_WORKER_DEFAULTS, ...options };
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const inHand = new Set<Promise<void>>();
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;

  const later = (ms: number) => new Date(now().getTime() + ms);

  const claim = () =>
    db.query<Row>(
      `UPDATE outbox SET claimed_by = $1, claimed_until = $2, attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $3
                        AND (claimed_until IS NULL OR claimed_until < $3)
                      ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body, link, created_at, attempts`,
      [id, later(o.leaseMs), now(), o.batch],
    );

  const settle = (row: Row, sql: string, params: unknown[]) =>
    db.query(`UPDATE outbox SET ${sql}, claimed_by = NULL, claimed_until = NULL WHERE id = $1 AND claimed_by = $2`, [
      row.id,
      id,
      ...params,
    ]);

  async function deliver(row: Row): Promise<void> {
    const fields = { id: row.id, to: row.to_address, subject: row.subject, attempt: row.attempts };
    try {
      await transport.deliver(asMail(row));
      await settle(row, 'sent_at = $3', [now()]);
      log.info(fields, 'e-mail sent');
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentMailError || row.attempts >= o.maxAttempts) {
        await settle(row, 'failed_at = $3, last_error = $4', [now(), error]);
        log.error({ ...fields, error }, 'e-mail not sent: giving up');
        return;
      }
      const retryAt = later(retryDelayMs(row.attempts, o));
      await settle(row, 'next_attempt_at = $3, last_error = $4', [retryAt, error]);
      log.warn({ ...fields, error, retryAt }, 'e-mail not sent: will retry');
    }
  }

  /** Renews the lease of everything this worker holds, so a slow delivery is not taken over. */
  const renew = () =>
    db
      .query('UPDATE outbox SET claimed_until = $2 WHERE claimed_by = $1 AND sent_at IS NULL AND failed_at IS NULL', [
        id,
        later(o.leaseMs),
      ])
      .catch((err: unknown) => log.warn({ err }, 'mail lease renewal failed'));

  async function pass(): Promise<void> {
    do {
      again = false;
      const rows = await claim();
      const batch = rows.map((row) => {
        const p = deliver(row).finally(() => inHand.delete(p));
        inHand.add(p);
        return p;
      });
      await Promise.all(batch);
      if (rows.length === o.batch) again = true;
    } while (again && !stopping);
  }

  // wake() is called from inside the transaction that queued the mail; a pass started in that
  // async context would join the transaction and deliver before (or without) its commit. Passes
  // run in the worker's own context, captured here at start.
  const scope = new AsyncResource('skimly.mail-worker');

  function wake(): void {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = scope
      .runInAsyncScope(pass)
      .catch((err: unknown) => log.error({ err }, 'mail worker pass failed'))
      .finally(() => {
        running = null;
      });
  }

  const poll = setInterval(wake, o.pollMs);
  const lease = setInterval(renew, Math.max(1000, Math.floor(o.leaseMs / 3)));
  poll.unref();
  lease.unref();
  wake();

  return {
    id,
    wake() {
      wake();
      setTimeout(wake, 250).unref();
    },
    async stop(drainMs = 10_000) {
      stopping = true;
      clearInterval(poll);
      const drained = Promise.all([...inHand, running]).then(() => true);
      const timedOut = new Promise<false>((r) => setTimeout(() => r(false), drainMs).unref());
      if (!(await Promise.race([drained, timedOut]))) log.warn({ left: inHand.size }, 'mail still in hand at stop');
      clearInterval(lease);
      // Whatever is still in hand goes back to the queue now rather than when the lease runs out.
      await db
        .query(
          'UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1 AND sent_at IS NULL AND failed_at IS NULL',
          [id],
        )
        .catch(() => {});
      transport.close();
    },
    async idle() {
      while (running) await running;
    },
  };
}
