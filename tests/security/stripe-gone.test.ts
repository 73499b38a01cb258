/**
 * Issue 26.9: a Stripe event about an object Stripe no longer has was answered 500, so Stripe
 * retried it for days. It is answered 2xx, recorded once and logged; the account is untouched.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
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
