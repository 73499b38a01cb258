/**
 * The deployment, tested as it ships (issue 16): nginx with deploy/nginx/skimly.conf.template in front
 * of two server instances on one PostgreSQL database. Sign-in throttling counts across both (and
 * fails this test if it moves back into process memory), each queued mail is sent once even when
 * the instance holding it is killed, a SIGKILL mid-traffic loses no acknowledged write and no read,
 * and SIGTERM drains. Runs in CI's PostgreSQL pass (DATABASE_URL set); installs nginx when missing.
 */
import { createConnection } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#tests/support/databases.ts';
import { closeClients, send } from './client.ts';
import { type Stack, startStack } from './stack.ts';

const enabled = Boolean(process.env.DATABASE_URL);
const PASSWORD = 'deploy-test-password';

let stack: Stack;
let db: pg.Client;

async function seedUser(premium: boolean): Promise<string> {
  const email = `deploy-${Math.random().toString(36).slice(2)}@skimly.test`;
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ($1, $2, $3, $3) RETURNING id',
    [email, await hashPassword(PASSWORD), new Date()],
  );
  if (premium) {
    await db.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, provider, current_period_end, created_at, updated_at)
       VALUES ($1, 'premium-monthly', 'active', 'test', $2, $3, $3)`,
      [rows[0]?.id, new Date(Date.now() + 30 * 86_400_000), new Date()],
    );
  }
  return email;
}

const login = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  send(stack.url, 'POST', '/api/login', { body: { email, password }, from, headers });

describe.skipIf(!enabled)('two instances behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    stack = await startStack();
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
  }, 240_000);
  afterAll(async () => {
    closeClients();
    await db?.end();
    await stack?.stop();
  }, 60_000);

  it('counts sign-in failures across both instances, per client address from nginx', async () => {
    const email = await seedUser(false);
    // nginx sends requests to the instances in turn: in-process counters would each see half.
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}`, '127.0.0.10')).status).toBe(401);
    for (let i = 0; i < 2; i++) {
      const held = await login(email, PASSWORD, '127.0.0.10');
      expect(held.status).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Writing X-Forwarded-For does not make a client someone else: nginx overwrites it.
    expect((await login(email, PASSWORD, '127.0.0.10', { 'x-forwarded-for': '127.0.0.11' })).status).toBe(429);
    // The owner, from another address, signs in: the address the instances see is the client's, not nginx's.
    expect((await login(email, PASSWORD, '127.0.0.11')).status).toBe(200);
  });

  it('sends each queued mail once, also when the instance holding one is killed', async () => {
    const register = (i: number) =>
      send(stack.url, 'POST', '/api/register', {
        body: { email: `mail-${i}-${Date.now()}@example.com`, password: 'register-password' },
        from: `127.0.1.${i + 1}`,
      });
    for (let i = 0; i < 6; i++) expect((await register(i)).status).toBe(202);
    await vi.waitFor(() => expect(stack.smtp.received).toHaveLength(6), { timeout: 20_000 });

    // The next message's DATA stays unanswered: its instance holds it when it dies.
    stack.smtp.holdNext();
    expect((await register(6)).status).toBe(202);
    await vi.waitFor(() => expect(stack.smtp.held).not.toBeNull(), { timeout: 20_000 });
    const { rows } = await db.query<{ claimed_by: string }>(
      'SELECT claimed_by FROM outbox WHERE sent_at IS NULL AND claimed_by IS NOT NULL',
    );
    const holder = stack.instances.findIndex((s) => rows[0]?.claimed_by.split(':')[1] === String(s.child.pid));
    expect(holder).toBeGreaterThanOrEqual(0);
    await stack.kill(holder as 0 | 1);
    // The other instance takes the message over once the dead one's lease (15 s) runs out.
    await vi.waitFor(() => expect(stack.smtp.received).toHaveLength(7), { timeout: 40_000, interval: 250 });
    await stack.restart(holder as 0 | 1);

    const ids = stack.smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(7);
    const unsent = await db.query('SELECT id FROM outbox WHERE sent_at IS NULL');
    expect(unsent.rows).toEqual([]);
  }, 120_000);

  it('loses no acknowledged write and fails no read when an instance is SIGKILLed mid-traffic and restarted', async () => {
    const emails = [await seedUser(true), await seedUser(true), await seedUser(true)];
    const tokens: string[] = [];
    for (const [i, email] of emails.entries()) {
      const answer = await login(email, PASSWORD, `127.0.2.${i + 1}`);
      tokens.push((answer.body as { token: string }).token);
    }
    const acknowledged: string[] = [];
    const reads: number[] = [];
    const writes: Array<number | string> = [];
    const started = Date.now();
    const inFlight = new Set<Promise<void>>();
    let n = 0;
    let restarted: Promise<void> = Promise.resolve();
    const kill = setTimeout(() => void stack.kill(0), 3000);
    const restart = setTimeout(() => {
      restarted = stack.restart(0);
    }, 6000);
    while (Date.now() - started < 12_000) {
      const token = tokens[n % tokens.length] as string;
      const i = n++;
      const p = (async () => {
        if (i % 4 === 0) {
          const saved = await send(stack.url, 'POST', '/api/summaries', {
            token,
            body: { title: `Write ${i}`, video_id: 'dQw4w9WgXcQ', type: 'video', summary: 'Acknowledged or not.' },
          }).catch((e: Error) => e.message);
          writes.push(typeof saved === 'string' ? saved : saved.status);
          if (typeof saved !== 'string' && saved.status === 201) {
            acknowledged.push((saved.body as { summary: { id: string } }).summary.id);
          }
        } else {
          const path = i % 4 === 1 ? '/api/user-info' : '/api/summaries?page=1';
          reads.push((await send(stack.url, 'GET', path, { token })).status);
        }
      })().finally(() => inFlight.delete(p));
      inFlight.add(p);
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(inFlight);
    clearTimeout(kill);
    clearTimeout(restart);
    await restarted;

    // Reads are retried on the other instance by nginx: every one answered 200.
    expect(reads.filter((s) => s !== 200)).toEqual([]);
    // A write in flight at the kill may be answered 502 (not acknowledged); none may be lost once answered 201.
    expect(writes.filter((s) => s !== 201 && s !== 502)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM summaries WHERE id = ANY($1::uuid[])', [
      acknowledged,
    ]);
    expect(rows.length).toBe(acknowledged.length);
  }, 120_000);

  it('drains on SIGTERM: the request in flight is answered, then the instance exits cleanly', async () => {
    const email = await seedUser(false);
    const instance = stack.instances[1];
    const port = Number(new URL(instance.url).port);
    // A request whose body is still arriving when SIGTERM comes.
    const socket = createConnection({ port, host: '127.0.0.1' });
    const body = JSON.stringify({ email, password: PASSWORD });
    let answer = '';
    socket.on('data', (c: Buffer) => {
      answer += c.toString();
    });
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Request-Source: website\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((r) => instance.child.once('exit', (code) => r(code)));
    instance.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Meanwhile nginx sends everything to the other instance.
    for (let i = 0; i < 6; i++) expect((await send(stack.url, 'GET', '/api/health')).status).toBe(200);
    socket.write(body.slice(10));
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 200/), { timeout: 10_000 });
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exited).toBe(0);
    socket.destroy();
    await stack.restart(1);
  }, 60_000);
});
