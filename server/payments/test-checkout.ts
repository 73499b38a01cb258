/**
 * TEST MODE checkout pages (only mounted without STRIPE_SECRET_KEY). Pay does not complete the
 * session at once: it sets completes_at TEST_CHECKOUT_DELAY_MS ahead, so the site's success page
 * really sees 'processing' before 'success', as it would while Stripe's webhook is on its way.
 */
import { type Context, Hono } from 'hono';
import { findSession as findSignedIn, requestToken } from '#server/auth/sessions.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/index.ts';
import { type TestCheckout, cancelTestCheckout, findTestCheckout, payTestCheckout } from './store.ts';
import { CHECKOUT_CSS, CHECKOUT_CSS_PATH, checkoutPage, notFoundPage } from './test-checkout-page.ts';

export interface TestCheckoutDeps {
  db: Database;
  /** Where the session cookie's name comes from (production: `__Host-`). */
  config: Pick<Config, 'NODE_ENV'>;
  publicUrl: string;
  delayMs: number;
  /** Wall time: the sign-in's session is checked on it. */
  now: () => Date;
  /** The billing clock (TEST MODE can move it): when Pay completes the checkout. */
  billingNow: () => Date;
  /** Called after a Pay, so the session gets fulfilled even if the success page is never polled. */
  onPaid: () => void;
}

/**
 * The checkout of the id in the path, only for the signed-in user who started it: the id travels in
 * addresses (history, the success page), so holding it must not let anyone else see the account's
 * e-mail, pay (Premium for the owner without their say) or cancel. Anyone else gets "not found".
 */
async function ownCheckout(c: Context, deps: TestCheckoutDeps): Promise<TestCheckout | null> {
  const token = requestToken(c, deps);
  const signedIn = token ? await findSignedIn(deps, token) : null;
  if (!signedIn) return null;
  const checkout = await findTestCheckout(deps.db, c.req.param('id') ?? '');
  return checkout?.user_id === signedIn.user.id ? checkout : null;
}

const gone = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  return c.html(notFoundPage(), 404);
};

export function testCheckoutRoutes(deps: TestCheckoutDeps): Hono {
  const app = new Hono();

  app.get(CHECKOUT_CSS_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(CHECKOUT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get('/test-checkout/:id', async (c) => {
    const session = await ownCheckout(c, deps);
    if (session?.status !== 'open' || session.completes_at) return gone(c);
    c.header('Cache-Control', 'no-store');
    return c.html(
      checkoutPage({
        sessionId: session.id,
        planName: session.name,
        priceCents: session.price_cents,
        interval: session.interval,
        email: session.email,
      }),
    );
  });

  app.post('/test-checkout/:id/pay', async (c) => {
    const session = await ownCheckout(c, deps);
    if (!session || session.status === 'expired') return gone(c);
    // A second Pay (double click, back button) keeps the first completion time.
    if (!session.completes_at) {
      const completesAt = new Date(deps.billingNow().getTime() + deps.delayMs);
      await payTestCheckout(deps.db, session.id, completesAt);
      deps.onPaid();
    }
    return c.redirect(`${deps.publicUrl}/success-payment?session_id=${encodeURIComponent(session.id)}`, 303);
  });

  app.post('/test-checkout/:id/cancel', async (c) => {
    const session = await ownCheckout(c, deps);
    if (!session || session.completes_at) return gone(c);
    await cancelTestCheckout(deps.db, session.id);
    return c.redirect(`${deps.publicUrl}/cancel-payment`, 303);
  });

  return app;
}
