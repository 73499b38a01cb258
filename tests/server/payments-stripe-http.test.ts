/**
 * The Stripe configuration over HTTP: the real SDK pointed at the local API fake (STRIPE_API_URL),
 * webhooks signed with the SDK's test helper and posted to /api/stripe/webhook as Stripe would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { type StripeFake, signed, startStripeFake, stripeEvent } from './fakes/stripe-api.ts';
import { type TestApp, type TestUser, createTestApp } from './harness.ts';

const WEBHOOK_SECRET = 'whsec_skimly_http_secret';
const MONTHLY = 'price_skimly_premium_monthly';
const DAY = 24 * 60 * 60 * 1000;

let fake: StripeFake;
let app: TestApp;

type Json = Record<string, unknown>;

async function post(path: string, body: string, headers: Record<string, string>) {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const paymentLink = (user: TestUser) =>
  post('/api/subscription/payment-link', JSON.stringify({ plan: MONTHLY }), { Authorization: `Bearer ${user.token}` });

async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { body, signature } = signed(event, secret);
  return post('/api/stripe/webhook', body, { 'Stripe-Signature': signature });
}

async function userInfo(user: TestUser): Promise<Json> {
  const res = await app.request('/api/user-info', { headers: { Authorization: `Bearer ${user.token}` } });
  return ((await res.json()) as { subscription: Json }).subscription;
}

/** payment-link, then the id of the Checkout Session the fake saw created for this user. */
async function checkout(user: TestUser): Promise<string> {
  const link = await paymentLink(user);
  expect(link.status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === user.id);
  if (!session) throw new Error('the fake saw no checkout session');
  expect(link.body.url).toBe(`https://checkout.stripe.test/pay/${session.id}`);
  return session.id;
}

beforeAll(async () => {
  fake = await startStripeFake();
  app = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_skimly',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('Stripe configured', () => {
  it('sends the user to Stripe Checkout; no TEST MODE page exists', async () => {
    const id = await checkout(await app.signUp());
    expect((await app.request(`/test-checkout/${id}`)).status).toBe(404);
  });

  it('402 payment_declined when Stripe declines', async () => {
    fake.declineNext();
    expect(await paymentLink(await app.signUp())).toEqual({
      status: 402,
      body: { code: 'payment_declined', message: messages.plans.paymentDeclined },
    });
  });

  it('the webhook makes the user Premium; a duplicate delivery changes nothing; the success page agrees', async () => {
    const user = await app.signUp();
    const id = await checkout(user);
    const processing = await app.request(`/api/payment/success?session_id=${id}`);
    expect(await processing.json()).toMatchObject({ status: 'processing', error: false });

    const periodEnd = new Date(Date.now() + 30 * DAY);
    fake.complete(id, periodEnd);
    const event = stripeEvent('checkout.session.completed', { id, object: 'checkout.session' });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    const end = new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString();
    expect(await userInfo(user)).toEqual({
      is_premium: true,
      current_period_end: end,
      cancelled: false,
      on_grace_period: false,
      interval: 'month',
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
      ended_reason: null,
      // The card Checkout collected, the subscription's default payment method (decision 291).
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });

    const success = await app.request(`/api/payment/success?session_id=${id}`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(await success.json()).toMatchObject({
      status: 'success',
      subscription: { plan_name: 'Premium', status: 'active', next_billing_date: end },
      user: { id: user.id, is_premium: true },
    });
    const stranger = await app.request(`/api/payment/success?session_id=${id}`);
    expect(await stranger.json()).not.toHaveProperty('user');
    expect(await app.ctx.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [user.id])).toHaveLength(1);
  });

  it('cancel tells Stripe to stop at period end; the user keeps Premium on a grace period', async () => {
    const user = await app.signUp();
    const id = await checkout(user);
    const sub = fake.complete(id, new Date(Date.now() + 30 * DAY));
    await deliver(stripeEvent('checkout.session.completed', { id, object: 'checkout.session' }));
    const res = await post('/api/subscription/cancel', '', { Authorization: `Bearer ${user.token}` });
    expect(res).toMatchObject({
      status: 200,
      body: { subscription: { is_premium: true, cancelled: true, on_grace_period: true } },
    });
    expect(sub.cancel_at_period_end).toBe(true);
    // Stripe then reports the subscription ended: Premium is gone.
    sub.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', { id: sub.id, object: 'subscription' }));
    expect(await userInfo(user)).toMatchObject({ is_premium: false });
  });

  it('deleting the account cancels the Stripe subscription at once; a late webhook finds nothing to change', async () => {
    const user = await app.signUp();
    const id = await checkout(user);
    const sub = fake.complete(id, new Date(Date.now() + 30 * DAY));
    await deliver(stripeEvent('checkout.session.completed', { id, object: 'checkout.session' }));
    const deleted = await post('/api/account/delete', JSON.stringify({ current_password: user.password }), {
      Authorization: `Bearer ${user.token}`,
    });
    expect(deleted).toEqual({ status: 200, body: { success: true, message: messages.server.accountDeleted } });
    expect(sub.status).toBe('canceled');
    expect(fake.calls.map((c) => c.route)).toContain(`DELETE /v1/subscriptions/${sub.id}`);
    expect(await app.ctx.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [user.id])).toEqual([]);
    const late = await deliver(stripeEvent('customer.subscription.deleted', { id: sub.id, object: 'subscription' }));
    expect(late.status).toBe(200);
  });

  it('deletion goes on when Stripe already ended the subscription; a Stripe outage keeps the account whole (503)', async () => {
    const ended = await app.signUp();
    await app.ctx.db.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, provider, provider_subscription_id, current_period_end,
         created_at, updated_at)
       VALUES ($1, 'premium-monthly', 'active', 'stripe', 'sub_fake_gone', $2, $3, $3)`,
      [ended.id, new Date(app.ctx.now().getTime() + 30 * 86_400_000), app.ctx.now()],
    );
    const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
    const body = (user: TestUser) => JSON.stringify({ current_password: user.password });
    expect((await post('/api/account/delete', body(ended), auth(ended))).status).toBe(200);

    const user = await app.signUp();
    const id = await checkout(user);
    fake.complete(id, new Date(Date.now() + 30 * DAY));
    await deliver(stripeEvent('checkout.session.completed', { id, object: 'checkout.session' }));
    fake.failing(true);
    try {
      expect(await post('/api/account/delete', body(user), auth(user))).toEqual({
        status: 503,
        body: { code: 'billing_unavailable', message: messages.server.billingUnavailable },
      });
    } finally {
      fake.failing(false);
    }
    expect((await userInfo(user)).is_premium).toBe(true);
  });

  it('400 invalid_signature for a payload not signed with our secret, or without a signature', async () => {
    const event = stripeEvent('checkout.session.completed', { id: 'cs_forged', object: 'checkout.session' });
    const body = { status: 400, body: { code: 'invalid_signature', message: messages.billing.invalidSignature } };
    expect(await deliver(event, 'whsec_someone_else')).toEqual(body);
    expect(await post('/api/stripe/webhook', JSON.stringify(event), {})).toEqual(body);
  });
});
