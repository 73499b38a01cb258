/**
 * Issue 13's calls: switch interval, resume, invoices, the billing portal, and TEST MODE's billing
 * clock and failing renewal (skipped against a server that is not in TEST MODE).
 */
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { call, expectError } from './call.ts';
import type { Suite } from './suite.ts';

type Json = Record<string, unknown>;

export function lifecycleScenarios(suite: Suite): void {
  const send = () => suite.target().send;

  describe('switch interval', () => {
    it('monthly → annual at once; annual → monthly scheduled, then undone; 409 for the current interval', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      const annual = await call(send(), 'POST', '/api/subscription/switch', { token, body: { interval: 'year' } });
      expect(annual.body).toMatchObject({ success: true, subscription: { interval: 'year', switches_to: null } });
      expectError(
        await call(send(), 'POST', '/api/subscription/switch', { token, body: { interval: 'year' } }),
        409,
        'conflict',
        messages.billing.alreadyOnInterval,
      );
      const monthly = await call(send(), 'POST', '/api/subscription/switch', { token, body: { interval: 'month' } });
      const sub = (monthly.body as { subscription: Json }).subscription;
      expect(sub).toMatchObject({ interval: 'year', switches_to: { interval: 'month', on: sub.current_period_end } });
      const undone = await call(send(), 'POST', '/api/subscription/switch', { token, body: { interval: 'year' } });
      expect(undone.body).toMatchObject({
        message: messages.billing.switchUndone,
        subscription: { switches_to: null },
      });
    });

    it('409 for a Basic user, 422 for a bad interval, 400 for broken JSON, 401 without a session', async (ctx) => {
      const { token } = await suite.shared(ctx, 'basic');
      expectError(
        await call(send(), 'POST', '/api/subscription/switch', { token, body: { interval: 'year' } }),
        409,
        'conflict',
        messages.billing.nothingToSwitch,
      );
      expectError(
        await call(send(), 'POST', '/api/subscription/switch', { token, body: { interval: 'weekly' } }),
        422,
        'validation_error',
      );
      expect((await call(send(), 'POST', '/api/subscription/switch', { token, raw: '{"interval"' })).status).toBe(400);
      expectError(
        await call(send(), 'POST', '/api/subscription/switch', { body: { interval: 'year' } }),
        401,
        'unauthorized',
      );
    });
  });

  describe('resume', () => {
    it('a cancelled subscription resumes inside its period; a second resume is 409', async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      expect((await call(send(), 'POST', '/api/subscription/cancel', { token })).status).toBe(200);
      const resumed = await call(send(), 'POST', '/api/subscription/resume', { token });
      expect(resumed.body).toMatchObject({
        success: true,
        message: messages.billing.resumed,
        subscription: { is_premium: true, cancelled: false, on_grace_period: false },
      });
      expectError(await call(send(), 'POST', '/api/subscription/resume', { token }), 409, 'conflict');
    });

    it('401 without a session', async () => {
      expectError(await call(send(), 'POST', '/api/subscription/resume'), 401, 'unauthorized');
    });
  });

  describe('billing', () => {
    it('invoices: a list (empty for an account that never paid); 401 without a session', async (ctx) => {
      const { token } = await suite.shared(ctx, 'basic');
      expect((await call(send(), 'GET', '/api/billing/invoices', { token })).body).toEqual({ invoices: [] });
      expectError(await call(send(), 'GET', '/api/billing/invoices'), 401, 'unauthorized');
    });

    it('portal: a URL for a subscriber, 409 for an account that never paid, 401 without a session', async (ctx) => {
      const premium = await suite.shared(ctx, 'premium');
      const portal = await call(send(), 'POST', '/api/billing/portal', { token: premium.token });
      expect((portal.body as { url: string }).url).toMatch(/^https?:\/\//);
      const basic = await suite.shared(ctx, 'basic');
      expectError(
        await call(send(), 'POST', '/api/billing/portal', { token: basic.token }),
        409,
        'conflict',
        messages.billing.noBillingAccount,
      );
      expectError(await call(send(), 'POST', '/api/billing/portal'), 401, 'unauthorized');
    });
  });

  describe('TEST MODE billing portal', () => {
    it("the page for a subscriber, Update card returns to the account saying so; 404 pages without a session; a receipt is its owner's", async (ctx) => {
      const { token } = await suite.fresh(ctx, 'premium');
      const portal = await call(send(), 'POST', '/api/billing/portal', { token });
      if (!String((portal.body as { url?: string }).url).includes('/test-billing/portal')) {
        return ctx.skip('the server is not in TEST MODE');
      }
      const html = { Accept: 'text/html' };
      const page = await call(send(), 'GET', '/test-billing/portal', { token, headers: html });
      expect(page.status).toBe(200);
      const card = await call(send(), 'POST', '/test-billing/portal/card', { token });
      expect(card.status).toBe(303);
      expect(card.response.headers.get('location')).toMatch(/\/account\?billing=card-updated$/);
      expect((await call(send(), 'GET', '/test-billing/portal', { headers: html })).status).toBe(404);
      expect((await call(send(), 'POST', '/test-billing/portal/card', { headers: html })).status).toBe(404);
      // A receipt that is not this account's, or asked for without a session, is not found.
      const receipt = { headers: html, path: { id: 'in_not_theirs' } };
      expect((await call(send(), 'GET', '/test-billing/receipts/{id}', { token, ...receipt })).status).toBe(404);
      expect((await call(send(), 'GET', '/test-billing/receipts/{id}', receipt)).status).toBe(404);
    });
  });

  describe('TEST MODE simulation', () => {
    it('the clock reads and advances; 422 outside 1..800 days; 401 without a session', async (ctx) => {
      const { token } = await suite.shared(ctx, 'basic');
      const clock = await call(send(), 'GET', '/api/test-mode/clock', { token });
      if (clock.status === 404) return ctx.skip('the server is not in TEST MODE');
      const before = clock.body as { now: string; offset_days: number };
      const moved = await call(send(), 'POST', '/api/test-mode/clock/advance', { token, body: { days: 1 } });
      expect((moved.body as { offset_days: number }).offset_days).toBeCloseTo(before.offset_days + 1, 3);
      expectError(
        await call(send(), 'POST', '/api/test-mode/clock/advance', { token, body: { days: 0 } }),
        422,
        'validation_error',
      );
      expectError(await call(send(), 'GET', '/api/test-mode/clock'), 401, 'unauthorized');
      expectError(
        await call(send(), 'POST', '/api/test-mode/clock/advance', { body: { days: 1 } }),
        401,
        'unauthorized',
      );
    });

    it('arming a failed renewal: 200 for a renewing subscriber, 409 for Basic, 401 without a session', async (ctx) => {
      const premium = await suite.fresh(ctx, 'premium');
      const armed = await call(send(), 'POST', '/api/test-mode/renewal-failure', { token: premium.token });
      if (armed.status === 404) return ctx.skip('the server is not in TEST MODE');
      expect(armed.body).toMatchObject({ success: true, subscription: { is_premium: true, payment_failed: false } });
      const basic = await suite.shared(ctx, 'basic');
      expectError(
        await call(send(), 'POST', '/api/test-mode/renewal-failure', { token: basic.token }),
        409,
        'conflict',
      );
      expectError(await call(send(), 'POST', '/api/test-mode/renewal-failure'), 401, 'unauthorized');
    });
  });
}
