/**
 * TEST MODE without Stripe: the built-in checkout pages over HTTP, the delayed completion the
 * success page polls, cancel at period end and the 409s, on the harness database with a movable clock.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { createSession } from '#server/auth/sessions.ts';
import type { Database } from '#server/db/types.ts';
import { type Deps, fulfilDueTestSessions, startCheckout, verifyCheckout } from '#server/payments/checkout.ts';
import { testCheckoutRoutes } from '#server/payments/test-checkout.ts';
import { createTestProvider } from '#server/payments/test-provider.ts';
import { cancelSubscription } from '#server/subscriptions/lifecycle.ts';
import { findSubscription } from '#server/subscriptions/repository.ts';
import { isPremium } from '#server/subscriptions/status.ts';
import { type TestApp, createTestApp } from './harness.ts';

const PUBLIC_URL = 'http://localhost:3999';
const DELAY_MS = 3000;
const MONTHLY = 'price_skimly_premium_monthly';
const YEARLY = 'price_skimly_premium_yearly';

let testApp: TestApp;
let db: Database;
let clock = new Date('2030-03-10T09:00:00Z');
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let deps: Deps;
let pages: Hono;

type User = { id: string; email: string; token: string };

async function newUser(): Promise<User> {
  const email = `tm-${Math.random().toString(36).slice(2)}@skimly.test`;
  const user = await db.one<{ id: string; email: string }>(
    'INSERT INTO users (email, email_verified_at, created_at) VALUES ($1, $2, $2) RETURNING id, email',
    [email, now()],
  );
  const { token } = await createSession({ db, now }, user.id, { remember: false });
  return { ...user, token };
}

/** The signed-in owner of each checkout: its pages act only for them. */
const owners = new Map<string, string>();

async function checkout(user: User, price = MONTHLY): Promise<string> {
  const url = new URL(await startCheckout(deps, user, price));
  expect(url.origin).toBe(PUBLIC_URL);
  const id = url.pathname.split('/').at(-1) ?? '';
  expect(id).toMatch(/^cs_test_[A-Za-z0-9_-]{24,}$/);
  owners.set(id, user.token);
  return id;
}

/** A request to a checkout page in its owner's browser (the session cookie). */
const asOwner = (path: string, method = 'GET') => {
  const id = /\/test-checkout\/([^/]+)/.exec(path)?.[1] ?? '';
  return pages.request(path, { method, headers: { Cookie: `${SESSION_COOKIE}=${owners.get(id) ?? ''}` } });
};
const post = (path: string) => asOwner(path, 'POST');

beforeAll(async () => {
  // The harness database: PGlite, or a fresh PostgreSQL schema when DATABASE_URL is set.
  testApp = await createTestApp();
  db = testApp.ctx.db;
  deps = { db, provider: createTestProvider(db, PUBLIC_URL, now), publicUrl: PUBLIC_URL, now };
  pages = new Hono().route(
    '/',
    testCheckoutRoutes({
      db,
      config: { NODE_ENV: 'test' },
      publicUrl: PUBLIC_URL,
      delayMs: DELAY_MS,
      now,
      billingNow: now,
      onPaid: () => {},
    }),
  );
});

afterAll(() => testApp.close());

