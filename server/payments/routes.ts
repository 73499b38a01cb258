import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import type { components } from '../../src/api/schema.d.ts';
import { requireAuth } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { isPremium, subscriptionShape } from '../subscriptions/status.ts';
import { type Deps, cancelAtPeriodEnd, fulfilDueTestSessions, startCheckout, verifyCheckout } from './checkout.ts';
import { InvalidSignatureError, type PaymentProvider, type ProviderEvent } from './provider.ts';
import { listPlans } from './store.ts';
import { createStripeProvider } from './stripe.ts';
import { testCheckoutRoutes } from './test-checkout.ts';
import { createTestProvider } from './test-provider.ts';
import { applyEvent } from './webhook.ts';

type Schemas = components['schemas'];

const paymentLinkBody = z.object({
  plan: z.string(messages.billing.planRequired).trim().min(1, messages.billing.planRequired).max(200, messages.billing.planNotFound),
});

function createProvider(ctx: AppContext): PaymentProvider {
  const { config } = ctx;
  if (!config.STRIPE_SECRET_KEY) return createTestProvider(ctx.db, config.PUBLIC_URL, ctx.now);
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
}

/** Subscription, checkout, payment verification and Stripe webhook routes. */
export function paymentRoutes(ctx: AppContext): Hono<AppEnv> {
  const provider = createProvider(ctx);
  const deps: Deps = { db: ctx.db, provider, publicUrl: ctx.config.PUBLIC_URL, now: ctx.now };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);

  app.get('/api/subscription/plans', auth, async (c) => {
    const plans: Schemas['Plan'][] = (await listPlans(ctx.db)).map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price_cents / 100,
      interval: p.interval,
      features: p.features,
      stripe_price_id: p.stripe_price_id,
    }));
    return c.json({ plans } satisfies Schemas['PlansResponse']);
  });

  app.post('/api/subscription/payment-link', auth, async (c) => {
    const { plan } = await jsonBody(c, paymentLinkBody);
    const user = c.get('user');
    const url = await startCheckout(deps, { id: user.id, email: user.email }, plan);
    return c.json({ url });
  });

  app.post('/api/subscription/cancel', auth, async (c) => {
    const subscription = await cancelAtPeriodEnd(deps, c.get('user').id);
    const body: Schemas['CancelResponse'] = {
      success: true,
      message: messages.plans.cancelled,
      subscription: subscriptionShape(subscription, ctx.now()),
    };
    return c.json(body);
  });

  app.get('/api/payment/success', async (c) => {
    const sessionId = c.req.query('session_id')?.trim();
    if (!sessionId || sessionId.length > 500) {
      const errors = [{ path: 'session_id', message: messages.payment.noSessionId }];
      throw new ApiError(422, 'validation_error', messages.payment.noSessionId, errors);
    }
    const result = await verifyCheckout(deps, sessionId);
    if (result.state === 'processing') {
      return c.json({ status: 'processing', error: false, message: messages.billing.processing } satisfies Schemas['PaymentVerification']);
    }
    const user = await ctx.db.one<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = $1', [
      result.userId,
    ]);
    const sub = result.subscription;
    const body: Schemas['PaymentVerification'] = {
      status: 'success',
      error: false,
      message: messages.billing.succeeded,
      subscription: {
        plan_name: result.planName,
        status: sub.status,
        next_billing_date: sub.cancel_at_period_end ? null : sub.current_period_end.toISOString(),
      },
      user: { id: user.id, email: user.email, is_premium: isPremium(sub, ctx.now()) },
    };
    return c.json(body);
  });

  app.post('/api/stripe/webhook', async (c) => {
    const webhooks = provider.webhooks;
    if (!webhooks) throw new ApiError(503, 'stripe_not_configured', messages.billing.webhooksNotConfigured);
    const rawBody = await c.req.text();
    const event = parseEvent(() => webhooks.parse(rawBody, c.req.header('stripe-signature')));
    const applied = await applyEvent(ctx.db, provider, webhooks, event, ctx.now());
    ctx.log.info({ eventId: event.id, type: event.type, applied }, 'stripe webhook');
    return c.json({ received: true });
  });

  if (provider.kind === 'test') app.route('/', testCheckoutRoutes(testModeDeps(ctx, deps)));
  return app;
}

/** A bad signature is the sender's fault (400); anything else is ours. */
function parseEvent(parse: () => ProviderEvent): ProviderEvent {
  try {
    return parse();
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new ApiError(400, 'invalid_signature', messages.billing.invalidSignature);
    }
    throw error;
  }
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
