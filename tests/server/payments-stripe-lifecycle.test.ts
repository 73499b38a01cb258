/**
 * Issue 13 with Stripe configured: the real SDK against the local API fake (STRIPE_API_URL) for
 * switch, resume and the Billing Portal, and signed webhooks for renewals, failed payments, a
 * schedule's phase starting and the end, each applied once and in any order. The TEST MODE
 * simulation is absent here, and in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { call } from './client.ts';
import { type FakeSubscription, type StripeFake, signed, startStripeFake, stripeEvent } from './fakes/stripe-api.ts';
import { type TestApp, type TestUser, createTestApp } from './harness.ts';

const WEBHOOK_SECRET = 'whsec_skimly_lifecycle';
const MONTHLY = 'price_skimly_premium_monthly';
const YEARLY = 'price_skimly_premium_yearly';
const DAY = 86_400_000;

let fake: StripeFake;
let app: TestApp;
type Json = Record<string, unknown>;

const api = (method: string, path: string, token?: string, body?: unknown) =>
  call<Json>(app, method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
const userInfo = async (user: TestUser) => (await api('GET', '/api/user-info', user.token)).body.subscription as Json;
const invoices = async (user: TestUser) =>
  (await api('GET', '/api/billing/invoices', user.token)).body.invoices as Json[];
/** The subjects of the e-mails queued to the user (issue 28.3), oldest first. */
const subjects = async (user: TestUser) =>
  (await app.outbox()).filter((m) => m.to === user.email).map((m) => m.subject);

async function deliver(event: object) {
  const { body, signature } = signed(event, WEBHOOK_SECRET);
  const res = await app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  });
  expect(res.status).toBe(200);
}

/** A Stripe subscriber of the plan, fulfilled by the checkout.session.completed webhook. */
async function subscriber(plan = MONTHLY): Promise<{ user: TestUser; sub: FakeSubscription }> {
  const user = await app.signUp();
  expect((await api('POST', '/api/subscription/payment-link', user.token, { plan })).status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === user.id);
  if (!session) throw new Error('no checkout session');
  const sub = fake.complete(session.id, new Date(Date.now() + (plan === YEARLY ? 365 : 30) * DAY));
  await deliver(stripeEvent('checkout.session.completed', { id: session.id, object: 'checkout.session' }));
  expect(await userInfo(user)).toMatchObject({ is_premium: true });
  return { user, sub };
}

const invoiceEvent = (type: string, id: string, subscription: string) =>
  stripeEvent(type, {
    id,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription } },
  });

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

