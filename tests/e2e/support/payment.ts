import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { siteHeaders } from './auth.ts';

type Plan = { id: string; name: string; interval: 'month' | 'year'; stripe_price_id: string | null };

/** Starts a checkout for Premium monthly through the API; returns its TEST MODE session id. */
export async function startCheckout(request: APIRequestContext, token: string): Promise<string> {
  const plansRes = await request.get('/api/subscription/plans', { headers: siteHeaders(token) });
  expect(plansRes.status()).toBe(200);
  const { plans } = (await plansRes.json()) as { plans: Plan[] };
  const monthly = plans.find((p) => p.name === 'Premium' && p.interval === 'month');
  const res = await request.post('/api/subscription/payment-link', {
    headers: siteHeaders(token),
    data: { plan: monthly?.stripe_price_id },
  });
  expect(res.status()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const id = new URL(url).pathname.split('/').at(-1);
  if (!id) throw new Error(`No checkout session id in ${url}`);
  return id;
}

/**
 * Makes the signed-in user Premium the way a customer does in TEST MODE (checkout, Pay,
 * verification), through the API: for specs whose subject is what a Premium user sees.
 */
export async function makePremium(request: APIRequestContext, token: string): Promise<void> {
  const id = await startCheckout(request, token);
  const paid = await request.post(`/test-checkout/${id}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/payment/success?session_id=${encodeURIComponent(id)}`, {
          headers: siteHeaders(),
        });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe('success');
}
