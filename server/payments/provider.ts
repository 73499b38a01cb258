/**
 * The payment provider seam: Stripe when a secret key is configured, else the built-in TEST MODE
 * checkout. Routes, fulfilment and the webhook only ever talk to this interface.
 */
import type { BillingInterval } from '../../domain/constants.ts';

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
}

/** Our view of a provider subscription; webhooks re-read it so event order never matters. */
export interface SubscriptionState {
  status: 'active' | 'cancelled' | 'expired';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** A verified webhook event, reduced to what Skimly acts on. */
export type ProviderEvent = { id: string; type: string } & (
  | { kind: 'checkout_completed'; sessionId: string }
  | { kind: 'subscription_changed'; subscriptionId: string }
  | { kind: 'ignored' }
);

export interface WebhookSupport {
  /** Verifies the signature over the raw body; throws InvalidSignatureError when it does not match. */
  parse(rawBody: string, signature: string | undefined): ProviderEvent;
  getSubscription(subscriptionId: string): Promise<SubscriptionState>;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  /** Throws PaymentDeclinedError when the provider refuses the payment. */
  createCheckout(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  getCheckout(sessionId: string): Promise<CheckoutState>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** null in TEST MODE: there is no webhook sender. */
  readonly webhooks: WebhookSupport | null;
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
