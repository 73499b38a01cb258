/**
 * The payment calls over HTTP in TEST MODE (no STRIPE_SECRET_KEY), as the site and a browser make
 * them: plans, payment-link, the checkout page and its Pay/Cancel forms, the success page's polls,
 * and what user-info, current-plan and a Premium-only call say before, during and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { type TestApp, createTestApp } from './harness.ts';

const DELAY_MS = 300;
const MONTHLY = 'price_skimly_premium_monthly';
const YEARLY = 'price_skimly_premium_yearly';
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON call with the bearer token; `raw` goes as is with its own content type. */
async function api(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (body !== undefined) headers['Content-Type'] = opts.type ?? 'application/json';
  const res = await app.request(path, { method, headers, ...(body !== undefined && { body }) });
  return { status: res.status, body: (await res.json()) as Json };
}

const paymentLink = (token: string, plan: unknown = MONTHLY) =>
  api('POST', '/api/subscription/payment-link', { token, body: { plan } });
/** The signed-in user who started each checkout: the TEST MODE pages act only for them. */
const owners = new Map<string, string>();
/** The success page's poll, signed in as the checkout's owner like the site. */
const verify = (id: string) =>
  api('GET', `/api/payment/success?session_id=${encodeURIComponent(id)}`, { token: owners.get(id) });
const ownerCookie = (id: string) => ({ Cookie: `${SESSION_COOKIE}=${owners.get(id) ?? ''}` });
/** The checkout page in the owner's browser. */
const checkoutPage = (id: string) => app.request(`/test-checkout/${id}`, { headers: ownerCookie(id) });
const userInfo = async (token: string) => (await api('GET', '/api/user-info', { token })).body.subscription;
const currentPlan = async (token: string) => (await api('GET', '/api/subscription/current-plan', { token })).body;
/** A Premium-only call: 200 for Premium, 403 for Basic. */
const summariesStatus = async (token: string) => (await api('GET', '/api/summaries', { token })).status;

/** payment-link, then the session id from the checkout url it returns. */
async function startCheckout(token: string, plan = MONTHLY): Promise<string> {
  const link = await paymentLink(token, plan);
  expect(link.status).toBe(200);
  const url = new URL(String(link.body.url));
  expect(url.origin).toBe(app.ctx.config.PUBLIC_URL);
  const id = /^\/test-checkout\/(cs_test_[A-Za-z0-9_-]{24,})$/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`not a TEST MODE checkout url: ${url.href}`);
  owners.set(id, token);
  return id;
}

/** The checkout page's forms post from the site's own origin with the owner's cookie, as a browser would. */
const submit = (id: string, action: 'pay' | 'cancel') =>
  app.request(`/test-checkout/${id}/${action}`, {
    method: 'POST',
    headers: { Origin: app.ctx.config.PUBLIC_URL, ...ownerCookie(id) },
  });

/** Polls like the success page until the checkout is no longer processing. */
async function pollUntilDone(id: string): Promise<{ seen: string[]; last: Answer }> {
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const last = await verify(id);
    seen.push(String(last.body.status));
    if (last.body.status !== 'processing') return { seen, last };
    await sleep(50);
  }
  throw new Error('still processing after 2 s');
}

async function buyPremium(token: string, plan = MONTHLY): Promise<string> {
  const id = await startCheckout(token, plan);
  expect((await submit(id, 'pay')).status).toBe(303);
  expect((await pollUntilDone(id)).last.body.status).toBe('success');
  return id;
}

beforeAll(async () => {
  app = await createTestApp({ TEST_CHECKOUT_DELAY_MS: DELAY_MS });
});

afterAll(() => app.close());

