import Stripe from 'stripe';
import {
  type CheckoutState,
  type CheckoutPlan,
  type CreateCheckoutInput,
  type InvoiceState,
  InvalidSignatureError,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderCard,
  type ProviderEvent,
  type SubscriptionChanges,
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

function periodStart(subscription: Stripe.Subscription): Date | undefined {
  const starts = subscription.items.data.map((item) => item.current_period_start).filter(Number.isFinite);
  return starts.length > 0 ? new Date(Math.max(...starts) * 1000) : undefined;
}

/**
 * What a subscription is read with (decision 291): its default payment method and, for one without,
 * its customer's invoice default, the card Stripe charges in that case.
 */
const CARD_EXPANSIONS = ['default_payment_method', 'customer.invoice_settings.default_payment_method'];

function cardOfMethod(method: string | Stripe.PaymentMethod | null | undefined): ProviderCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand, last4, expMonth, expYear };
}

/** The card Stripe charges the subscription's renewals to, when the expansions carried it; else null. */
function cardOf(subscription: Stripe.Subscription): ProviderCard | null {
  const own = cardOfMethod(subscription.default_payment_method);
  if (own) return own;
  const customer = subscription.customer;
  if (typeof customer === 'string' || customer.deleted) return null;
  return cardOfMethod(customer.invoice_settings?.default_payment_method);
}

export function toSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const ended = ['canceled', 'incomplete_expired', 'unpaid'].includes(subscription.status);
  const ending = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  const price = subscription.items.data[0]?.price;
  const customer = idOf(subscription.customer);
  const start = periodStart(subscription);
  return {
    status: ended ? 'expired' : ending ? 'cancelled' : 'active',
    currentPeriodEnd: periodEnd(subscription),
    ...(start ? { currentPeriodStart: start } : {}),
    cancelAtPeriodEnd: ending,
    ...(price ? { priceId: price.id } : {}),
    ...(customer ? { customerId: customer } : {}),
    scheduleId: idOf(subscription.schedule) ?? null,
    paymentFailed: subscription.status === 'past_due',
    card: cardOf(subscription),
  };
}

/** Open after a payment attempt means it failed and Stripe is retrying; uncollectible gave up. */
function invoiceStatus(invoice: Stripe.Invoice): InvoiceState['status'] {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'open':
      return invoice.attempt_count > 0 ? 'failed' : 'open';
    case 'uncollectible':
      return 'failed';
    case 'void':
      return 'void';
    default:
      return 'draft';
  }
}

export function toInvoiceState(invoice: Stripe.Invoice): InvoiceState {
  const line = invoice.lines.data[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  const status = invoiceStatus(invoice);
  const paidAt = invoice.status_transitions?.paid_at ?? null;
  const price = line?.pricing?.price_details?.price ?? null;
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null) ?? null,
    status,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    date: new Date((paidAt ?? invoice.created) * 1000),
    receiptUrl: invoice.hosted_invoice_url ?? null,
    priceId: typeof price === 'string' ? price : (price?.id ?? null),
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
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null) ?? null;
      // Invoices without a subscription (one-off charges) are none of Skimly's business.
      if (!invoice.id || !subscriptionId) return { ...base, kind: 'ignored' };
      return { ...base, kind: 'invoice_changed', invoiceId: invoice.id, subscriptionId };
    }
    // The Billing Portal's card update makes the new card the customer's invoice default (and the
    // subscription's, which customer.subscription.updated reports); payment_method.attached alone
    // changes nothing that is charged (decision 291).
    case 'customer.updated':
      return { ...base, kind: 'customer_changed', customerId: event.data.object.id };
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
      return toSubscriptionState(await stripe.subscriptions.retrieve(subscriptionId, { expand: CARD_EXPANSIONS }));
    },
    async getInvoice(invoiceId) {
      return toInvoiceState(await stripe.invoices.retrieve(invoiceId));
    },
  };
}

/** Refunds a payment in full; one refunded already (a redelivered event) is left as it is. */
async function refundOnce(stripe: Stripe, paymentIntent: string): Promise<void> {
  try {
    await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer' });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
    throw error;
  }
}

/** The customer's changes to a Stripe subscription: cancel at period end, resume, switch now or at the period's end. */
function subscriptionChanges(stripe: Stripe): SubscriptionChanges {
  return {
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async resume(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },
    async switchNow(subscriptionId, plan: CheckoutPlan) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to switch`);
      // A new interval restarts the billing cycle now; the unused time of the old price is credited.
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: plan.stripePriceId }],
        proration_behavior: 'create_prorations',
      });
      return { start: periodStart(updated) ?? new Date(), end: periodEnd(updated) };
    },
    async scheduleSwitch(subscriptionId, current: CheckoutPlan, next: CheckoutPlan) {
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
      const phase = schedule.phases[0];
      if (!phase) throw new Error(`Stripe schedule ${schedule.id} has no current phase`);
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: current.stripePriceId, quantity: 1 }],
            start_date: phase.start_date,
            end_date: phase.end_date,
          },
          {
            items: [{ price: next.stripePriceId, quantity: 1 }],
            duration: { interval: next.interval, interval_count: 1 },
          },
        ],
      });
      return schedule.id;
    },
    async cancelSchedule(scheduleId) {
      await stripe.subscriptionSchedules.release(scheduleId);
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
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription', ...CARD_EXPANSIONS.map((path) => `subscription.${path}`)],
      });
      if (session.status !== 'complete') return { status: session.status === 'expired' ? 'expired' : 'open' };
      const subscription = session.subscription;
      if (subscription === null || typeof subscription === 'string') {
        throw new Error('A complete checkout session came back without its expanded subscription');
      }
      const customerId = idOf(subscription.customer);
      const start = periodStart(subscription);
      return {
        status: 'complete',
        subscriptionId: subscription.id,
        currentPeriodEnd: periodEnd(subscription),
        ...(start ? { currentPeriodStart: start } : {}),
        ...(customerId ? { customerId } : {}),
        card: cardOf(subscription),
      };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.code === 'resource_missing') return 'expired';
        // Stripe refuses to expire a session that is no longer open: paid, or ended already.
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.status === 'complete' ? 'complete' : 'expired';
      }
    },
    async refundCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const subscriptionId = idOf(session.subscription);
      if (subscriptionId) await this.cancelNow(subscriptionId);
      const invoiceId = idOf(session.invoice);
      if (!invoiceId) return;
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      for (const { payment } of payments.data) {
        const paymentIntent = idOf(payment.payment_intent ?? null);
        if (paymentIntent) await refundOnce(stripe, paymentIntent);
      }
    },
    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      } catch (error) {
        // Already ended on Stripe's side (expired, or cancelled from the dashboard): nothing left to stop.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },
    changes: subscriptionChanges(stripe),
    async portalUrl(customerId, back) {
      // Straight to the card update; once it is done Stripe sends the person back saying so.
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: back.returnUrl,
        flow_data: {
          type: 'payment_method_update',
          after_completion: { type: 'redirect', redirect: { return_url: back.doneUrl } },
        },
      });
      return session.url;
    },
    webhooks: webhookSupport(stripe, settings.webhookSecret),
  };
}
