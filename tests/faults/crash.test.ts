/**
 * Kills the real server process (SIGKILL, no shutdown handler) in the middle of a write storm and
 * restarts it on the same data: every acknowledged write is there, none is applied twice, and the
 * database opens cleanly. PGlite always; PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, scratchPostgres, type Target, targetEnv, withDatabase } from '#tests/support/databases.ts';
import { bearer, login, postJson } from '#tests/support/http.ts';
import { removeDataDir, type ServerProcess, startServer, tempDataDir } from '#tests/support/server.ts';
import { type StripeFake, startStripeFake } from '#tests/server/fakes/stripe-api.ts';
import {
  fulfilmentRace,
  type Ledger,
  MONTHLY,
  newLedger,
  promptWriter,
  registrationWriter,
  summaryWriter,
  WEBHOOK_SECRET,
} from './writes.ts';

const PASSWORD = 'crash-test-password';
const WRITERS = 3;

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(() => fake.close());

async function seed(target: Target) {
  const hash = await hashPassword(PASSWORD);
  return withDatabase(target, async (db) => {
    const make = async (premium: boolean) => {
      const email = `crash-${premium ? 'p' : 'b'}-${Math.random().toString(36).slice(2)}@skimly.test`;
      const user = await db.one<{ id: string }>(
        'INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ($1, $2, $3, $3) RETURNING id',
        [email, hash, new Date()],
      );
      if (premium) {
        await db.query(
          `INSERT INTO subscriptions (user_id, plan_id, status, provider, current_period_end, created_at, updated_at)
           VALUES ($1, 'premium-monthly', 'active', 'test', $2, $3, $3)`,
          [user.id, new Date(Date.now() + 30 * 86_400_000), new Date()],
        );
      }
      return email;
    };
    const premium = await Promise.all(Array.from({ length: WRITERS }, () => make(true)));
    const basic = await Promise.all(Array.from({ length: WRITERS }, () => make(false)));
    return { premium, basic };
  });
}

const serverEnv = (target: Target) => ({
  ...targetEnv(target),
  STRIPE_SECRET_KEY: 'sk_test_faults',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
  // Production with real payments needs SMTP; these runs send no mail (the discard port).
  SMTP_URL: 'smtp://127.0.0.1:9',
});

/** A Basic user starts a checkout and pays at the (fake) Stripe: the session awaits fulfilment. */
async function paidCheckout(server: ServerProcess, email: string): Promise<string> {
  const signIn = await postJson(`${server.url}/api/login`, { email, password: PASSWORD });
  const { token, user } = (await signIn.json()) as { token: string; user: { id: string } };
  const res = await postJson(`${server.url}/api/subscription/payment-link`, { plan: MONTHLY }, bearer(token));
  expect(res.status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === user.id);
  if (!session) throw new Error('the Stripe fake saw no checkout for this user');
  fake.complete(session.id, new Date(Date.now() + 30 * 24 * 3600 * 1000));
  return session.id;
}

async function storm(server: ServerProcess, emails: string[], sessions: string[], ledger: Ledger) {
  let running = true;
  const alive = () => running;
  const tokens = await Promise.all(emails.map((e) => login(server.url, e, PASSWORD)));
  const writers = [
    ...emails.map((e, i) => summaryWriter(server.url, e, tokens[i] ?? '', ledger, alive)),
    ...emails.map((e, i) => promptWriter(server.url, e, tokens[i] ?? '', ledger, alive)),
    registrationWriter(server.url, ledger, alive),
    ...sessions.map((s) => fulfilmentRace(server.url, s, 1, alive)),
  ];
  await new Promise((r) => setTimeout(r, 500 + Math.random() * 700));
  await server.kill();
  running = false;
  await Promise.all(writers);
}

async function verify(target: Target, ledger: Ledger, basic: string[]) {
  await withDatabase(target, async (db) => {
    const acked = [...ledger.summaries.values()].flat();
    expect(acked.length).toBeGreaterThan(0);
    const found = await db.query<{ id: string }>('SELECT id FROM summaries WHERE id = ANY($1::uuid[])', [acked]);
    expect(found.length).toBe(acked.length);
    for (const [email, p] of ledger.prompts) {
      const row = await db.maybeOne<{ prompt: string }>(
        'SELECT p.prompt FROM prompts p JOIN users u ON u.id = p.user_id WHERE u.email = $1',
        [email],
      );
      if (p.acked === undefined) continue;
      // The stored prompt is the last acknowledged one or one sent after it (in flight at the kill).
      expect(row).not.toBeNull();
      expect(p.sent.indexOf(row?.prompt ?? '')).toBeGreaterThanOrEqual(p.sent.indexOf(p.acked));
    }
    const registered = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
      ledger.registrations,
    ]);
    expect(registered.length).toBe(ledger.registrations.length);
    const subs = await db.query<{ email: string; n: number }>(
      `SELECT u.email, count(s.id)::int AS n FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id
       WHERE u.email = ANY($1) GROUP BY u.email`,
      [basic],
    );
    expect(subs.map((s) => s.n)).toEqual(basic.map(() => 1));
  });
}

async function crashAndRecover(target: Target) {
  const { premium, basic } = await seed(target);
  const env = serverEnv(target);
  const dataDir = target.engine === 'pglite' ? target.dataDir : undefined;
  const first = await startServer({ env, ...(dataDir ? { dataDir } : {}) });
  const sessions: string[] = [];
  for (const email of basic) sessions.push(await paidCheckout(first, email));
  const ledger = newLedger();
  await storm(first, premium, sessions, ledger);

  const second = await startServer({ env, ...(dataDir ? { dataDir } : {}) });
  try {
    // Stripe retries after the crash; the success page polls again: both find the work done.
    for (const s of sessions) await fulfilmentRace(second.url, s, 2, () => false);
    for (const s of sessions) {
      const res = await fetch(`${second.url}/api/payment/success?session_id=${s}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'success' });
    }
  } finally {
    expect(await second.stop()).toBe(0);
  }
  await verify(target, ledger, basic);
}

describe('SIGKILL in the middle of writes', () => {
  it('PGlite: acknowledged writes survive, none is applied twice, the folder reopens', async () => {
    const dataDir = tempDataDir();
    try {
      await crashAndRecover({ engine: 'pglite', dataDir });
    } finally {
      removeDataDir(dataDir);
    }
  }, 180_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL (DATABASE_URL): the same',
    async () => {
      const scratch = await scratchPostgres(process.env.DATABASE_URL);
      if (!scratch) throw new Error('DATABASE_URL is set but PostgreSQL is not reachable');
      try {
        await crashAndRecover({ engine: 'postgres', url: scratch.url });
      } finally {
        await scratch.drop();
      }
    },
    180_000,
  );
});
