/**
 * The product's API as the website calls it, for set-up steps that are not the subject of a test
 * (and for scripts/audit.ts and scripts/screenshots.ts). No test-runner imports: plain errors.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { EXTENSION_ID, REQUEST_SOURCE } from '#domain/constants.ts';
import { readOutbox } from './outbox.ts';

export const DEMO = {
  basic: 'basic@skimly.dev',
  premium: 'premium@skimly.dev',
  password: 'skimly-demo-password',
} as const;

export const PASSWORD = 'e2e-Password-1234';

/** The headers the website sends on every API call (CONTRACT.md conventions). */
export function siteHeaders(token?: string): Record<string, string> {
  return {
    'X-Extension-Id': EXTENSION_ID,
    'X-Request-Source': REQUEST_SOURCE,
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

async function expectStatus(res: APIResponse, status: number, what: string): Promise<void> {
  if (res.status() !== status) throw new Error(`${what}: expected ${status}, got ${res.status()} ${await res.text()}`);
}

/** Registers an address and follows its verification e-mail, as the user would. */
export async function registerVerified(
  request: APIRequestContext,
  dataDir: string,
  email: string,
  origin: string,
): Promise<void> {
  const registered = await request.post('/api/register', {
    headers: siteHeaders(),
    data: { email, password: PASSWORD, extension_id: EXTENSION_ID, extension_url: origin },
  });
  await expectStatus(registered, 202, `register ${email}`);
  const mail = await readOutbox(dataDir, { to: email, linkContains: '/verify-email' });
  const token = new URL(mail.link).searchParams.get('token');
  const verified = await request.post('/api/email/verify', { headers: siteHeaders(), data: { token } });
  await expectStatus(verified, 200, 'verify');
  // The link signed its holder in (decision 286): a set-up step leaves the browser signed out, as before.
  if (((await verified.json()) as { signed_in?: boolean }).signed_in) {
    await expectStatus(await request.post('/api/logout', { headers: siteHeaders() }), 200, 'logout after verify');
  }
}

/** Signs in; the session cookie lands in the request context's jar. Returns the bearer token. */
export async function login(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/login', { headers: siteHeaders(), data: { email, password } });
  await expectStatus(res, 200, `login ${email}`);
  return ((await res.json()) as { token: string }).token;
}

type Plan = { name: string; interval: 'month' | 'year'; stripe_price_id: string | null };

/** Starts a checkout for Premium monthly; returns its TEST MODE session id. */
export async function startCheckout(request: APIRequestContext, token: string): Promise<string> {
  const plansRes = await request.get('/api/subscription/plans', { headers: siteHeaders(token) });
  await expectStatus(plansRes, 200, 'plans');
  const { plans } = (await plansRes.json()) as { plans: Plan[] };
  const monthly = plans.find((p) => p.name === 'Premium' && p.interval === 'month');
  const res = await request.post('/api/subscription/payment-link', {
    headers: siteHeaders(token),
    data: { plan: monthly?.stripe_price_id },
  });
  await expectStatus(res, 200, 'payment-link');
  const { url } = (await res.json()) as { url: string };
  const id = new URL(url).pathname.split('/').at(-1);
  if (!id) throw new Error(`No checkout session id in ${url}`);
  return id;
}

/**
 * Makes the signed-in user Premium the way a customer does in TEST MODE (checkout, Pay, then the
 * verification the success page runs). Returns the paid checkout session id.
 */
export async function makePremium(request: APIRequestContext, token: string): Promise<string> {
  const id = await startCheckout(request, token);
  await expectStatus(
    // The TEST MODE pages act only for the checkout's owner.
    await request.post(`/test-checkout/${id}/pay`, { maxRedirects: 0, headers: siteHeaders(token) }),
    303,
    'pay',
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await request.get(`/api/payment/success?session_id=${encodeURIComponent(id)}`, {
      headers: siteHeaders(token),
    });
    if (((await res.json()) as { status: string }).status === 'success') return id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`checkout ${id} never completed`);
}
