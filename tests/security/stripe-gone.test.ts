/**
 * Issue 26.9: a Stripe event about an object Stripe no longer has was answered 500, so Stripe
 * retried it for days. It is answered 2xx, recorded once and logged; the account is untouched.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { type StripeFake, signed, startStripeFake, stripeEvent } from '#tests/server/fakes/stripe-api.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

const WEBHOOK_SECRET = 'whsec_skimly_gone_secret';
let fake: StripeFake;
let app: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  app = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_gone',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const deliver = (event: object) => {
  const { body, signature } = signed(event, WEBHOOK_SECRET);
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
};

it.each([
  ['checkout.session.completed', { id: 'cs_test_gone_forever', object: 'checkout.session' }],
  ['customer.subscription.updated', { id: 'sub_gone_forever', object: 'subscription' }],
])('answers 2xx to %s for an object Stripe no longer has, once', async (type, object) => {
  const event = stripeEvent(type, object);
  expect((await deliver(event)).status).toBe(200);
  const rows = await app.ctx.db.query<{ id: string }>('SELECT id FROM webhook_events WHERE id = $1', [event.id]);
  expect(rows).toHaveLength(1);
  expect((await deliver(event)).status).toBe(200);
});

it("logs the event without the checkout session id Stripe's answer names", async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logged = createApp({ ...app.ctx, log: pino({ level: 'info' }, sink) });
  const id = 'cs_test_gone_and_secret_a1b2c3';
  const { body, signature } = signed(
    stripeEvent('checkout.session.completed', { id, object: 'checkout.session' }),
    WEBHOOK_SECRET,
  );
  const res = await logged.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  expect(res.status).toBe(200);
  expect(fake.calls.map((c) => c.route)).toContain(`GET /v1/checkout/sessions/${id}`);
  const log = lines.join('');
  expect(log).toContain('resource_missing');
  expect(log).not.toContain(id);
});