describe('switch, resume and the portal through Stripe', () => {
  it('monthly → annual updates the subscription with proration; the new year shows at once', async () => {
    const { user, sub } = await subscriber();
    const res = await api('POST', '/api/subscription/switch', user.token, { interval: 'year' });
    expect(res).toMatchObject({
      status: 200,
      body: { message: messages.billing.switchedToAnnual, subscription: { interval: 'year', switches_to: null } },
    });
    const update = fake.calls.filter((c) => c.route === `POST /v1/subscriptions/${sub.id}`).at(-1);
    expect(update?.body.get('items[0][price]')).toBe(YEARLY);
    expect(update?.body.get('proration_behavior')).toBe('create_prorations');
    const end = Date.parse(String((res.body.subscription as Json).current_period_end));
    expect(end - Date.now()).toBeGreaterThan(360 * DAY);
  });

  it('annual → monthly schedules the change at the period end; asking for annual again releases it', async () => {
    const { user, sub } = await subscriber(YEARLY);
    const res = await api('POST', '/api/subscription/switch', user.token, { interval: 'month' });
    const on = new Date(sub.current_period_end * 1000).toISOString();
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: messages.billing.switchScheduled,
        subscription: { interval: 'year', switches_to: { interval: 'month', on } },
      },
    });
    const schedule = [...fake.schedules.values()].find((s) => s.subscription === sub.id);
    expect(schedule?.phases).toEqual([
      { price: YEARLY, end_date: sub.current_period_end, duration: null },
      { price: MONTHLY, end_date: null, duration: 'month' },
    ]);
    // A subscription.updated from the schedule's creation keeps the pending switch.
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    expect(await userInfo(user)).toMatchObject({ switches_to: { interval: 'month', on } });

    const undone = await api('POST', '/api/subscription/switch', user.token, { interval: 'year' });
    expect(undone.body).toMatchObject({ message: messages.billing.switchUndone, subscription: { switches_to: null } });
    expect(schedule?.status).toBe('released');
  });

  it('resume sets cancel_at_period_end back to false; the portal opens a Billing Portal session', async () => {
    const { user, sub } = await subscriber();
    expect((await api('POST', '/api/subscription/cancel', user.token)).status).toBe(200);
    expect(sub.cancel_at_period_end).toBe(true);
    const resumed = await api('POST', '/api/subscription/resume', user.token);
    expect(resumed).toMatchObject({ status: 200, body: { subscription: { cancelled: false, is_premium: true } } });
    expect(sub.cancel_at_period_end).toBe(false);

    const portal = await api('POST', '/api/billing/portal', user.token);
    expect(String(portal.body.url)).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const created = fake.calls.filter((c) => c.route === 'POST /v1/billing_portal/sessions').at(-1);
    expect(created?.body.get('customer')).toBe(sub.customer);
    expect(created?.body.get('return_url')).toBe(`${app.ctx.config.PUBLIC_URL}/account`);
    // Issue 28.2: straight to the card update, which returns saying it was done.
    expect(created?.body.get('flow_data[type]')).toBe('payment_method_update');
    expect(created?.body.get('flow_data[after_completion][redirect][return_url]')).toBe(
      `${app.ctx.config.PUBLIC_URL}/account?billing=card-updated`,
    );
    // The TEST MODE portal page and simulation do not exist with Stripe.
    expect((await app.request('/test-billing/portal')).status).toBe(404);
    expect((await api('GET', '/api/test-mode/clock', user.token)).status).toBe(404);
    expect((await api('POST', '/api/test-mode/clock/advance', user.token, { days: 1 })).status).toBe(404);
  });

  it('answers 503 billing_unavailable when Stripe is down, and changes nothing', async () => {
    const { user } = await subscriber();
    fake.failing(true);
    try {
      for (const [path, body] of [
        ['/api/subscription/switch', { interval: 'year' }],
        ['/api/subscription/cancel', undefined],
        ['/api/billing/portal', undefined],
      ] as const) {
        expect(await api('POST', path, user.token, body)).toMatchObject({
          status: 503,
          body: { code: 'billing_unavailable', message: messages.billing.providerUnavailable },
        });
      }
    } finally {
      fake.failing(false);
    }
    expect(await userInfo(user)).toMatchObject({ is_premium: true, interval: 'month', cancelled: false });
  });

  it('409 for the portal of an account that never paid', async () => {
    const user = await app.signUp();
    expect(await api('POST', '/api/billing/portal', user.token)).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: messages.billing.noBillingAccount },
    });
  });
});

