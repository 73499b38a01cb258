/**
 * Issue 13 in TEST MODE, over HTTP as the site calls it: switching interval, resuming, invoices, the
 * test billing portal, and a customer's whole year on the billing clock (advanced through
 * /api/test-mode/clock/advance): subscribe monthly, switch to annual, cancel, resume, a renewal
 * fails (grace), the card is updated and the retry succeeds, cancel again, the period ends (plainly
 * Basic, no past date), subscribe again. Each call's errors are checked on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { JOBS } from '#server/maintenance/jobs.ts';
import { call } from './client.ts';
import { type TestApp, type TestUser, createTestApp, notifyOf } from './harness.ts';

const MONTHLY = 'price_skimly_premium_monthly';
const YEARLY = 'price_skimly_premium_yearly';
const DAY = 86_400_000;
const DELAY_MS = 20;

let app: TestApp;
type Json = Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const api = (method: string, path: string, token?: string, body?: unknown) =>
  call<Json>(app, method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
const userInfo = async (token: string) => (await api('GET', '/api/user-info', token)).body.subscription as Json;
const currentPlan = async (token: string) => (await api('GET', '/api/subscription/current-plan', token)).body;
const invoices = async (token: string) =>
  (await api('GET', '/api/billing/invoices', token)).body.invoices as Array<Json & { amount: number }>;
const clockNow = async (token: string) => new Date(String((await api('GET', '/api/test-mode/clock', token)).body.now));
const advance = (token: string, days: number) => api('POST', '/api/test-mode/clock/advance', token, { days });
const switchTo = (token: string, interval: string) => api('POST', '/api/subscription/switch', token, { interval });
const conflict = (message: string) => ({ status: 409, body: { code: 'conflict', message } });

/** payment-link, Pay on the TEST MODE page, then the success page's poll until Premium. */
async function buy(user: TestUser, plan = MONTHLY): Promise<void> {
  const link = await api('POST', '/api/subscription/payment-link', user.token, { plan });
  expect(link.status).toBe(200);
  const id = /\/test-checkout\/([^/?#]+)/.exec(String(link.body.url))?.[1] ?? '';
  const paid = await app.request(`/test-checkout/${id}/pay`, {
    method: 'POST',
    headers: { Origin: app.ctx.config.PUBLIC_URL, Cookie: `${SESSION_COOKIE}=${user.token}` },
  });
  expect(paid.status).toBe(303);
  for (let i = 0; i < 100; i++) {
    const verified = await api('GET', `/api/payment/success?session_id=${id}`, user.token);
    if (verified.body.status === 'success') return;
    await sleep(DELAY_MS);
  }
  throw new Error('the TEST MODE checkout never completed');
}

/** The shape of an account that is plainly Basic: no CANCELLED, no date, nothing pending. */
const PLAIN_BASIC = {
  is_premium: false,
  current_period_end: null,
  cancelled: false,
  on_grace_period: false,
  interval: null,
  payment_failed: false,
  grace_ends_at: null,
  switches_to: null,
  ended_reason: null,
  card: null,
};

beforeAll(async () => {
  app = await createTestApp({ TEST_CHECKOUT_DELAY_MS: DELAY_MS });
});
afterAll(() => app.close());

describe('the calls without a session, and for a Basic account', () => {
  it('answer 401 without a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/subscription/switch'],
      ['POST', '/api/subscription/resume'],
      ['GET', '/api/billing/invoices'],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/test-mode/clock'],
      ['POST', '/api/test-mode/clock/advance'],
      ['POST', '/api/test-mode/renewal-failure'],
    ] as const) {
      expect((await api(method, path, undefined, method === 'POST' ? {} : undefined)).status, path).toBe(401);
    }
  });

  it('refuse a Basic account with 409 and a message, list no invoices, validate bodies (422)', async () => {
    const { token } = await app.signUp();
    expect(await switchTo(token, 'year')).toMatchObject(conflict(messages.billing.nothingToSwitch));
    expect(await api('POST', '/api/subscription/resume', token)).toMatchObject(
      conflict(messages.billing.nothingToResume),
    );
    expect(await api('POST', '/api/billing/portal', token)).toMatchObject(conflict(messages.billing.noBillingAccount));
    expect(await api('POST', '/api/test-mode/renewal-failure', token)).toMatchObject(
      conflict(messages.testBilling.noRenewingSubscription),
    );
    expect(await api('GET', '/api/billing/invoices', token)).toMatchObject({ status: 200, body: { invoices: [] } });
    for (const body of [{}, { interval: 'week' }, { interval: 1 }]) {
      expect((await api('POST', '/api/subscription/switch', token, body)).body).toMatchObject({
        code: 'validation_error',
      });
    }
    expect((await api('POST', '/api/subscription/switch', token, '{"interval":')).status).toBe(400);
    for (const days of [0, 801, 1.5, 'ten', -3]) {
      expect(await advance(token, days as number)).toMatchObject({
        status: 422,
        body: { code: 'validation_error', message: messages.testBilling.daysRange },
      });
    }
  });
});