describe('GET /api/subscription/plans', () => {
  it('needs a session', async () => {
    expect(await api('GET', '/api/subscription/plans')).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('lists Basic, Premium monthly and yearly with dollar prices and the price ids to buy them', async () => {
    const { token } = await app.signUp();
    const { body } = await api('GET', '/api/subscription/plans', { token });
    const plans = body.plans as Json[];
    expect(plans.map((p) => [p.id, p.name, p.price, p.interval, p.stripe_price_id])).toEqual([
      ['basic', 'Basic', 0, 'month', null],
      ['premium-monthly', 'Premium', 9.99, 'month', MONTHLY],
      ['premium-yearly', 'Premium', 83.88, 'year', YEARLY],
    ]);
  });
});

describe('POST /api/subscription/payment-link errors', () => {
  it('401 without a session', async () => {
    expect(await paymentLink('')).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('400 for broken JSON, 415 for another content type, 422 without a plan, 404 for an unknown plan', async () => {
    const { token } = await app.signUp();
    const path = '/api/subscription/payment-link';
    expect(await api('POST', path, { token, raw: '{"plan":' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_json' },
    });
    expect(
      await api('POST', path, { token, raw: `plan=${MONTHLY}`, type: 'application/x-www-form-urlencoded' }),
    ).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type', message: messages.api.unsupportedMediaType },
    });
    expect(await api('POST', path, { token, body: {} })).toEqual({
      status: 422,
      body: {
        code: 'validation_error',
        message: messages.billing.planRequired,
        errors: [{ path: 'plan', message: messages.billing.planRequired }],
      },
    });
    expect(await paymentLink(token, '   ')).toMatchObject({
      status: 422,
      body: { message: messages.billing.planRequired },
    });
    expect(await paymentLink(token, 'price_nope')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: messages.billing.planNotFound },
    });
  });

  it('409 for a user whose Premium subscription is active', async () => {
    const { token } = await app.signUp({ premium: true });
    expect(await paymentLink(token, YEARLY)).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: messages.billing.alreadyPremium },
    });
  });
});

