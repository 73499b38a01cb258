/**
 * Issue 28.2 on the server, TEST MODE: the card on file (paid with at checkout, changed in the test
 * portal), the portal's return address (only a path on this site, decision 255; back with what
 * happened), and TEST MODE's own receipt page, shown only to the invoice's owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { testBillingPageMessages } from '#domain/billingMessages.ts';
import { messages } from '#domain/messages.ts';
import { call } from './client.ts';
import { type TestApp, type TestUser, createTestApp } from './harness.ts';

const MONTHLY = 'price_skimly_premium_monthly';
const DELAY_MS = 20;
type Json = Record<string, unknown>;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TEST_MODE: true, TEST_CHECKOUT_DELAY_MS: DELAY_MS });
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const api = (method: string, path: string, token: string, body?: unknown) =>
  call<Json>(app, method, path, { token, ...(body !== undefined ? { body } : {}) });
const card = async (user: TestUser) =>
  ((await api('GET', '/api/user-info', user.token)).body.subscription as Json).card as Json | null;
const cookie = (user: TestUser) => ({ Cookie: `${SESSION_COOKIE}=${user.token}` });

async function subscriber(): Promise<TestUser> {
  const user = await app.signUp();
  const link = await api('POST', '/api/subscription/payment-link', user.token, { plan: MONTHLY });
  const id = /\/test-checkout\/([^/?#]+)/.exec(String(link.body.url))?.[1] ?? '';
  const paid = await app.request(`/test-checkout/${id}/pay`, {
    method: 'POST',
    headers: { Origin: app.ctx.config.PUBLIC_URL, ...cookie(user) },
  });
  expect(paid.status).toBe(303);
  for (let i = 0; i < 100; i++) {
    if ((await api('GET', `/api/payment/success?session_id=${id}`, user.token)).body.status === 'success') return user;
    await sleep(DELAY_MS);
  }
  throw new Error('the TEST MODE checkout never completed');
}

function submitCard(user: TestUser, fields: Record<string, string>) {
  return app.request('/test-billing/portal/card', {
    method: 'POST',
    headers: {
      Origin: app.ctx.config.PUBLIC_URL,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...cookie(user),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('billing a person can manage (issue 28.2)', { timeout: 60_000 }, () => {
  it('a healthy subscriber has a card on file and changes it; the portal returns where it was opened', async () => {
    const user = await subscriber();
    expect(await card(user)).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });

    const portal = await api('POST', '/api/billing/portal', user.token, { return_to: '/dashboard?tab=prompt' });
    const url = new URL(String(portal.body.url));
    expect(url.origin + url.pathname).toBe(`${app.ctx.config.PUBLIC_URL}/test-billing/portal`);
    const page = await app.request(`${url.pathname}${url.search}`, { headers: cookie(user) });
    const html = await page.text();
    expect(html).toContain(
      testBillingPageMessages.testCardLabel('visa', '4242', 12, Number((await card(user))?.exp_year)),
    );
    expect(html).toContain('name="return_to" value="/dashboard?tab=prompt"');
    expect(html).not.toContain(messages.testBilling.paymentFailed);

    const updated = await submitCard(user, { card: 'mastercard', return_to: '/dashboard?tab=prompt' });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe(
      `${app.ctx.config.PUBLIC_URL}/dashboard?tab=prompt&billing=card-updated`,
    );
    expect(await card(user)).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 8 });
    const mail = (await app.outbox()).filter(
      (m) => m.to === user.email && m.subject === messages.server.cardUpdatedSubject,
    );
    expect(mail).toHaveLength(1);
  });

  it.each(['https://evil.example/steal', '//evil.example', '/%2F%2Fevil.example', 'dashboard'])(
    'a return address that could leave the site (%s) becomes /account',
    async (returnTo) => {
      const user = await subscriber();
      const portal = await api('POST', '/api/billing/portal', user.token, { return_to: returnTo });
      expect(String(portal.body.url)).toBe(`${app.ctx.config.PUBLIC_URL}/test-billing/portal?return_to=%2Faccount`);
      const page = await (
        await app.request(`/test-billing/portal?return_to=${encodeURIComponent(returnTo)}`, { headers: cookie(user) })
      ).text();
      expect(page).toContain('name="return_to" value="/account"');
      const updated = await submitCard(user, { return_to: returnTo });
      expect(updated.headers.get('location')).toBe(`${app.ctx.config.PUBLIC_URL}/account?billing=card-updated`);
    },
  );

  it("TEST MODE's receipts are its own pages, for the invoice's owner only", async () => {
    const user = await subscriber();
    const list = (await api('GET', '/api/billing/invoices', user.token)).body.invoices as Json[];
    expect(list).toHaveLength(1);
    const receipt = String(list[0]?.receipt_url);
    expect(receipt).toBe(`${app.ctx.config.PUBLIC_URL}/test-billing/receipts/${String(list[0]?.id)}`);
    const path = new URL(receipt).pathname;

    const page = await app.request(path, { headers: cookie(user) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(messages.testMode.label);
    expect(html).toContain(testBillingPageMessages.receiptTitle);
    expect(html).toContain(messages.billing.invoiceDescription('month', false));
    expect(html).toContain('$9.99');
    expect(html).toContain(messages.plans.invoiceStatuses.paid);

    const stranger = await app.signUp();
    expect((await app.request(path, { headers: cookie(stranger) })).status).toBe(404);
    expect((await app.request(path)).status).toBe(404);
    expect((await app.request('/test-billing/receipts/not-an-id', { headers: cookie(user) })).status).toBe(404);
    // user-info's invoices say the same.
    const info = await api('GET', '/api/user-info?include=invoices', user.token);
    expect((info.body.invoices as Json[])[0]?.receipt_url).toBe(receipt);
  });
});
