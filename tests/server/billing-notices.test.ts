/**
 * Issue 28.3: the lifecycle writes to the customer, in TEST MODE on its billing clock. A failed
 * renewal, a grace period about to end, the lapse to Basic and an updated card each queue one e-mail
 * (the outbox table), and only one: advancing again, the maintenance job, a second submission of the
 * card form and a second instance on the same database (its own pool on PostgreSQL) send nothing
 * more. After a lapse, the account says why it is Basic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { openPostgres } from '#server/db/postgres.ts';
import type { Database } from '#server/db/types.ts';
import { JOBS } from '#server/maintenance/jobs.ts';
import { sendGraceEndingNotices } from '#server/subscriptions/notices.ts';
import { call } from './client.ts';
import { createTestApp, notifyOf, type TestApp, type TestUser } from './harness.ts';

const DAY = 86_400_000;
const t = messages.server;
type Json = Record<string, unknown>;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TEST_MODE: true });
});
afterAll(() => app.close());

const api = (method: string, path: string, token: string, body?: unknown) =>
  call<Json>(app, method, path, { token, ...(body !== undefined ? { body } : {}) });
const advance = async (user: TestUser, days: number) =>
  expect((await api('POST', '/api/test-mode/clock/advance', user.token, { days })).status).toBe(200);
const clockNow = async (user: TestUser) =>
  new Date(String((await api('GET', '/api/test-mode/clock', user.token)).body.now));
const subscription = async (user: TestUser) => (await api('GET', '/api/user-info', user.token)).body.subscription;
/** The subjects of the e-mails queued to the user, oldest first. */
const subjects = async (user: TestUser) =>
  (await app.outbox()).filter((m) => m.to === user.email).map((m) => m.subject);
const mailTo = async (user: TestUser, subject: string) =>
  (await app.outbox()).find((m) => m.to === user.email && m.subject === subject);

/** A monthly subscriber whose month started now on the billing clock (earlier tests moved it on). */
async function subscriber(): Promise<TestUser> {
  const user = await app.signUp({ premium: true });
  const end = new Date((await clockNow(user)).getTime() + 30 * DAY);
  await app.ctx.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1', [user.id, end]);
  return user;
}

/** A monthly subscriber whose next renewal fails, advanced to just after it: the grace period runs. */
async function failedRenewal(): Promise<{ user: TestUser; graceEndsAt: Date }> {
  const user = await subscriber();
  expect((await api('POST', '/api/test-mode/renewal-failure', user.token)).status).toBe(200);
  await advance(user, 31);
  const sub = await subscription(user);
  expect(sub).toMatchObject({ payment_failed: true, is_premium: true });
  return { user, graceEndsAt: new Date(String((sub as Json).grace_ends_at)) };
}

const cookie = (user: TestUser) => ({ Cookie: `${SESSION_COOKIE}=${user.token}` });

/** The test portal's card form, as the page renders it (with its one-time submission id). */
async function cardForm(user: TestUser): Promise<string> {
  const html = await (await app.request('/test-billing/portal', { headers: cookie(user) })).text();
  const submission = /name="submission" value="([^"]+)"/.exec(html)?.[1];
  if (!submission) throw new Error('the portal page has no card form');
  return submission;
}

const submitCard = (user: TestUser, submission: string) =>
  app.request('/test-billing/portal/card', {
    method: 'POST',
    headers: {
      Origin: app.ctx.config.PUBLIC_URL,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...cookie(user),
    },
    body: new URLSearchParams({ submission }).toString(),
  });