describe('a customer’s year on the TEST MODE billing clock', () => {
  it('monthly, annual, cancel, resume, a failed renewal fixed in the portal, cancel, lapse, subscribe again', async () => {
    const user = await app.signUp();
    const { token } = user;

    // Subscribe monthly: one paid invoice of the month's price.
    await buy(user);
    const monthly = await userInfo(token);
    expect(monthly).toMatchObject({ is_premium: true, cancelled: false, interval: 'month', payment_failed: false });
    expect(await invoices(token)).toMatchObject([
      {
        amount: 9.99,
        currency: 'usd',
        status: 'paid',
        // Issue 28.2: TEST MODE's own receipt page, on this site.
        receipt_url: expect.stringMatching(/^http:\/\/localhost:3000\/test-billing\/receipts\/[0-9a-f-]{36}$/),
        description: 'Skimly Premium, monthly',
      },
    ]);
    // The dashboard's first data (issue 27.4): user-info carries the same invoices when asked, only then.
    const withInvoices = await api('GET', '/api/user-info?include=invoices', token);
    expect(withInvoices.body).toMatchObject({ subscription: monthly, invoices: await invoices(token) });
    expect((await api('GET', '/api/user-info', token)).body).not.toHaveProperty('invoices');
    expect(await api('GET', '/api/user-info?include=sessions', token)).toMatchObject({
      status: 422,
      body: { code: 'validation_error' },
    });
    expect(await switchTo(token, 'month')).toMatchObject(conflict(messages.billing.alreadyOnInterval));

    // Monthly → annual at once, prorated: the year starts now, the unused month is credited.
    const switched = await switchTo(token, 'year');
    expect(switched).toMatchObject({
      status: 200,
      body: { success: true, message: messages.billing.switchedToAnnual, subscription: { interval: 'year' } },
    });
    const now = await clockNow(token);
    const yearEnd = new Date(String((switched.body.subscription as Json).current_period_end));
    expect(yearEnd.getTime() - now.getTime()).toBeGreaterThan(364 * DAY);
    expect(await currentPlan(token)).toMatchObject({ plan: { name: 'Premium', interval: 'year' }, status: 'active' });
    const [prorated] = await invoices(token);
    expect(prorated).toMatchObject({ status: 'paid', description: 'Skimly Premium, annual (prorated)' });
    // 83.88 less (almost) the whole month just paid.
    expect(prorated?.amount).toBeGreaterThan(83.88 - 9.99 - 0.01);
    expect(prorated?.amount).toBeLessThan(83.88 - 9.5);

    // Annual → monthly is scheduled for the end of the year; asking for annual again undoes it.
    const scheduled = await switchTo(token, 'month');
    const switchesTo = { interval: 'month', on: yearEnd.toISOString() };
    expect(scheduled).toMatchObject({
      status: 200,
      body: { message: messages.billing.switchScheduled, subscription: { interval: 'year', switches_to: switchesTo } },
    });
    expect(await currentPlan(token)).toMatchObject({ plan: { interval: 'year' }, switches_to: switchesTo });
    expect(await switchTo(token, 'year')).toMatchObject({
      status: 200,
      body: { message: messages.billing.switchUndone, subscription: { switches_to: null } },
    });
    expect(await switchTo(token, 'year')).toMatchObject(conflict(messages.billing.alreadyOnInterval));

    // Cancel, then resume inside the paid period.
    expect((await api('POST', '/api/subscription/cancel', token)).status).toBe(200);
    expect(await userInfo(token)).toMatchObject({ cancelled: true, on_grace_period: true, is_premium: true });
    expect(await switchTo(token, 'month')).toMatchObject(conflict(messages.billing.resumeBeforeSwitch));
    expect(await api('POST', '/api/subscription/resume', token)).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: messages.billing.resumed,
        subscription: {
          is_premium: true,
          cancelled: false,
          on_grace_period: false,
          current_period_end: yearEnd.toISOString(),
        },
      },
    });
    expect(await currentPlan(token)).toMatchObject({ status: 'active' });
    expect(await api('POST', '/api/subscription/resume', token)).toMatchObject(
      conflict(messages.billing.nothingToResume),
    );

    // The renewal at the end of the year fails: Premium kept for the 7-day grace period.
    expect(await api('POST', '/api/test-mode/renewal-failure', token)).toMatchObject({
      status: 200,
      body: { message: messages.testBilling.renewalFailureArmed, subscription: { payment_failed: false } },
    });
    const days = Math.ceil((yearEnd.getTime() - now.getTime()) / DAY) + 1;
    expect((await advance(token, days)).status).toBe(200);
    const grace = await userInfo(token);
    expect(grace).toMatchObject({
      is_premium: true,
      cancelled: false,
      on_grace_period: true,
      payment_failed: true,
      interval: 'year',
      grace_ends_at: new Date(yearEnd.getTime() + 7 * DAY).toISOString(),
    });
    expect(await currentPlan(token)).toMatchObject({ status: 'grace_period', payment_failed: true });
    expect((await api('GET', '/api/summaries', token)).status).toBe(200);
    expect((await invoices(token))[0]).toMatchObject({ status: 'failed', amount: 83.88 });
    expect(await switchTo(token, 'month')).toMatchObject(conflict(messages.billing.fixPaymentBeforeSwitch));

    // The test portal: marked TEST MODE, says the payment failed; updating the card retries it.
    const portal = await api('POST', '/api/billing/portal', token);
    expect(portal).toEqual(
      expect.objectContaining({
        status: 200,
        body: { url: `${app.ctx.config.PUBLIC_URL}/test-billing/portal?return_to=%2Faccount` },
      }),
    );
    const cookie = { Cookie: `${SESSION_COOKIE}=${token}` };
    const page = await app.request('/test-billing/portal', { headers: cookie });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(messages.testMode.label);
    expect(html).toContain(messages.testBilling.paymentFailed);
    expect((await app.request('/test-billing/portal')).status).toBe(404);
    const updated = await app.request('/test-billing/portal/card', {
      method: 'POST',
      headers: { Origin: app.ctx.config.PUBLIC_URL, ...cookie },
    });
    expect(updated.status).toBe(303);
    // Issue 28.2: back where the portal was opened from (here no return_to: /account), saying it paid.
    expect(updated.headers.get('location')).toBe(`${app.ctx.config.PUBLIC_URL}/account?billing=paid`);
    expect(await userInfo(token)).toMatchObject({
      is_premium: true,
      payment_failed: false,
      on_grace_period: false,
      grace_ends_at: null,
    });
    expect(await currentPlan(token)).toMatchObject({ status: 'active' });
    expect((await invoices(token))[0]).toMatchObject({ status: 'paid', amount: 83.88 });

    // Cancel again; the period ends: plainly Basic, no CANCELLED, no past date anywhere.
    expect((await api('POST', '/api/subscription/cancel', token)).status).toBe(200);
    expect((await advance(token, 370)).status).toBe(200);
    // Why it is Basic (issue 28.3): the cancelled period ran out.
    expect(await userInfo(token)).toEqual({ ...PLAIN_BASIC, ended_reason: 'cancelled' });
    expect(await currentPlan(token)).toEqual({
      plan: { name: 'Basic', interval: null },
      status: 'basic',
      current_period_end: null,
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
    });
    expect((await api('GET', '/api/summaries', token)).status).toBe(403);
    expect(await api('POST', '/api/subscription/resume', token)).toMatchObject(
      conflict(messages.billing.nothingToResume),
    );
    expect(await api('POST', '/api/subscription/cancel', token)).toMatchObject({ status: 409 });
    const before = (await invoices(token)).length;

    // Subscribe again: a new checkout, a fresh subscription on the billing clock.
    await buy(user);
    const again = await userInfo(token);
    expect(again).toMatchObject({
      is_premium: true,
      cancelled: false,
      interval: 'month',
      payment_failed: false,
      ended_reason: null,
    });
    const end = new Date(String(again.current_period_end)).getTime();
    expect(end - (await clockNow(token)).getTime()).toBeGreaterThan(27 * DAY);
    expect(await invoices(token)).toHaveLength(before + 1);
    // Newest first, each with its period.
    const list = await invoices(token);
    const dates = list.map((i) => Date.parse(String(i.date)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('a failed renewal never fixed: Premium for the 7-day grace period, then plainly Basic', async () => {
    const user = await app.signUp();
    await buy(user);
    expect((await api('POST', '/api/test-mode/renewal-failure', user.token)).status).toBe(200);
    expect((await advance(user.token, 32)).status).toBe(200);
    expect(await userInfo(user.token)).toMatchObject({ is_premium: true, payment_failed: true, on_grace_period: true });
    expect((await advance(user.token, 7)).status).toBe(200);
    const unpaid = { ...PLAIN_BASIC, ended_reason: 'unpaid' };
    expect(await userInfo(user.token)).toEqual(unpaid);
    expect(await currentPlan(user.token)).toMatchObject({ status: 'basic', current_period_end: null });
    expect((await invoices(user.token)).map((i) => i.status)).toEqual(['failed', 'paid']);
    // Updating the card after the grace period changes nothing: a new checkout is the way back.
    await app.request('/test-billing/portal/card', {
      method: 'POST',
      headers: { Origin: app.ctx.config.PUBLIC_URL, Cookie: `${SESSION_COOKIE}=${user.token}` },
    });
    expect(await userInfo(user.token)).toEqual(unpaid);
  });

  it('a scheduled switch to monthly takes effect at the renewal; monthly renewals follow, one invoice each', async () => {
    const user = await app.signUp();
    await buy(user, YEARLY);
    expect((await switchTo(user.token, 'month')).status).toBe(200);
    expect((await advance(user.token, 366)).status).toBe(200);
    expect(await userInfo(user.token)).toMatchObject({ is_premium: true, interval: 'month', switches_to: null });
    expect((await advance(user.token, 62)).status).toBe(200);
    const list = await invoices(user.token);
    expect(list.map((i) => i.amount)).toEqual([9.99, 9.99, 9.99, 83.88]);
    expect(list.every((i) => i.status === 'paid')).toBe(true);
  });

  it('deleting the account keeps its invoices, under one anonymous id instead of the person’s', async () => {
    const user = await app.signUp();
    await buy(user);
    expect((await switchTo(user.token, 'year')).status).toBe(200);
    const deleted = await api('POST', '/api/account/delete', user.token, { current_password: user.password });
    expect(deleted.status).toBe(200);
    // The only account of this file that is deleted: its checkout's and its switch's invoices.
    const kept = await app.ctx.db.query<{ user_id: string | null; anonymous_account: string | null }>(
      'SELECT user_id, anonymous_account FROM invoices WHERE anonymous_account IS NOT NULL',
    );
    expect(kept).toHaveLength(2);
    expect(kept.every((row) => row.user_id === null && row.anonymous_account === kept[0]?.anonymous_account)).toBe(
      true,
    );
  });

  it('renewals that fall due in real time run in maintenance, without the clock being moved', async () => {
    const user = await app.signUp();
    await buy(user);
    const now = await clockNow(user.token);
    await app.ctx.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1', [
      user.id,
      new Date(now.getTime() - 1000),
    ]);
    expect(await userInfo(user.token)).toEqual(PLAIN_BASIC);
    const job = JOBS.find((j) => j.name === 'test-billing');
    expect(await job?.run(app.ctx.db, new Date(), notifyOf(app))).toEqual({ steps: 1 });
    const renewed = await userInfo(user.token);
    expect(renewed).toMatchObject({ is_premium: true, interval: 'month', cancelled: false });
    expect(Date.parse(String(renewed.current_period_end)) - now.getTime()).toBeGreaterThan(27 * DAY);
    expect((await invoices(user.token)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  // Sharing the clock between instances: tests/server/billing-clock-instances.test.ts (decision 260).
});
