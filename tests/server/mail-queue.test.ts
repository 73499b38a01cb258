/**
 * The mail queue (issue 16): messages are rows written with what caused them, each delivered once by
 * whichever instance's worker claims it, taken over when the instance holding it dies, and retried
 * with backoff. Workers here are real (server/mail/queue.ts) on a real database; the transport
 * records what it is handed.
 */
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MailWorker, startMailWorker } from '#server/mail/queue.ts';
import { mailQueue } from '#server/mail/queue.ts';
import type { MailTransport, QueuedMail } from '#server/mail/types.ts';
import { manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const log = pino({ level: 'silent' });
let app: TestApp | undefined;
const workers: MailWorker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop(500);
  await app?.close();
  app = undefined;
});

/** A transport that keeps what it delivers; `hold` keeps every delivery waiting until released. */
function recorder(opts: { delayMs?: number; hold?: boolean } = {}) {
  const delivered: QueuedMail[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  const transport: MailTransport = {
    name: 'smtp',
    async deliver(mail) {
      if (opts.hold) await held;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
      delivered.push(mail);
    },
    close() {},
  };
  return { transport, delivered, release };
}

const message = (i: number) => ({ to: `user-${i}@example.com`, subject: `Message ${i}`, text: 't', html: '<p>t</p>' });

function worker(t: TestApp, transport: MailTransport, now: () => Date = () => new Date()) {
  const w = startMailWorker({ db: t.ctx.db, transport, log, now, options: { pollMs: 50 } });
  workers.push(w);
  return w;
}

describe('mail queue', { timeout: 120_000 }, () => {
  it('delivers each message once when two instances work the same queue', async () => {
    app = await createTestApp();
    const queue = mailQueue(app.ctx.db, () => new Date());
    for (let i = 0; i < 20; i++) await queue.enqueue(message(i));
    const a = recorder({ delayMs: 20 });
    const b = recorder({ delayMs: 20 });
    worker(app, a.transport);
    worker(app, b.transport);
    await vi.waitFor(() => expect(a.delivered.length + b.delivered.length).toBe(20), { timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 300));
    const subjects = [...a.delivered, ...b.delivered].map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i}`).sort());
    expect(a.delivered.length).toBeGreaterThan(0);
    expect(b.delivered.length).toBeGreaterThan(0);
    const unsent = await app.ctx.db.query('SELECT id FROM outbox WHERE sent_at IS NULL');
    expect(unsent).toEqual([]);
  });

  it('queues with the transaction that caused it: a rollback queues nothing', async () => {
    app = await createTestApp();
    const queue = mailQueue(app.ctx.db, () => new Date());
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await queue.enqueue(message(1), tx);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await app.ctx.db.transaction((tx) => queue.enqueue(message(2), tx));
    expect((await app.outbox()).map((m) => m.subject)).toEqual(['Message 2']);
  });

  it('takes over the mail of an instance that died holding it, once its lease runs out', async () => {
    app = await createTestApp();
    const clock = manualClock();
    await mailQueue(app.ctx.db, clock.now).enqueue(message(1));
    // What a killed instance leaves behind: a claim it will never renew.
    await app.ctx.db.query("UPDATE outbox SET claimed_by = 'dead-instance', claimed_until = $1, attempts = 1", [
      new Date(clock.now().getTime() + 15_000),
    ]);
    const survivor = recorder();
    worker(app, survivor.transport, clock.now);
    await new Promise((r) => setTimeout(r, 300));
    expect(survivor.delivered).toEqual([]);
    clock.advance(16_000);
    await vi.waitFor(() => expect(survivor.delivered.map((m) => m.subject)).toEqual(['Message 1']), {
      timeout: 10_000,
    });
  });

  it('on stop, finishes the mail in hand, or hands it back to the queue when it cannot', async () => {
    app = await createTestApp();
    const queue = mailQueue(app.ctx.db, () => new Date());
    await queue.enqueue(message(1));
    const slow = recorder({ delayMs: 2000 });
    const first = worker(app, slow.transport);
    await vi.waitFor(
      async () => expect(await app?.ctx.db.query('SELECT id FROM outbox WHERE claimed_by IS NOT NULL')).toHaveLength(1),
      { timeout: 15_000, interval: 20 },
    );
    await first.stop(10_000);
    expect(slow.delivered).toHaveLength(1);

    await queue.enqueue(message(2));
    const stuck = recorder({ hold: true });
    const second = worker(app, stuck.transport);
    await vi.waitFor(
      async () => expect(await app?.ctx.db.query('SELECT id FROM outbox WHERE claimed_by IS NOT NULL')).toHaveLength(1),
      { timeout: 15_000 },
    );
    await second.stop(200);
    const [row] = await app.ctx.db.query<{ claimed_by: string | null; sent_at: Date | null }>(
      "SELECT claimed_by, sent_at FROM outbox WHERE subject = 'Message 2'",
    );
    expect(row).toEqual({ claimed_by: null, sent_at: null });
    stuck.release();
  });
});
