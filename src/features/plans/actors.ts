import { fromPromise } from 'xstate';
import type { BillingInterval } from '#domain/constants.ts';
import type { CancelResult, Invoice, Plan, SubscriptionChange } from '#machines/apiTypes.ts';
import type { ReadStorageInput, StoredValues } from '#machines/effects.ts';
import type { PaymentLinkInput } from '#machines/planDialog.machine.ts';
import { api, dataOf } from '#src/api/client.ts';
import {
  cancelResponseSchema,
  invoicesResponseSchema,
  parseResponse,
  plansResponseSchema,
  subscriptionChangeSchema,
  urlResponseSchema,
} from '#src/api/responses.ts';
import { readValues } from '#src/features/storage.ts';

/** The plan dialog's calls (plans list, checkout link for a price id) and the dashboard's cancel at period end. */
export const planActors = {
  readStorage: fromPromise<StoredValues, ReadStorageInput>(async ({ input }) => readValues(input.keys)),
  loadPlans: fromPromise<Plan[], void>(
    async ({ signal }) =>
      parseResponse(plansResponseSchema, dataOf(await api.GET('/api/subscription/plans', { signal }))).plans,
  ),
  // `returnTo` is the API policy's (src/app/apiPolicy.ts), not the server's.
  createPaymentLink: fromPromise<{ url: string }, PaymentLinkInput>(async ({ input, signal }) =>
    parseResponse(
      urlResponseSchema,
      dataOf(await api.POST('/api/subscription/payment-link', { body: { plan: input.priceId }, signal })),
    ),
  ),
  cancelSubscription: fromPromise<CancelResult, void>(async ({ signal }) =>
    parseResponse(cancelResponseSchema, dataOf(await api.POST('/api/subscription/cancel', { signal }))),
  ),
  switchSubscription: fromPromise<SubscriptionChange, { interval: BillingInterval }>(async ({ input, signal }) =>
    parseResponse(
      subscriptionChangeSchema,
      dataOf(await api.POST('/api/subscription/switch', { body: { interval: input.interval }, signal })),
    ),
  ),
  resumeSubscription: fromPromise<SubscriptionChange, void>(async ({ signal }) =>
    parseResponse(subscriptionChangeSchema, dataOf(await api.POST('/api/subscription/resume', { signal }))),
  ),
  /** The account's invoices, newest first (the Billing section). */
  loadInvoices: fromPromise<Invoice[], void>(
    async ({ signal }) =>
      parseResponse(invoicesResponseSchema, dataOf(await api.GET('/api/billing/invoices', { signal }))).invoices,
  ),
  /** The billing portal (Stripe's, or TEST MODE's page) where the card is updated. */
  openBillingPortal: fromPromise<{ url: string }, { returnTo: string }>(async ({ input, signal }) =>
    parseResponse(
      urlResponseSchema,
      dataOf(await api.POST('/api/billing/portal', { body: { return_to: input.returnTo }, signal })),
    ),
  ),
};
