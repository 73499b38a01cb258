/** Profile, plans, checkout (TEST MODE), payment verification, cancellation; Google start when not configured. */
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { type Send, call, expectError } from './call.ts';
import type { Suite } from './suite.ts';
import type { Account } from './target.ts';

async function premiumPrice(send: Send, account: Account): Promise<string> {
  const { body } = await call(send, 'GET', '/api/subscription/plans', { token: account.token });
  const plan = (body as { plans: Array<{ stripe_price_id: string | null; interval: string }> }).plans.find(
    (p) => p.stripe_price_id && p.interval === 'month',
  );
  if (!plan?.stripe_price_id) throw new Error('no monthly Premium plan listed');
  return plan.stripe_price_id;
}

/** Starts a checkout; returns the TEST MODE session id, or null when the server sends users to Stripe. */
async function testCheckout(send: Send, account: Account): Promise<string | null> {
  const plan = await premiumPrice(send, account);
  const link = await call(send, 'POST', '/api/subscription/payment-link', { token: account.token, body: { plan } });
  expect(link.status).toBe(200);
  const id = /\/test-checkout\/([^/?#]+)/.exec((link.body as { url: string }).url)?.[1];
  return id ? decodeURIComponent(id) : null;
}

export function billingScenarios(suite: Suite): void {
  const send = () => suite.target().send;

  describe('account', () => {
    it('user-info, current-plan and plans need a session (401)', async () => {
      for (const path of ['/api/user-info', '/api/subscription/current-plan', '/api/subscription/plans']) {
        expectError(await call(send(), 'GET', path), 401, 'unauthorized', messages.api.unauthorized);
      }
    });

    it('a Basic user: profile, plan none/basic, Basic first in the plan list', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      const info = await call(send(), 'GET', '/api/user-info', { token: account.token });
      expect(info.body).toMatchObject({
        user: { username: account.email.split('@')[0], email: account.email },
        subscription: { is_premium: false, cancelled: false, on_grace_period: false },
      });
      const plan = await call(send(), 'GET', '/api/subscription/current-plan', { token: account.token });
      expect(plan.body).toMatchObject({ plan: { name: 'Basic' } });
      const plans = (await call(send(), 'GET', '/api/subscription/plans', { token: account.token })).body as {
        plans: Array<{ name: string; stripe_price_id: string | null }>;
      };
      expect(plans.plans[0]).toMatchObject({ name: 'Basic', stripe_price_id: null });
      expect(plans.plans.filter((p) => p.name === 'Premium').length).toBeGreaterThanOrEqual(2);
    });

    it('a Premium user: active plan with a period end', async (ctx) => {
      const account = await suite.shared(ctx, 'premium');
      const info = await call(send(), 'GET', '/api/user-info', { token: account.token });
      expect(info.body).toMatchObject({ subscription: { is_premium: true, cancelled: false } });
      const plan = await call(send(), 'GET', '/api/subscription/current-plan', { token: account.token });
      expect(plan.body).toMatchObject({ plan: { name: 'Premium' }, status: 'active' });
    });
  });

  describe('payment-link', () => {
    it('401 without a session, 404 for an unknown plan, 422 without plan, 400 for broken JSON', async (ctx) => {
      expectError(
        await call(send(), 'POST', '/api/subscription/payment-link', { body: { plan: 'x' } }),
        401,
        'unauthorized',
      );
      const account = await suite.shared(ctx, 'basic');
      const token = account.token;
      expectError(
        await call(send(), 'POST', '/api/subscription/payment-link', { token, body: { plan: 'price_nope' } }),
        404,
        'not_found',
      );
      expectError(
        await call(send(), 'POST', '/api/subscription/payment-link', { token, body: {} }),
        422,
        'validation_error',
      );
      expectError(
        await call(send(), 'POST', '/api/subscription/payment-link', { token, raw: '{' }),
        400,
        'invalid_json',
      );
    });

    it('415 for a body that is not application/json', async (ctx) => {
      const { token } = await suite.shared(ctx, 'basic');
      const text = await call(send(), 'POST', '/api/subscription/payment-link', {
        token,
        raw: 'plan',
        contentType: 'text/plain',
      });
      expectError(text, 415, 'unsupported_media_type');
    });

    it('409 for a user with an active Premium subscription', async (ctx) => {
      const account = await suite.shared(ctx, 'premium');
      const plan = await premiumPrice(send(), account);
      const result = await call(send(), 'POST', '/api/subscription/payment-link', {
        token: account.token,
        body: { plan },
      });
      expectError(result, 409, 'conflict', messages.billing.alreadyPremium);
    });
  });

  describe('TEST MODE checkout and payment verification', () => {
    it('page, Pay (303), processing, then success with plan and next billing date', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const id = await testCheckout(send(), account);
      if (!id) return ctx.skip('the server is not in TEST MODE');
      const page = await call(send(), 'GET', '/test-checkout/{sessionId}', {
        path: { sessionId: id },
        token: account.token,
        headers: { Accept: 'text/html' },
      });
      expect(String(page.body)).toContain(messages.testCheckout.badge);
      const pay = await call(send(), 'POST', '/test-checkout/{sessionId}/pay', {
        path: { sessionId: id },
        token: account.token,
      });
      expect(pay.status).toBe(303);
      expect(pay.response.headers.get('location')).toContain(`/success-payment?session_id=${encodeURIComponent(id)}`);
      const first = await call(send(), 'GET', '/api/payment/success', {
        query: { session_id: id },
        token: account.token,
      });
      const seen = [(first.body as { status: string }).status];
      let last = first;
      for (let i = 0; i < 60 && (last.body as { status: string }).status !== 'success'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        last = await call(send(), 'GET', '/api/payment/success', { query: { session_id: id }, token: account.token });
        seen.push((last.body as { status: string }).status);
      }
      expect(last.body).toMatchObject({
        status: 'success',
        error: false,
        subscription: { plan_name: 'Premium', status: 'active' },
        user: { email: account.email, is_premium: true },
      });
      expect(
        (last.body as { subscription: { next_billing_date: string | null } }).subscription.next_billing_date,
      ).not.toBeNull();
      expect(seen[0]).toBe('processing');
    });

    it('Cancel (303) expires the checkout: the page is gone and verification answers 409', async (ctx) => {
      const account = await suite.fresh(ctx, 'basic');
      const id = await testCheckout(send(), account);
      if (!id) return ctx.skip('the server is not in TEST MODE');
      const cancel = await call(send(), 'POST', '/test-checkout/{sessionId}/cancel', {
        path: { sessionId: id },
        token: account.token,
      });
      expect(cancel.status).toBe(303);
      expect(cancel.response.headers.get('location')).toContain('/cancel-payment');
      const page = await call(send(), 'GET', '/test-checkout/{sessionId}', {
        path: { sessionId: id },
        token: account.token,
        headers: { Accept: 'text/html' },
      });
      expect(page.status).toBe(404);
      expect(
        (
          await call(send(), 'POST', '/test-checkout/{sessionId}/pay', {
            path: { sessionId: id },
            token: account.token,
          })
        ).status,
      ).toBe(404);
      // Cancel again (back button) is harmless: the same redirect.
      expect(
        (
          await call(send(), 'POST', '/test-checkout/{sessionId}/cancel', {
            path: { sessionId: id },
            token: account.token,
          })
        ).status,
      ).toBe(303);
      const verify = await call(send(), 'GET', '/api/payment/success', {
        query: { session_id: id },
        token: account.token,
      });
      expectError(verify, 409, 'conflict', messages.billing.sessionExpired);
    });

    it('verification: 422 without session_id, 404 for an unknown one', async () => {
      expectError(await call(send(), 'GET', '/api/payment/success'), 422, 'validation_error');
      const unknown = await call(send(), 'GET', '/api/payment/success', { query: { session_id: 'cs_test_unknown' } });
      expectError(unknown, 404, 'not_found');
    });
  });

  describe('cancel', () => {
    it('cancels at period end (still Premium, on grace period); a second cancel is 409', async (ctx) => {
      const account = await suite.fresh(ctx, 'premium');
      const result = await call(send(), 'POST', '/api/subscription/cancel', { token: account.token });
      expect(result.body).toMatchObject({
        success: true,
        message: messages.plans.cancelled,
        subscription: { is_premium: true, cancelled: true, on_grace_period: true },
      });
      const plan = await call(send(), 'GET', '/api/subscription/current-plan', { token: account.token });
      expect((plan.body as { status: string }).status).toMatch(/^(cancelled|grace_period)$/);
      expectError(await call(send(), 'POST', '/api/subscription/cancel', { token: account.token }), 409, 'conflict');
    });

    it('409 for a Basic user, 401 without a session', async (ctx) => {
      const account = await suite.shared(ctx, 'basic');
      expectError(await call(send(), 'POST', '/api/subscription/cancel', { token: account.token }), 409, 'conflict');
      expectError(await call(send(), 'POST', '/api/subscription/cancel'), 401, 'unauthorized');
    });
  });
}
