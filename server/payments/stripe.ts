import Stripe from 'stripe';
import {
  type CheckoutState,
  type CreateCheckoutInput,
  InvalidSignatureError,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderEvent,
  type SubscriptionState,
  type WebhookSupport,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Points the SDK elsewhere (a local fake in tests); Stripe's own API when absent. */
  apiUrl: string | undefined;
}

function createClient(settings: StripeSettings): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'http:' ? 80 : 443),
      protocol: target.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** Card declines come back as StripeCardError; other 402s (e.g. a blocked customer) decline too. */
function isDecline(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeCardError ||
    (error instanceof Stripe.errors.StripeError && error.statusCode === 402)
  );
}

function idOf(ref: string | { id: string } | null): string | undefined {
  if (ref === null) return undefined;
  return typeof ref === 'string' ? ref : ref.id;
}

/** Since API 2025-03-31 the period lives on the subscription items; all items share one cycle here. */
function periodEnd(subscription: Stripe.Subscription): Date {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return new Date(Math.min(...ends) * 1000);
}

export function toSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const ended = ['canceled', 'incomplete_expired', 'unpaid'].includes(subscription.status);
  const ending = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  return {
    status: ended ? 'expired' : ending ? 'cancelled' : 'active',
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: ending,
  };
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...base, kind: 'checkout_completed', sessionId: event.data.object.id };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, kind: 'subscription_changed', subscriptionId: event.data.object.id };
    case 'invoice.paid': {
      const subscription = event.data.object.parent?.subscription_details?.subscription ?? null;
      const subscriptionId = idOf(subscription);
      if (subscriptionId) return { ...base, kind: 'subscription_changed', subscriptionId };
      return { ...base, kind: 'ignored' };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

function webhookSupport(stripe: Stripe, secret: string | undefined): WebhookSupport | null {
  if (!secret) return null;
  return {
    parse(rawBody, signature) {
      try {
        return toProviderEvent(stripe.webhooks.constructEvent(rawBody, signature ?? '', secret));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new InvalidSignatureError(error.message);
        }
        throw error;
      }
    },
    async getSubscription(subscriptionId) {
      return toSubscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },
  };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createClient(settings);
  return {
    kind: 'stripe',
    async createCheckout({ user, plan, successUrl, cancelUrl }: CreateCheckoutInput) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: plan.stripePriceId, quantity: 1 }],
          client_reference_id: user.id,
          customer_email: user.email,
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new Error('Stripe returned a checkout session without a url');
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        if (isDecline(error)) throw new PaymentDeclinedError('Stripe declined the checkout');
        throw error;
      }
    },
    async getCheckout(sessionId): Promise<CheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      if (session.status !== 'complete') return { status: session.status === 'expired' ? 'expired' : 'open' };
      const subscription = session.subscription;
      if (subscription === null || typeof subscription === 'string') {
        throw new Error(`Checkout session ${sessionId} is complete but has no expanded subscription`);
      }
      return { status: 'complete', subscriptionId: subscription.id, currentPeriodEnd: periodEnd(subscription) };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    webhooks: webhookSupport(stripe, settings.webhookSecret),
  };
}
