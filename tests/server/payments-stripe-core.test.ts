/**
 * The Stripe path offline, below HTTP: the real SDK against the local API fake, webhook payloads
 * signed with the SDK's test-header helper, fulfilment and event application on the harness database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/types.ts';
import { type Deps, startCheckout, verifyCheckout } from '#server/payments/checkout.ts';
import { InvalidSignatureError, type PaymentProvider, type WebhookSupport } from '#server/payments/provider.ts';
import { createStripeProvider } from '#server/payments/stripe.ts';
import { applyEvent } from '#server/payments/webhook.ts';
import { type TestApp, createTestApp, notifyOf } from './harness.ts';
import { type StripeFake, signed, startStripeFake, stripeEvent } from './fakes/stripe-api.ts';

const WEBHOOK_SECRET = 'whsec_skimly_test_secret';
const MONTHLY = 'price_skimly_premium_monthly';
const DAY = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let db: Database;
let fake: StripeFake;
let provider: PaymentProvider;
let webhooks: WebhookSupport;
let deps: Deps;
const now = new Date('2030-01-15T12:00:00Z');

async function deliver(event: object): Promise<boolean> {
  const { body, signature } = signed(event, WEBHOOK_SECRET);
  return applyEvent(db, provider, webhooks, webhooks.parse(body, signature), now, notifyOf(testApp));
}

async function newUser(): Promise<{ id: string; email: string }> {
  const email = `stripe-${Math.random().toString(36).slice(2)}@skimly.test`;
  return db.one('INSERT INTO users (email, email_verified_at, created_at) VALUES ($1, $2, $2) RETURNING id, email', [
    email,
    now,
  ]);
}

async function checkoutFor(user: { id: string; email: string }): Promise<string> {
  await startCheckout(deps, user, MONTHLY);
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === user.id);
  if (!session) throw new Error('fake saw no session');
  return session.id;
}

const subscriptionsOf = (userId: string) =>
  db.query<{
    status: string;
    current_period_end: Date;
    cancel_at_period_end: boolean;
    provider_subscription_id: string;
  }>('SELECT * FROM subscriptions WHERE user_id = $1', [userId]);

beforeAll(async () => {
  // The harness database: PGlite, or a fresh PostgreSQL schema when DATABASE_URL is set.
  testApp = await createTestApp();
  db = testApp.ctx.db;
  fake = await startStripeFake();
  provider = createStripeProvider({ secretKey: 'sk_test_skimly', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  if (!provider.webhooks) throw new Error('webhooks expected with a secret');
  webhooks = provider.webhooks;
  deps = { db, provider, publicUrl: 'http://localhost:3999', now: () => now };
});

afterAll(async () => {
  await fake.close();
  await testApp.close();
});

beforeEach(() => {
  fake.calls.length = 0;
});

describe('checkout creation', () => {
  it('creates a subscription-mode Checkout Session for the plan price, tagged with the user', async () => {
    const user = await newUser();
    expect(await startCheckout(deps, user, MONTHLY)).toContain('https://checkout.stripe.test/pay/cs_fake_');
    const call = fake.calls.find((c) => c.route === 'POST /v1/checkout/sessions');
    expect(call?.body.get('mode')).toBe('subscription');
    expect(call?.body.get('line_items[0][price]')).toBe(MONTHLY);
    expect(call?.body.get('client_reference_id')).toBe(user.id);
    expect(call?.body.get('success_url')).toBe(
      'http://localhost:3999/success-payment?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(call?.body.get('cancel_url')).toBe('http://localhost:3999/cancel-payment');
  });

  it('answers payment_declined (402) when Stripe declines', async () => {
    fake.declineNext();
    await expect(startCheckout(deps, await newUser(), MONTHLY)).rejects.toMatchObject({
      status: 402,
      code: 'payment_declined',
    });
  });

  it('does not know the Basic plan or made-up prices', async () => {
    await expect(startCheckout(deps, await newUser(), 'price_nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('webhook', () => {
  it('refuses a payload whose signature does not match', () => {
    const { body } = signed(stripeEvent('checkout.session.completed', { id: 'cs_x' }), WEBHOOK_SECRET);
    const forged = signed(JSON.parse(body), 'whsec_someone_else').signature;
    expect(() => webhooks.parse(body, forged)).toThrow(InvalidSignatureError);
    expect(() => webhooks.parse(`${body} `, signed(JSON.parse(body), WEBHOOK_SECRET).signature)).toThrow(
      InvalidSignatureError,
    );
    expect(() => webhooks.parse(body, undefined)).toThrow(InvalidSignatureError);
  });

  it('checkout.session.completed creates the subscription with the period end Stripe states', async () => {
    const user = await newUser();
    const sessionId = await checkoutFor(user);
    const sub = fake.complete(sessionId, new Date(now.getTime() + 30 * DAY));
    expect(
      await deliver(stripeEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session' })),
    ).toBe(true);
    const rows = await subscriptionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', provider_subscription_id: sub.id, cancel_at_period_end: false });
    expect(new Date(rows[0]?.current_period_end ?? 0).getTime()).toBe(now.getTime() + 30 * DAY);
  });

  it('applies a duplicate delivery once', async () => {
    const user = await newUser();
    const sessionId = await checkoutFor(user);
    fake.complete(sessionId, new Date(now.getTime() + 30 * DAY));
    const event = stripeEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    expect(await deliver(event)).toBe(true);
    expect(await deliver(event)).toBe(false);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    expect(await db.query('SELECT id FROM webhook_events WHERE id = $1', [event.id])).toHaveLength(1);
  });

  it('webhook and success page racing create exactly one subscription', async () => {
    const user = await newUser();
    const sessionId = await checkoutFor(user);
    fake.complete(sessionId, new Date(now.getTime() + 30 * DAY));
    const event = stripeEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    const [fromWebhook, fromPage, fromPageAgain, replay] = await Promise.all([
      deliver(event),
      verifyCheckout(deps, sessionId),
      verifyCheckout(deps, sessionId),
      deliver(event),
    ]);
    expect([fromWebhook, replay].sort()).toEqual([false, true]);
    expect(fromPage).toMatchObject({ state: 'success' });
    expect(fromPageAgain).toMatchObject({ state: 'success' });
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('out of order: subscription events before the checkout are skipped, later ones converge on Stripe state', async () => {
    const user = await newUser();
    const sessionId = await checkoutFor(user);
    const sub = fake.complete(sessionId, new Date(now.getTime() + 30 * DAY));
    // customer.subscription.updated overtakes checkout.session.completed: nothing to update yet.
    expect(await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }))).toBe(
      true,
    );
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
    await deliver(stripeEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session' }));

    // Renewal: Stripe moved the period on; invoice.paid carries the subscription in its parent.
    const renewedEnd = now.getTime() + 61 * DAY;
    sub.current_period_end = renewedEnd / 1000;
    const paid = fake.invoice(sub.id, {
      amount: 999,
      status: 'paid',
      period: [new Date(now.getTime() + 30 * DAY), new Date(renewedEnd)],
    });
    const invoice = {
      id: paid.id,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    await deliver(stripeEvent('invoice.paid', invoice));
    // An older update arriving late does not roll the period back: state is re-read from Stripe.
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    const [row] = await subscriptionsOf(user.id);
    expect(new Date(row?.current_period_end ?? 0).getTime()).toBe(renewedEnd);
    expect(row?.status).toBe('active');

    sub.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', { id: sub.id, object: 'subscription' }));
    expect((await subscriptionsOf(user.id))[0]?.status).toBe('expired');
  });
});

describe('success page verification', () => {
  it('reads processing while the session is open, then success once Stripe completes it', async () => {
    const user = await newUser();
    const sessionId = await checkoutFor(user);
    expect(await verifyCheckout(deps, sessionId)).toEqual({ state: 'processing' });
    fake.complete(sessionId, new Date(now.getTime() + 30 * DAY));
    expect(await verifyCheckout(deps, sessionId)).toMatchObject({ state: 'success', planName: 'Premium' });
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('answers an expired session as an error, and an unknown id as not found', async () => {
    const sessionId = await checkoutFor(await newUser());
    const session = fake.sessions.get(sessionId);
    if (session) session.status = 'expired';
    await expect(verifyCheckout(deps, sessionId)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(verifyCheckout(deps, 'cs_unknown')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('invoices as Stripe reports them', () => {
  it('map to paid, open, failed (an attempt failed, or Stripe gave up) and void; drafts are not recorded', async () => {
    const user = await newUser();
    const id = await checkoutFor(user);
    const sub = fake.complete(id, new Date(now.getTime() + 30 * DAY));
    await deliver(stripeEvent('checkout.session.completed', { id, object: 'checkout.session' }));
    const period: [Date, Date] = [now, new Date(now.getTime() + 30 * DAY)];
    const cases = [
      { status: 'paid', attempts: 1, expected: 'paid' },
      { status: 'open', attempts: 0, expected: 'open' },
      { status: 'open', attempts: 2, expected: 'failed' },
      { status: 'uncollectible', attempts: 4, expected: 'failed' },
      { status: 'void', attempts: 0, expected: 'void' },
    ] as const;
    for (const c of cases) {
      const invoice = fake.invoice(sub.id, { amount: 999, status: c.status, attempts: c.attempts, period });
      expect((await webhooks.getInvoice(invoice.id)).status, `${c.status}/${c.attempts}`).toBe(c.expected);
    }
    const rows = await db.query('SELECT 1 FROM invoices WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });
});
