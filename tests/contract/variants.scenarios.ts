/**
 * Calls whose answers depend on server configuration, driven in process only (an external server has
 * one fixed configuration): Google sign-in against a local OpenID provider, Stripe against the local
 * Stripe fake with signed webhooks, and both calls when nothing is configured.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { type OidcProvider, authorize, startOidcProvider } from '#tests/server/fakes/oidc-provider.ts';
import { type StripeFake, startStripeFake } from '#tests/server/fakes/stripe-api.ts';
import { createTestApp } from '#tests/server/harness.ts';
import { type Send, call, expectError, sessionCookieOf } from './call.ts';

const WEBHOOK_SECRET = 'whsec_contract';
type App = Awaited<ReturnType<typeof createTestApp>>;

function flowCookie(response: Response): string {
  const cookie = /skimly_oauth=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('the Google start set no flow cookie');
  return cookie;
}

export function variantScenarios(defaultSend: () => Send): void {
  describe('unconfigured Google and Stripe', () => {
    it('Google start answers 503, a stray callback goes back with status=error', async () => {
      const start = await call(defaultSend(), 'GET', '/auth/google/website', { query: { state: 'client-state-1' } });
      expectError(start, 503, 'google_not_configured', messages.google.notConfigured);
      const back = await call(defaultSend(), 'GET', '/auth/google/callback', { query: { code: 'x', state: 'y' } });
      expect(back.response.headers.get('location')).toContain('/oauth/return?status=error');
    });

    it('the Stripe webhook answers 503', async () => {
      const result = await call(defaultSend(), 'POST', '/api/stripe/webhook', {
        raw: '{"id":"evt_1","type":"ping"}',
        headers: { 'Stripe-Signature': 't=1,v1=x' },
      });
      expectError(result, 503, 'stripe_not_configured');
    });
  });

  describe('Google sign-in (local OpenID provider)', () => {
    let provider: OidcProvider;
    let app: App;
    const send: Send = (path, init) => app.request(path, init);

    beforeAll(async () => {
      provider = await startOidcProvider({ sub: 'g-contract', email: 'google.user@example.org', email_verified: true });
      app = await createTestApp({
        GOOGLE_CLIENT_ID: 'skimly',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: provider.issuer,
      });
    });
    afterAll(async () => {
      await app?.close();
      await provider?.close();
    });

    it('start returns the URL; the callback signs in and returns to the site with the state', async () => {
      const start = await call(send, 'GET', '/auth/google/website', {
        query: { state: 'client-state-42' },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      const back = await authorize((start.body as { url: string }).url);
      const callback = await call(send, 'GET', '/auth/google/callback', {
        query: Object.fromEntries(back.searchParams),
        headers: { Cookie: flowCookie(start.response) },
      });
      expect(callback.status).toBe(302);
      expect(callback.response.headers.get('location')).toContain('/oauth/return?status=success&state=client-state-42');
      const session = sessionCookieOf(callback.response);
      expect(session).not.toBeNull();
      const check = await call(send, 'GET', '/check-website', { cookie: session ?? '' });
      expect(check.body).toMatchObject({ authenticated: true, user: { email: 'google.user@example.org' } });
    });

    it('a callback from another browser (no flow cookie) returns with status=error', async () => {
      const start = await call(send, 'GET', '/auth/google/website', { query: { state: 'client-state-43' } });
      const back = await authorize((start.body as { url: string }).url);
      const callback = await call(send, 'GET', '/auth/google/callback', {
        query: Object.fromEntries(back.searchParams),
      });
      expect(callback.response.headers.get('location')).toContain('/oauth/return?status=error&state=client-state-43');
    });

    it('422 for a missing or too short state', async () => {
      expectError(
        await call(send, 'GET', '/auth/google/website', { query: { state: 'short' } }),
        422,
        'validation_error',
      );
      expectError(await call(send, 'GET', '/auth/google/website'), 422, 'validation_error');
    });
  });

  describe('Stripe (local Stripe API fake)', () => {
    let fake: StripeFake;
    let app: App;
    const send: Send = (path, init) => app.request(path, init);

    beforeAll(async () => {
      fake = await startStripeFake();
      app = await createTestApp({
        STRIPE_SECRET_KEY: 'sk_test_contract',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      });
    });
    afterAll(async () => {
      await app?.close();
      await fake?.close();
    });

    it('payment-link returns the Stripe Checkout URL, and 402 when Stripe declines', async () => {
      const { token } = await app.signUp({});
      const body = { plan: 'price_skimly_premium_monthly' };
      const link = await call(send, 'POST', '/api/subscription/payment-link', { token, body });
      expect((link.body as { url: string }).url).toMatch(/^https:\/\//);
      fake.declineNext();
      const declined = await call(send, 'POST', '/api/subscription/payment-link', { token, body });
      expectError(declined, 402, 'payment_declined', messages.plans.paymentDeclined);
    });

    it('the webhook accepts a signed event (200) and refuses a bad signature (400)', async () => {
      const payload = JSON.stringify({
        id: 'evt_contract_1',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const ok = await call(send, 'POST', '/api/stripe/webhook', {
        raw: payload,
        headers: { 'Stripe-Signature': signature },
        bare: true,
      });
      expect(ok.body).toEqual({ received: true });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
      const bad = await call(send, 'POST', '/api/stripe/webhook', {
        raw: payload,
        headers: { 'Stripe-Signature': forged },
        bare: true,
      });
      expectError(bad, 400, 'invalid_signature');
    });
  });
}