describe('the lifecycle e-mails (TEST MODE billing clock)', { timeout: 120_000 }, () => {
  it('a renewal never paid: failed, about to end, lapsed; one e-mail each; Basic says why', async () => {
    const { user, graceEndsAt } = await failedRenewal();
    expect(await subjects(user)).toEqual([t.renewalFailedSubject]);
    const failed = await mailTo(user, t.renewalFailedSubject);
    expect(failed?.text).toContain('Premium stays on until');
    expect(failed?.link).toBe(`${app.ctx.config.PUBLIC_URL}/dashboard`);

    // More than two days left: no warning yet. Within two days of the end: one, however often billing runs.
    const daysLeft = (graceEndsAt.getTime() - (await clockNow(user)).getTime()) / DAY;
    expect(daysLeft).toBeGreaterThan(2);
    await advance(user, Math.ceil(daysLeft) - 1);
    const ending = t.graceEndingSubject(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(graceEndsAt),
    );
    expect(await subjects(user)).toEqual([t.renewalFailedSubject, ending]);
    const job = JOBS.find((j) => j.name === 'test-billing');
    await job?.run(app.ctx.db, new Date(), notifyOf(app));
    expect(await subjects(user)).toEqual([t.renewalFailedSubject, ending]);

    // The grace period ends unpaid: Basic, and the account says why.
    await advance(user, 2);
    expect(await subscription(user)).toMatchObject({ is_premium: false, ended_reason: 'unpaid' });
    expect(await subjects(user)).toEqual([t.renewalFailedSubject, ending, t.lapsedSubject]);
    expect((await mailTo(user, t.lapsedSubject))?.text).toContain(
      'renewal payment for your Skimly Premium was not made',
    );
    await advance(user, 1);
    await job?.run(app.ctx.db, new Date(), notifyOf(app));
    expect(await subjects(user)).toHaveLength(3);
  });

  it('a cancelled subscription lapses at its period end: one e-mail that says so', async () => {
    const user = await subscriber();
    expect((await api('POST', '/api/subscription/cancel', user.token)).status).toBe(200);
    await advance(user, 31);
    expect(await subscription(user)).toMatchObject({ is_premium: false, ended_reason: 'cancelled' });
    expect(await subjects(user)).toEqual([t.lapsedSubject]);
    expect((await mailTo(user, t.lapsedSubject))?.text).toContain('You cancelled your Skimly Premium subscription');
  });

  it('an updated card: one e-mail per submission of the form, saying whether the failed payment went through', async () => {
    const { user } = await failedRenewal();
    const submission = await cardForm(user);
    expect((await submitCard(user, submission)).status).toBe(303);
    expect((await submitCard(user, submission)).status).toBe(303);
    expect(await subscription(user)).toMatchObject({ payment_failed: false, is_premium: true });
    expect(await subjects(user)).toEqual([t.renewalFailedSubject, t.cardUpdatedSubject]);
    expect((await mailTo(user, t.cardUpdatedSubject))?.text).toBe(
      t.cardUpdatedText(true, `${app.ctx.config.PUBLIC_URL}/dashboard`),
    );

    // A healthy subscriber updates the card again: told so, with nothing retried.
    expect((await submitCard(user, await cardForm(user))).status).toBe(303);
    const cards = (await app.outbox()).filter((m) => m.to === user.email && m.subject === t.cardUpdatedSubject);
    expect(cards.map((m) => m.text)).toEqual([
      t.cardUpdatedText(true, `${app.ctx.config.PUBLIC_URL}/dashboard`),
      t.cardUpdatedText(false, `${app.ctx.config.PUBLIC_URL}/dashboard`),
    ]);
  });

  it('two instances looking for grace periods about to end at the same moment send one warning', async () => {
    const { user, graceEndsAt } = await failedRenewal();
    const second = await secondDatabase(app.ctx.db);
    try {
      const at = new Date(graceEndsAt.getTime() - DAY);
      await Promise.all([
        sendGraceEndingNotices(app.ctx.db, notifyOf(app), at),
        sendGraceEndingNotices(second.db, notifyOf(app), at),
        sendGraceEndingNotices(second.db, notifyOf(app), at),
      ]);
      const warnings = (await subjects(user)).filter((s) => s !== t.renewalFailedSubject);
      expect(warnings).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

/** The same database through another connection pool on PostgreSQL (another instance); PGlite's one process shares it. */
async function secondDatabase(db: Database): Promise<{ db: Database; close: () => Promise<void> }> {
  if (db.engine !== 'postgres' || !process.env.DATABASE_URL) return { db, close: async () => {} };
  const path = await db.one<{ search_path: string }>('SHOW search_path');
  const own = openPostgres({
    connectionString: process.env.DATABASE_URL,
    searchPath: path.search_path.split(',').map((s) => s.trim()),
    max: 3,
  });
  return { db: own, close: () => own.close() };
}
