/**
 * The payment provider seam: Stripe when a secret key is configured, else the built-in TEST MODE
 * checkout. Routes, fulfilment and the webhook only ever talk to this interface.
 */
import type { BillingInterval } from '#domain/constants.ts';

export interface CheckoutPlan {
  id: string;
  name: string;
  interval: BillingInterval;
  stripePriceId: string;
}

export interface CheckoutUser {
  id: string;
  email: string;
}

export interface CreateCheckoutInput {
  user: CheckoutUser;
  plan: CheckoutPlan;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutState {
  status: 'open' | 'complete' | 'expired';
  /** Provider subscription id, known once the checkout is complete. */
  subscriptionId?: string;
  currentPeriodEnd?: Date;
  currentPeriodStart?: Date;
  /** The provider's customer (Stripe), for the Billing Portal. */
  customerId?: string;
  /** The card the subscription is billed to, when the provider says (Stripe's default payment method). */
  card?: ProviderCard | null;
}

/** A card as the provider reports it (issue 28.2): brand as it names it, last four digits, expiry. */
export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Our view of a provider subscription; webhooks re-read it so event order never matters. */
export interface SubscriptionState {
  status: 'active' | 'cancelled' | 'expired';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart?: Date;
  /** The price billed now (a switch shows up here), when known. */
  priceId?: string;
  customerId?: string;
  /** A subscription schedule drives it (a switch at period end), else null. */
  scheduleId?: string | null;
  /** The latest renewal's payment failed and the provider is retrying (Stripe: past_due). */
  paymentFailed?: boolean;
  /** The card the next renewal is charged to; null or absent when the provider names none (decision 291). */
  card?: ProviderCard | null;
}

/** Our view of a provider invoice, re-read on each invoice event. */
export interface InvoiceState {
  id: string;
  subscriptionId: string | null;
  status: 'paid' | 'open' | 'failed' | 'void' | 'draft';
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  /** When it was paid, else when it was created. */
  date: Date;
  receiptUrl: string | null;
  priceId: string | null;
}

/** The billing period a provider reports after a change. */
export interface ProviderPeriod {
  start: Date;
  end: Date;
}

/** A verified webhook event, reduced to what Skimly acts on. */
export type ProviderEvent = { id: string; type: string } & (
  | { kind: 'checkout_completed'; sessionId: string }
  | { kind: 'subscription_changed'; subscriptionId: string }
  | { kind: 'invoice_changed'; invoiceId: string; subscriptionId: string | null }
  /** The customer's default payment method may have changed (Stripe: customer.updated), decision 291. */
  | { kind: 'customer_changed'; customerId: string }
  | { kind: 'ignored' }
);

export interface WebhookSupport {
  /** Verifies the signature over the raw body; throws InvalidSignatureError when it does not match. */
  parse(rawBody: string, signature: string | undefined): ProviderEvent;
  getSubscription(subscriptionId: string): Promise<SubscriptionState>;
  getInvoice(invoiceId: string): Promise<InvoiceState>;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  /** Throws PaymentDeclinedError when the provider refuses the payment. */
  createCheckout(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  getCheckout(sessionId: string): Promise<CheckoutState>;
  /**
   * Ends an open checkout so it can no longer be paid (account deletion); 'complete' when it was
   * paid before it could be ended, 'expired' otherwise (also when it had already ended).
   */
  expireCheckout(sessionId: string): Promise<'expired' | 'complete'>;
  /**
   * A checkout paid for an account that no longer exists: its subscription ends now and its payment
   * is refunded. Safe to repeat (a redelivered event).
   */
  refundCheckout(sessionId: string): Promise<void>;
  /** Ends the subscription now, without a refund or a last invoice (account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * The customer's changes to a subscription the provider bills (Stripe); null in TEST MODE, where
   * the server's own records are the subscription (server/subscriptions/lifecycle.ts writes them).
   */
  readonly changes: SubscriptionChanges | null;
  /**
   * A Billing Portal session's url for the customer, at its card update (issue 28.2): Back returns to
   * returnUrl, an updated card to doneUrl (both on this site). TEST MODE's own page gets the path.
   */
  portalUrl(customerId: string, back: { returnUrl: string; doneUrl: string }): Promise<string>;
  /** null in TEST MODE: there is no webhook sender. */
  readonly webhooks: WebhookSupport | null;
}

/** What the customer changes on a subscription the provider bills, said to the provider. */
export interface SubscriptionChanges {
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd. */
  resume(subscriptionId: string): Promise<void>;
  /** Moves the subscription to plan at once, prorated; the new period. */
  switchNow(subscriptionId: string, plan: CheckoutPlan): Promise<ProviderPeriod>;
  /** Schedules plan for the end of the current period; the schedule's id. */
  scheduleSwitch(subscriptionId: string, current: CheckoutPlan, next: CheckoutPlan): Promise<string>;
  /** Drops a scheduled switch: the subscription keeps renewing as it is. */
  cancelSchedule(scheduleId: string): Promise<void>;
}

export class PaymentDeclinedError extends Error {}
export class InvalidSignatureError extends Error {}

/** Adds one billing interval, used where no provider states the period end (TEST MODE). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
