/**
 * TEST MODE checkout (issue 17, item 1): a checkout id is not a key to someone's account. Pay,
 * Cancel and the page act only for the signed-in owner; the verification answer gives a bare id
 * holder no e-mail. Runs on both engines (the harness database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { type TestApp, type TestUser, createTestApp } from '#tests/server/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TEST_CHECKOUT_DELAY_MS: 0 });
});
afterAll(() => app.close());

const site = () => ({ Origin: app.ctx.config.PUBLIC_URL });
const cookieOf = (user: TestUser) => ({ Cookie: `${SESSION_COOKIE}=${user.token}` });

async function checkoutOf(user: TestUser): Promise<string> {
  const res = await app.request('/api/subscription/payment-link', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'price_skimly_premium_yearly' }),
  });
  const { url } = (await res.json()) as { url: string };
  return new URL(url).pathname.split('/').at(-1) ?? '';
}

const isPremium = async (user: TestUser) => {
  const res = await app.request('/api/user-info', { headers: { authorization: `Bearer ${user.token}` } });
  return ((await res.json()) as { subscription: { is_premium: boolean } }).subscription.is_premium;
};

describe('TEST MODE checkout pages', () => {
  it('Pay without a session does nothing: no Premium, however long one waits', async () => {
    const owner = await app.signUp();
    const id = await checkoutOf(owner);
    const pay = await app.request(`/test-checkout/${id}/pay`, { method: 'POST', headers: site() });
    expect(pay.status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    const poll = await app.request(`/api/payment/success?session_id=${id}`);
    expect(((await poll.json()) as { status: string }).status).toBe('processing');
    expect(await isPremium(owner)).toBe(false);
  });

  it("another signed-in user can neither see, pay nor cancel the owner's checkout", async () => {
    const owner = await app.signUp();
    const other = await app.signUp();
    const id = await checkoutOf(owner);
    const page = await app.request(`/test-checkout/${id}`, { headers: cookieOf(other) });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(owner.email);
    for (const action of ['pay', 'cancel']) {
      const res = await app.request(`/test-checkout/${id}/${action}`, {
        method: 'POST',
        headers: { ...site(), ...cookieOf(other) },
      });
      expect(res.status, action).toBe(404);
    }
    // Still open for its owner.
    expect((await app.request(`/test-checkout/${id}`, { headers: cookieOf(owner) })).status).toBe(200);
  });

  it('the owner pays; the verification shows the account to the owner only, never to a bare id', async () => {
    const owner = await app.signUp();
    const id = await checkoutOf(owner);
    const pay = await app.request(`/test-checkout/${id}/pay`, {
      method: 'POST',
      headers: { ...site(), ...cookieOf(owner) },
    });
    expect(pay.status).toBe(303);
    let anonymous = '';
    for (let i = 0; i < 40; i++) {
      anonymous = await (await app.request(`/api/payment/success?session_id=${id}`)).text();
      if (anonymous.includes('"success"')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(JSON.parse(anonymous)).toMatchObject({ status: 'success', subscription: { plan_name: 'Premium' } });
    expect(anonymous).not.toContain(owner.email);
    expect(anonymous).not.toContain(owner.id);
    const mine = await app.request(`/api/payment/success?session_id=${id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(await mine.json()).toMatchObject({ user: { id: owner.id, email: owner.email, is_premium: true } });
    expect(await isPremium(owner)).toBe(true);
  });
});
