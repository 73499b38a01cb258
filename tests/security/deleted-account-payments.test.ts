/**
 * Issue 26.7: deleting the account left its open checkout payable, and a payment that still arrived
 * for it became a subscription of nobody (Stripe kept charging; the webhook found no session and
 * did nothing). Open checkouts now expire when the account is deleted (Stripe's
 * checkout.sessions.expire through the SDK, against the local Stripe fake; TEST MODE's own sessions
 * end too), and a payment that arrives anyway is refunded and its subscription ended, logged without
 * the checkout session id. On both engines (the harness database).
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { createApp } from '#server/app.ts';
import { type StripeFake, signed, startStripeFake, stripeEvent } from '#tests/server/fakes/stripe-api.ts';
import { call, manualClock } from '#tests/server/client.ts';
import { createTestApp, type TestApp, type TestUser } from '#tests/server/harness.ts';

vi.setConfig({ testTimeout: 120_000 });

const WEBHOOK_SECRET = 'whsec_skimly_deleted_account';
const PRICE = 'price_skimly_premium_yearly';

/** The app with a log the test reads. */
function logged(app: TestApp) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const server = createApp({ ...app.ctx, log: pino({ level: 'info' }, sink) });
  return { server, log: () => lines.join('') };
}

async function startCheckout(app: TestApp, user: TestUser): Promise<string> {
  const res = await call<{ url: string }>(app, 'POST', '/api/subscription/payment-link', {
    token: user.token,
    body: { plan: PRICE },
  });
  expect(res.status).toBe(200);
  const row = await app.ctx.db.one<{ id: string }>(
    'SELECT id FROM payment_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [user.id],
  );
  return row.id;
}

/** Anything that answers requests: the test app, or the app with a log the test reads. */
type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

const deleteAccount = (server: Requester, user: TestUser) =>
  server.request('/api/account/delete', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      'x-request-source': 'website',
    },
    body: JSON.stringify({ current_password: user.password }),
  });

const subscriptionsOf = async (app: TestApp, userId: string) =>
  (await app.ctx.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [userId])).length;

describe('with Stripe', () => {
  let fake: StripeFake;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startStripeFake();
    app = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_deleted_account',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const deliver = (server: Requester, event: object) => {
    const { body, signature } = signed(event, WEBHOOK_SECRET);
    return server.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  };

  it('expires the open checkout, so it can no longer be paid', async () => {
    const user = await app.signUp();
    const id = await startCheckout(app, user);
    expect((await deleteAccount(app, user)).status).toBe(200);
    expect(fake.calls.map((c) => c.route)).toContain(`POST /v1/checkout/sessions/${id}/expire`);
    expect(fake.sessions.get(id)?.status).toBe('expired');
  });

  it('refunds a checkout paid while the account is deleted and ends its subscription', async () => {
    const user = await app.signUp();
    const id = await startCheckout(app, user);
    // Paid at Stripe; its webhook is still on the way.
    const sub = fake.complete(id, new Date(Date.now() + 365 * 86_400_000));
    const { server, log } = logged(app);
    expect((await deleteAccount(server, user)).status).toBe(200);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
    const invoice = fake.invoices.get(fake.sessions.get(id)?.invoice ?? '');
    expect(fake.refunds).toContainEqual({ payment_intent: invoice?.payment_intent, amount: invoice?.amount_paid });

    // The webhook arrives after the account is gone: 2xx, no subscription of nobody, no second refund.
    const refundsBefore = fake.refunds.length;
    const event = stripeEvent('checkout.session.completed', { id, object: 'checkout.session' });
    expect((await deliver(server, event)).status).toBe(200);
    expect(await subscriptionsOf(app, user.id)).toBe(0);
    expect(fake.refunds).toHaveLength(refundsBefore);
    expect(log()).toContain('refunded');
    expect(log()).not.toContain(id);
  });

  it('refunds a payment that Stripe completes after the deletion, when its webhook arrives', async () => {
    const user = await app.signUp();
    const id = await startCheckout(app, user);
    expect((await deleteAccount(app, user)).status).toBe(200);
    // The payer's card went through as the session was being expired (Stripe settles it anyway).
    const sub = fake.complete(id, new Date(Date.now() + 365 * 86_400_000));
    const { server, log } = logged(app);
    const event = stripeEvent('checkout.session.completed', { id, object: 'checkout.session' });
    expect((await deliver(server, event)).status).toBe(200);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
    const invoice = fake.invoices.get(fake.sessions.get(id)?.invoice ?? '');
    expect(fake.refunds.map((r) => r.payment_intent)).toContain(invoice?.payment_intent);
    expect(await subscriptionsOf(app, user.id)).toBe(0);
    expect(log()).toContain('deleted account');
    expect(log()).not.toContain(id);
    // A redelivery of the same event changes nothing and is still 2xx.
    expect((await deliver(server, event)).status).toBe(200);
  });

  it('leaves the account whole when Stripe cannot expire the checkout (503, try again)', async () => {
    const user = await app.signUp();
    await startCheckout(app, user);
    fake.failing(true);
    try {
      expect((await deleteAccount(app, user)).status).toBe(503);
    } finally {
      fake.failing(false);
    }
    expect(await app.ctx.db.maybeOne('SELECT 1 FROM users WHERE id = $1', [user.id])).not.toBeNull();
  });
});

describe('in TEST MODE', () => {
  const clock = manualClock('2026-11-27T04:00:00Z');
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ TEST_CHECKOUT_DELAY_MS: 3_000, now: clock.now });
  });
  afterAll(() => app.close());

  it('a checkout paid just before the deletion completes for nobody: no subscription, no invoice', async () => {
    const user = await app.signUp();
    const id = await startCheckout(app, user);
    const cookie = `${SESSION_COOKIE}=${user.token}`;
    const pay = await app.request(`/test-checkout/${id}/pay`, {
      method: 'POST',
      headers: { cookie, origin: app.ctx.config.PUBLIC_URL },
    });
    expect(pay.status).toBe(303);
    expect((await deleteAccount(app, user)).status).toBe(200);
    clock.advance(60_000);
    const poll = await app.request(`/api/payment/success?session_id=${encodeURIComponent(id)}`);
    expect(poll.status).toBe(404);
    expect(await app.ctx.db.query('SELECT 1 FROM payment_sessions WHERE id = $1', [id])).toHaveLength(0);
    expect(await subscriptionsOf(app, user.id)).toBe(0);
    expect(await app.ctx.db.query('SELECT 1 FROM invoices WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it("an open checkout's page is gone with the account", async () => {
    const user = await app.signUp();
    const id = await startCheckout(app, user);
    const cookie = `${SESSION_COOKIE}=${user.token}`;
    expect((await app.request(`/test-checkout/${id}`, { headers: { cookie } })).status).toBe(200);
    expect((await deleteAccount(app, user)).status).toBe(200);
    expect((await app.request(`/test-checkout/${id}`, { headers: { cookie } })).status).toBe(404);
  });
});
