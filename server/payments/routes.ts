import { type Context, Hono } from 'hono';
import { zCreatePaymentLinkBody } from '#contract/zod.gen.ts';
import { messages } from '#domain/messages.ts';
import type { components } from '#contract/schema.d.ts';
import { findSession, requestToken, requireAuth } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv, SessionUser } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { type ContractReading, jsonBody } from '#server/http/validate.ts';
import { billingNow } from '#server/subscriptions/clock.ts';
import { cancelSubscription } from '#server/subscriptions/lifecycle.ts';
import { lifecycleRoutes } from '#server/subscriptions/routes.ts';
import { isPremium, subscriptionShape } from '#server/subscriptions/status.ts';
import { type Deps, fulfilDueTestSessions, startCheckout, verifyCheckout } from './checkout.ts';
import { InvalidSignatureError, type PaymentProvider, type ProviderEvent } from './provider.ts';
import { listPlans } from './store.ts';
import { createStripeProvider } from './stripe.ts';
import { testCheckoutRoutes } from './test-checkout.ts';
import { createTestProvider } from './test-provider.ts';
import { applyEvent } from './webhook.ts';

type Schemas = components['schemas'];

/** The plan's price id: its limits are the contract's, the words the product's. */
const paymentLinkReading: ContractReading = {
  trim: ['plan'],
  words: {
    plan: (issue) => (issue.code === 'too_big' ? messages.billing.planNotFound : messages.billing.planRequired),
  },
};

/** Stripe when a key is configured, else TEST MODE (one per route group: both are stateless). */
export function createProvider(ctx: AppContext): PaymentProvider {
  const { config } = ctx;
  if (config.TEST_MODE || !config.STRIPE_SECRET_KEY)
    return createTestProvider(ctx.db, config.PUBLIC_URL, () => billingNow(ctx));
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
}

/** Subscription, checkout, payment verification and Stripe webhook routes. */
export function paymentRoutes(ctx: AppContext): Hono<AppEnv> {
  const provider = createProvider(ctx);
  // Subscriptions live on the billing clock (TEST MODE can move it; server/subscriptions/clock.ts).
  const deps: Deps = { db: ctx.db, provider, publicUrl: ctx.config.PUBLIC_URL, now: () => billingNow(ctx) };
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
    const { plan } = await jsonBody(c, zCreatePaymentLinkBody, paymentLinkReading);
    const user = c.get('user');
    const url = await startCheckout(deps, { id: user.id, email: user.email }, plan);
    return c.json({ url });
  });

  app.post('/api/subscription/cancel', auth, async (c) => {
    const subscription = await cancelSubscription(deps, c.get('user').id);
    const body: Schemas['CancelResponse'] = {
      success: true,
      message: messages.plans.cancelled,
      subscription: subscriptionShape(subscription, deps.now()),
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
      return c.json({
        status: 'processing',
        error: false,
        message: messages.billing.processing,
      } satisfies Schemas['PaymentVerification']);
    }
    const sub = result.subscription;
    const owner = await signedInOwner(c, ctx, result.userId);
    const body: Schemas['PaymentVerification'] = {
      status: 'success',
      error: false,
      message: messages.billing.succeeded,
      subscription: {
        plan_name: result.planName,
        status: sub.status,
        next_billing_date: sub.cancel_at_period_end ? null : sub.current_period_end.toISOString(),
      },
      // The account only for its signed-in owner: a checkout id alone reveals no e-mail.
      ...(owner ? { user: { id: owner.id, email: owner.email, is_premium: isPremium(sub, deps.now()) } } : {}),
    };
    return c.json(body);
  });

  app.post('/api/stripe/webhook', async (c) => {
    const webhooks = provider.webhooks;
    if (!webhooks) throw new ApiError(503, 'stripe_not_configured', messages.billing.webhooksNotConfigured);
    const rawBody = await c.req.text();
    const event = parseEvent(() => webhooks.parse(rawBody, c.req.header('stripe-signature')));
    const notify = { mail: ctx.mail, publicUrl: ctx.config.PUBLIC_URL };
    const applied = await applyEvent(ctx.db, provider, webhooks, event, ctx.now(), notify, {
      onGone: (err) =>
        ctx.log.warn(
          // Stripe's message names the object (a checkout session id, issue 26.9): its code says enough.
          { eventId: event.id, type: event.type, code: (err as { code?: unknown } | null)?.code ?? 'not_found' },
          'stripe webhook: its object is gone at Stripe; recorded, nothing applied',
        ),
      onRefunded: () =>
        ctx.log.warn(
          { eventId: event.id, type: event.type },
          'stripe webhook: a checkout paid for a deleted account; refunded and its subscription ended',
        ),
    });
    ctx.log.info({ eventId: event.id, type: event.type, applied }, 'stripe webhook');
    return c.json({ received: true });
  });

  app.route('/', lifecycleRoutes(ctx, deps));
  if (provider.kind === 'test') app.route('/', testCheckoutRoutes(testModeDeps(ctx, deps)));
  return app;
}

/** The request's signed-in user when it is userId (bearer or cookie), else null. */
async function signedInOwner(c: Context, ctx: AppContext, userId: string): Promise<SessionUser | null> {
  const token = requestToken(c, ctx);
  const found = token ? await findSession(ctx, token) : null;
  return found?.user.id === userId ? found.user : null;
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
  return {
    db: ctx.db,
    config: ctx.config,
    publicUrl: ctx.config.PUBLIC_URL,
    delayMs,
    now: ctx.now,
    billingNow: deps.now,
    onPaid,
  };
}