describe('TEST MODE checkout page', () => {
  it('shows plan, price, account and real Pay/Cancel forms, with no inline script or style', async () => {
    const user = await newUser();
    const id = await checkout(user);
    const res = await asOwner(`/test-checkout/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('$9.99 / month');
    expect(html).toContain(user.email);
    expect(html).toContain(`<form method="post" action="/test-checkout/${id}/pay">`);
    expect(html).toContain(`<form method="post" action="/test-checkout/${id}/cancel">`);
    expect(html).not.toMatch(/<script|<style|style=/i);
    const css = await pages.request('/test-checkout/assets/checkout.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('prefers-color-scheme: dark');
  });

  it('answers an unknown session with a 404 page', async () => {
    const res = await pages.request('/test-checkout/cs_test_nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout not found');
    expect((await post('/test-checkout/cs_test_nope/pay')).status).toBe(404);
  });
});

describe('pay, processing, success', () => {
  it('is processing until TEST_CHECKOUT_DELAY_MS after Pay, then fulfils once', async () => {
    const user = await newUser();
    const id = await checkout(user, YEARLY);
    expect(await verifyCheckout(deps, id)).toEqual({ state: 'processing' });

    const paid = await post(`/test-checkout/${id}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/success-payment?session_id=${id}`);
    const paidAt = clock.getTime();
    expect(await verifyCheckout(deps, id)).toEqual({ state: 'processing' });
    // Pay again (double click) does not push completion further out.
    advance(DELAY_MS - 1);
    expect((await post(`/test-checkout/${id}/pay`)).status).toBe(303);
    expect(await verifyCheckout(deps, id)).toEqual({ state: 'processing' });

    advance(1);
    const done = await verifyCheckout(deps, id);
    expect(done).toMatchObject({ state: 'success', planName: 'Premium', userId: user.id });
    const sub = await findSubscription(db, user.id);
    expect(sub).toMatchObject({ status: 'active', plan_id: 'premium-yearly', provider: 'test' });
    const end = new Date(paidAt + DELAY_MS);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(new Date(sub?.current_period_end ?? 0).toISOString()).toBe(end.toISOString());
    expect(isPremium(sub, now())).toBe(true);

    expect(await verifyCheckout(deps, id)).toMatchObject({ state: 'success' });
    expect(await db.query('SELECT id FROM subscriptions WHERE user_id = $1', [user.id])).toHaveLength(1);
    expect((await asOwner(`/test-checkout/${id}`)).status).toBe(404);
  });
});

describe('without a success page poll', () => {
  it('a paid session is still fulfilled once due (the tab was closed after Pay)', async () => {
    const user = await newUser();
    const id = await checkout(user);
    await post(`/test-checkout/${id}/pay`);
    expect(await fulfilDueTestSessions(deps)).toBe(0);
    advance(DELAY_MS);
    expect(await fulfilDueTestSessions(deps)).toBe(1);
    expect(await findSubscription(db, user.id)).toMatchObject({ status: 'active', plan_id: 'premium-monthly' });
    expect(await fulfilDueTestSessions(deps)).toBe(0);
  });
});

describe('cancel', () => {
  it('Cancel on the checkout returns to /cancel-payment and the session reads as expired', async () => {
    const id = await checkout(await newUser());
    const res = await post(`/test-checkout/${id}/cancel`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PUBLIC_URL}/cancel-payment`);
    await expect(verifyCheckout(deps, id)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    expect((await asOwner(`/test-checkout/${id}`)).status).toBe(404);
    expect((await post(`/test-checkout/${id}/pay`)).status).toBe(404);
  });

  it('cancels at period end: Premium until then, 409 on a second cancel, and after the end', async () => {
    const user = await newUser();
    await expect(cancelSubscription(deps, user.id)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    const id = await checkout(user);
    await post(`/test-checkout/${id}/pay`);
    advance(DELAY_MS);
    await verifyCheckout(deps, id);
    await expect(startCheckout(deps, user, YEARLY)).rejects.toMatchObject({
      status: 409,
      message: 'You already have an active Premium subscription.',
    });

    const cancelled = await cancelSubscription(deps, user.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
    expect(isPremium(await findSubscription(db, user.id), now())).toBe(true);
    await expect(cancelSubscription(deps, user.id)).rejects.toMatchObject({ status: 409 });

    const sub = await findSubscription(db, user.id);
    clock = new Date(new Date(sub?.current_period_end ?? 0).getTime() + 1);
    expect(isPremium(await findSubscription(db, user.id), now())).toBe(false);
    await expect(cancelSubscription(deps, user.id)).rejects.toMatchObject({ status: 409 });
  });
});
