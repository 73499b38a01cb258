import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { requireAuth } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import {
  type Deps,
  type Failure,
  cancelAtPeriodEnd,
  fulfilDueTestSessions,
  startCheckout,
  verifyCheckout,
} from './checkout.ts';
import { InvalidSignatureError, type PaymentProvider } from './provider.ts';
import { listPlans, type SubscriptionRow } from './store.ts';
import { createStripeProvider } from './stripe.ts';
import { testCheckoutRoutes } from './test-checkout.ts';
import { createTestProvider } from './test-provider.ts';
import { applyEvent } from './webhook.ts';

/** What requireAuth leaves on the context for the routes behind it. */
type PaymentsEnv = { Variables: { user: { id: string; email: string } } };

const paymentLinkBody = z.object({ plan: z.string().trim().min(1).max(200) });

function createProvider(ctx: AppContext): PaymentProvider {
  const { config } = ctx;
  if (!config.STRIPE_SECRET_KEY) return createTestProvider(ctx.db, config.PUBLIC_URL, ctx.now);
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
}

function failure(c: Context, f: Failure, extra: Record<string, unknown> = {}): Response {
  return c.json({ message: f.message, code: f.code, ...extra }, f.status);
}

/** The Subscription shape of the contract, for the cancel answer. */
function subscriptionShape(sub: SubscriptionRow, now: Date) {
  const premium = sub.status !== 'expired' && new Date(sub.current_period_end) > now;
  const cancelled = sub.status === 'cancelled' || sub.cancel_at_period_end;
  return {
    is_premium: premium,
    current_period_end: new Date(sub.current_period_end).toISOString(),
    cancelled,
    on_grace_period: cancelled && premium,
  };
}

/** Subscription, checkout, payment verification and Stripe webhook routes. */
export function paymentRoutes(ctx: AppContext): Hono<PaymentsEnv> {
  const provider = createProvider(ctx);
  const deps: Deps = { db: ctx.db, provider, publicUrl: ctx.config.PUBLIC_URL, now: ctx.now };
  const app = new Hono<PaymentsEnv>();
  const auth = requireAuth(ctx);

  app.get('/api/subscription/plans', auth, async (c) => {
    const plans = (await listPlans(ctx.db)).map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price_cents / 100,
      interval: p.interval,
      features: p.features,
      stripe_price_id: p.stripe_price_id,
    }));
    return c.json({ plans });
  });

  app.post('/api/subscription/payment-link', auth, async (c) => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    if (raw === undefined) return c.json({ message: 'Invalid JSON body', code: 'invalid_json' }, 400);
    const parsed = paymentLinkBody.safeParse(raw);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return c.json({ message: errors[0]?.message ?? 'Invalid body', code: 'validation_error', errors }, 422);
    }
    const user = c.get('user');
    const result = await startCheckout(deps, { id: user.id, email: user.email }, parsed.data.plan);
    return result.ok ? c.json({ url: result.url }) : failure(c, result);
  });

  app.post('/api/subscription/cancel', auth, async (c) => {
    const result = await cancelAtPeriodEnd(deps, c.get('user').id);
    if (!result.ok) return failure(c, result);
    return c.json({
      success: true,
      message: messages.plans.cancelled,
      subscription: subscriptionShape(result.subscription, ctx.now()),
    });
  });

  app.get('/api/payment/success', async (c) => {
    const sessionId = c.req.query('session_id')?.trim();
    if (!sessionId || sessionId.length > 500) {
      return c.json({ message: messages.payment.noSessionId, code: 'validation_error', error: true }, 422);
    }
    const result = await verifyCheckout(deps, sessionId);
    if (!result.ok) return failure(c, result, { error: true });
    if (result.state === 'processing') {
      return c.json({ status: 'processing', error: false, message: messages.billing.processing });
    }
    const user = await ctx.db.one<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = $1', [
      result.userId,
    ]);
    const sub = result.subscription;
    return c.json({
      status: 'success',
      error: false,
      message: messages.billing.succeeded,
      subscription: {
        plan_name: result.planName,
        status: sub.status,
        next_billing_date: sub.cancel_at_period_end ? null : new Date(sub.current_period_end).toISOString(),
      },
      user: { id: user.id, email: user.email, is_premium: true },
    });
  });

  app.post('/api/stripe/webhook', async (c) => {
    const webhooks = provider.webhooks;
    if (!webhooks) return c.json({ message: messages.billing.webhooksNotConfigured, code: 'stripe_not_configured' }, 503);
    const rawBody = await c.req.text();
    try {
      const event = webhooks.parse(rawBody, c.req.header('stripe-signature'));
      const applied = await applyEvent(ctx.db, provider, webhooks, event, ctx.now());
      ctx.log.info({ eventId: event.id, type: event.type, applied }, 'stripe webhook');
      return c.json({ received: true });
    } catch (error) {
      if (error instanceof InvalidSignatureError) {
        return c.json({ message: messages.billing.invalidSignature, code: 'invalid_signature' }, 400);
      }
      throw error;
    }
  });

  if (provider.kind === 'test') app.route('/', testCheckoutRoutes(testModeDeps(ctx, deps)));
  return app;
}

/** TEST MODE plays Stripe's webhook itself: fulfil due sessions at start and after each Pay's delay. */
function testModeDeps(ctx: AppContext, deps: Deps) {
  const delayMs = ctx.config.TEST_CHECKOUT_DELAY_MS;
  const sweep = () => {
    fulfilDueTestSessions(deps).catch((error: unknown) => {
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'test checkout fulfilment failed');
    });
  };
  sweep();
  const onPaid = () => {
    // unref: a pending sweep must not keep a stopping server (or a test run) alive.
    setTimeout(sweep, delayMs + 100).unref();
  };
  return { db: ctx.db, publicUrl: ctx.config.PUBLIC_URL, delayMs, now: ctx.now, onPaid };
}