describe('TEST MODE purchase, end to end', () => {
  it('Basic, checkout page, Pay, processing then success, Premium everywhere, cancel, grace period, period end', async () => {
    const { token, id: userId, email } = await app.signUp();
    expect(await userInfo(token)).toEqual({
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
    });
    expect(await currentPlan(token)).toEqual({
      plan: { name: 'Basic', interval: null },
      status: 'none',
      current_period_end: null,
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
    });
    expect(await summariesStatus(token)).toBe(403);

    const id = await startCheckout(token);
    const page = await checkoutPage(id);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(messages.testCheckout.badge);
    expect(html).toContain(email);
    expect(html).toContain(`action="/test-checkout/${id}/pay"`);

    const paid = await submit(id, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${app.ctx.config.PUBLIC_URL}/success-payment?session_id=${id}`);
    // Paid: the page is gone, and a second Pay (back button) lands on the same success page.
    expect((await checkoutPage(id)).status).toBe(404);
    expect((await submit(id, 'pay')).status).toBe(303);

    const paidAt = Date.now();
    const { seen, last } = await pollUntilDone(id);
    expect(seen[0]).toBe('processing');
    expect(last).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        error: false,
        message: messages.billing.succeeded,
        subscription: { plan_name: 'Premium', status: 'active' },
        user: { id: userId, email, is_premium: true },
      },
    });
    // One month after Pay completed: between 28 and 31 days from now.
    const nextBilling = new Date(String((last.body.subscription as Json).next_billing_date)).getTime();
    expect(nextBilling - paidAt).toBeGreaterThan(28 * DAY);
    expect(nextBilling - paidAt).toBeLessThan(32 * DAY);
    // Polling again is harmless: the same answer, still one subscription.
    expect((await verify(id)).body).toEqual(last.body);
    expect(await app.ctx.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [userId])).toHaveLength(1);

    const periodEnd = new Date(nextBilling).toISOString();
    const lifecycle = { payment_failed: false, grace_ends_at: null, switches_to: null };
    // Issue 28.2: TEST MODE's checkout pays with its first test card, the card on file.
    const paidCard = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) };
    expect(await userInfo(token)).toEqual({
      is_premium: true,
      current_period_end: periodEnd,
      cancelled: false,
      on_grace_period: false,
      interval: 'month',
      ...lifecycle,
      ended_reason: null,
      card: paidCard,
    });
    expect(await currentPlan(token)).toEqual({
      plan: { name: 'Premium', interval: 'month' },
      status: 'active',
      current_period_end: periodEnd,
      ...lifecycle,
    });
    expect(await summariesStatus(token)).toBe(200);
    expect(await paymentLink(token, YEARLY)).toMatchObject({
      status: 409,
      body: { message: messages.billing.alreadyPremium },
    });

    const cancelled = await api('POST', '/api/subscription/cancel', { token });
    const graceShape = {
      is_premium: true,
      current_period_end: periodEnd,
      cancelled: true,
      on_grace_period: true,
      interval: 'month',
      ...lifecycle,
      ended_reason: null,
      card: paidCard,
    };
    expect(cancelled).toEqual({
      status: 200,
      body: { success: true, message: messages.plans.cancelled, subscription: graceShape },
    });
    expect(await userInfo(token)).toEqual(graceShape);
    expect(await currentPlan(token)).toEqual({
      plan: { name: 'Premium', interval: 'month' },
      status: 'cancelled',
      current_period_end: periodEnd,
      ...lifecycle,
    });
    expect(await summariesStatus(token)).toBe(200);
    expect(await api('POST', '/api/subscription/cancel', { token })).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: messages.billing.alreadyCancelled },
    });

    // The paid period runs out (moved into the past rather than waiting a month).
    await app.ctx.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1', [
      userId,
      new Date(Date.now() - 1000),
    ]);
    // Ended: plainly Basic, no CANCELLED and no past date (docs/decisions).
    expect(await userInfo(token)).toMatchObject({
      is_premium: false,
      current_period_end: null,
      cancelled: false,
      on_grace_period: false,
    });
    expect(await currentPlan(token)).toEqual({
      plan: { name: 'Basic', interval: null },
      status: 'basic',
      current_period_end: null,
      ...lifecycle,
    });
    expect(await summariesStatus(token)).toBe(403);
    expect(await api('POST', '/api/subscription/cancel', { token })).toMatchObject({
      status: 409,
      body: { message: messages.billing.nothingToCancel },
    });
  });

  it('a cancelled subscription still in its period may be bought again, and the new one is active', async () => {
    const { token, id: userId } = await app.signUp();
    await buyPremium(token);
    expect((await api('POST', '/api/subscription/cancel', { token })).status).toBe(200);
    await buyPremium(token, YEARLY);
    expect(await userInfo(token)).toMatchObject({ is_premium: true, cancelled: false, on_grace_period: false });
    expect(await currentPlan(token)).toMatchObject({ plan: { name: 'Premium', interval: 'year' }, status: 'active' });
    expect(await app.ctx.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [userId])).toHaveLength(1);
  });

  it('Premium arrives even when the success page is never opened after Pay (tab closed)', async () => {
    const { token } = await app.signUp();
    const id = await startCheckout(token);
    expect((await submit(id, 'pay')).status).toBe(303);
    expect(await userInfo(token)).toMatchObject({ is_premium: false });
    await sleep(DELAY_MS + 900);
    expect(await userInfo(token)).toMatchObject({ is_premium: true, cancelled: false });
  });
});

describe('TEST MODE cancel on the checkout page', () => {
  it('returns to /cancel-payment, takes no payment, and verification answers 409', async () => {
    const { token } = await app.signUp();
    const id = await startCheckout(token);
    const res = await submit(id, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${app.ctx.config.PUBLIC_URL}/cancel-payment`);
    expect((await checkoutPage(id)).status).toBe(404);
    expect((await submit(id, 'pay')).status).toBe(404);
    expect(await verify(id)).toEqual({
      status: 409,
      body: { code: 'conflict', message: messages.billing.sessionExpired },
    });
    expect(await userInfo(token)).toMatchObject({ is_premium: false });
  });
});

describe('GET /api/payment/success errors', () => {
  it('422 without session_id, 404 for an unknown one', async () => {
    expect(await api('GET', '/api/payment/success')).toMatchObject({
      status: 422,
      body: { code: 'validation_error', message: messages.payment.noSessionId },
    });
    expect(await api('GET', '/api/payment/success?session_id=%20')).toMatchObject({ status: 422 });
    expect(await verify('cs_test_unknown')).toEqual({
      status: 404,
      body: { code: 'not_found', message: messages.billing.sessionNotFound },
    });
  });
});

describe('POST /api/subscription/cancel errors', () => {
  it('401 without a session, 409 for a Basic user', async () => {
    expect(await api('POST', '/api/subscription/cancel')).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    const { token } = await app.signUp();
    expect(await api('POST', '/api/subscription/cancel', { token })).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: messages.billing.nothingToCancel },
    });
  });
});

describe('POST /api/stripe/webhook in TEST MODE', () => {
  it('answers 503 stripe_not_configured', async () => {
    const res = await api('POST', '/api/stripe/webhook', { raw: '{}', type: 'application/json' });
    expect(res).toEqual({
      status: 503,
      body: { code: 'stripe_not_configured', message: messages.billing.webhooksNotConfigured },
    });
  });
});