describe('renewals and failures from Stripe’s events, once and in any order', () => {
  it('a failed renewal: grace (Premium kept, payment_failed); the paid retry clears it; replays and a late failure change nothing', async () => {
    const { user, sub } = await subscriber();
    // Stripe renews: a new period, the invoice's payment fails, the subscription is past_due.
    const start = new Date(sub.current_period_end * 1000);
    sub.current_period_start = sub.current_period_end;
    sub.current_period_end += 30 * 86_400;
    sub.status = 'past_due';
    const invoice = fake.invoice(sub.id, {
      amount: 999,
      status: 'open',
      attempts: 1,
      period: [start, new Date(sub.current_period_end * 1000)],
    });
    const failed = invoiceEvent('invoice.payment_failed', invoice.id, sub.id);
    await deliver(failed);
    await deliver(failed);
    // Told once, without a date: Stripe's retries decide when Premium ends.
    expect(await subjects(user)).toEqual([messages.server.renewalFailedSubject]);
    const grace = await userInfo(user);
    expect(grace).toMatchObject({
      is_premium: true,
      payment_failed: true,
      on_grace_period: true,
      cancelled: false,
      grace_ends_at: null,
    });
    expect((await api('GET', '/api/subscription/current-plan', user.token)).body).toMatchObject({
      status: 'grace_period',
    });
    expect(await invoices(user)).toEqual([
      expect.objectContaining({
        status: 'failed',
        amount: 9.99,
        receipt_url: `https://invoice.stripe.test/${invoice.id}`,
      }),
    ]);

    // The card is updated in the portal; Stripe's retry succeeds.
    invoice.status = 'paid';
    invoice.amount_paid = 999;
    invoice.paid_at = invoice.created + 3600;
    sub.status = 'active';
    await deliver(invoiceEvent('invoice.paid', invoice.id, sub.id));
    const paid = await userInfo(user);
    expect(paid).toMatchObject({ is_premium: true, payment_failed: false, on_grace_period: false });
    expect(paid.current_period_end).toBe(new Date(sub.current_period_end * 1000).toISOString());

    // The failed event again, late and with a fresh id: still paid, still one invoice.
    await deliver(invoiceEvent('invoice.payment_failed', invoice.id, sub.id));
    expect(await userInfo(user)).toEqual(paid);
    expect(await subjects(user)).toEqual([messages.server.renewalFailedSubject]);
    expect(await invoices(user)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('an invoice event before the checkout is fulfilled joins the account once it is', async () => {
    const user = await app.signUp();
    await api('POST', '/api/subscription/payment-link', user.token, { plan: MONTHLY });
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === user.id);
    if (!session) throw new Error('no checkout session');
    const sub = fake.complete(session.id, new Date(Date.now() + 30 * DAY));
    const first = fake.invoice(sub.id, {
      amount: 999,
      status: 'paid',
      period: [new Date(), new Date(Date.now() + 30 * DAY)],
    });
    await deliver(invoiceEvent('invoice.paid', first.id, sub.id));
    expect(await invoices(user)).toEqual([]);
    await deliver(stripeEvent('checkout.session.completed', { id: session.id, object: 'checkout.session' }));
    expect(await invoices(user)).toEqual([expect.objectContaining({ status: 'paid', amount: 9.99 })]);
  });

  it('a schedule’s phase starting makes the plan monthly; an older state delivered late does not undo it; the end is plainly Basic', async () => {
    const { user, sub } = await subscriber(YEARLY);
    expect((await api('POST', '/api/subscription/switch', user.token, { interval: 'month' })).status).toBe(200);
    const yearEnd = sub.current_period_end;
    // The year ends; the schedule's monthly phase starts and Stripe releases the schedule.
    sub.price = MONTHLY;
    sub.current_period_start = yearEnd;
    sub.current_period_end = yearEnd + 30 * 86_400;
    sub.schedule = null;
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    const monthly = await userInfo(user);
    expect(monthly).toMatchObject({ interval: 'month', switches_to: null, is_premium: true });

    // A delivery that read the subscription as it was a year ago (a slow retry) cannot move it back.
    const now = { ...sub };
    Object.assign(sub, { price: YEARLY, current_period_end: yearEnd, current_period_start: yearEnd - 365 * 86_400 });
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    expect(await userInfo(user)).toEqual(monthly);
    Object.assign(sub, now);

    // Stripe ends it (retries exhausted or cancelled from the dashboard): plainly Basic, no date.
    sub.status = 'canceled';
    const ended = stripeEvent('customer.subscription.deleted', { id: sub.id, object: 'subscription' });
    await deliver(ended);
    await deliver(ended);
    expect(await subjects(user)).toEqual([messages.server.lapsedSubject]);
    expect(await userInfo(user)).toEqual({
      is_premium: false,
      current_period_end: null,
      cancelled: false,
      on_grace_period: false,
      interval: null,
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
      // Stripe ended it without a failed payment (issue 28.3 says why it is Basic).
      ended_reason: 'cancelled',
      card: null,
    });
  });
});

describe('the card on file with Stripe (decision 291)', () => {
  const mastercard = { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 };
  const card = async (user: TestUser) => (await userInfo(user)).card;

  it('Billing shows the card Checkout collected; a portal update shows the new card and e-mails once, whichever event comes first', async () => {
    const { user, sub } = await subscriber();
    expect(await card(user)).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(await subjects(user)).toEqual([]);

    // The Billing Portal's update: the customer's invoice default and the subscription's default.
    fake.updateCard(sub.id, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
    await deliver(stripeEvent('payment_method.attached', { id: 'pm_x', object: 'payment_method' }));
    await deliver(stripeEvent('customer.updated', { id: sub.customer, object: 'customer' }));
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    expect(await card(user)).toEqual(mastercard);
    expect(await subjects(user)).toEqual([messages.server.cardUpdatedSubject]);
    const mail = (await app.outbox()).find((m) => m.to === user.email);
    expect(mail?.text).toContain('The payment method of your Skimly Premium subscription was updated.');

    // Another card later: a second e-mail; the same event again: nothing more.
    fake.updateCard(sub.id, { brand: 'amex', last4: '0005', exp_month: 8, exp_year: 2030 });
    const updated = stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    await deliver(updated);
    await deliver(updated);
    await deliver(stripeEvent('customer.updated', { id: sub.customer, object: 'customer' }));
    expect(await card(user)).toEqual({ brand: 'amex', last4: '0005', exp_month: 8, exp_year: 2030 });
    expect(await subjects(user)).toEqual([messages.server.cardUpdatedSubject, messages.server.cardUpdatedSubject]);
  });

  it('a new customer default without a subscription default is the card charged: shown and e-mailed; an event without a card keeps it', async () => {
    const { user, sub } = await subscriber();
    sub.default_payment_method = null;
    fake.updateCard(sub.id, mastercard, { onSubscription: false });
    await deliver(stripeEvent('customer.updated', { id: sub.customer, object: 'customer' }));
    expect(await card(user)).toEqual(mastercard);
    expect(await subjects(user)).toEqual([messages.server.cardUpdatedSubject]);

    // Stripe names no card at all (the default removed): the card on file stays, nobody is e-mailed.
    fake.customerDefaults.set(sub.customer, null);
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    expect(await card(user)).toEqual(mastercard);
    expect(await subjects(user)).toEqual([messages.server.cardUpdatedSubject]);
  });

  it('a card first learnt from an event (none on file) is shown without an e-mail', async () => {
    const user = await app.signUp();
    await api('POST', '/api/subscription/payment-link', user.token, { plan: MONTHLY });
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === user.id);
    if (!session) throw new Error('no checkout session');
    const sub = fake.complete(session.id, new Date(Date.now() + 30 * DAY));
    const paid = sub.default_payment_method;
    sub.default_payment_method = null;
    await deliver(stripeEvent('checkout.session.completed', { id: session.id, object: 'checkout.session' }));
    expect(await card(user)).toBeNull();
    sub.default_payment_method = paid;
    await deliver(stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }));
    expect(await card(user)).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(await subjects(user)).toEqual([]);
  });
});

describe('the TEST MODE simulation in production', () => {
  it('is not mounted, even with TEST_MODE=true', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', TEST_MODE: true, PUBLIC_URL: 'https://skimly.example' });
    try {
      const user = await prod.signUp();
      const headers = { Authorization: `Bearer ${user.token}`, 'X-Request-Source': 'website' };
      expect((await prod.request('/api/test-mode/clock', { headers })).status).toBe(404);
      const advance = await prod.request('/api/test-mode/clock/advance', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ days: 30 }),
      });
      expect(advance.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
