import { fromPromise } from 'xstate';
import type { BillingInterval } from '#domain/constants.ts';
import type { CancelResult, Invoice, Plan, SubscriptionChange } from '#machines/apiTypes.ts';
import type { ReadStorageInput, StoredValues } from '#machines/effects.ts';
import type { PaymentLinkInput } from '#machines/planDialog.machine.ts';
import { api, checkedData } from '#src/api/client.ts';
import { readValues } from '#src/features/storage.ts';

/** The plan dialog's calls (plans list, checkout link for a price id) and the dashboard's cancel at period end. */
export const planActors = {
  readStorage: fromPromise<StoredValues, ReadStorageInput>(async ({ input }) => readValues(input.keys)),
  loadPlans: fromPromise<Plan[], void>(
    async ({ signal }) =>
      (await checkedData(api.GET('/api/subscription/plans', { signal }), (v) => v.plansResponseSchema)).plans,
  ),
  // `returnTo` is the API policy's (src/app/apiPolicy.ts), not the server's.
  createPaymentLink: fromPromise<{ url: string }, PaymentLinkInput>(async ({ input, signal }) =>
    checkedData(
      api.POST('/api/subscription/payment-link', { body: { plan: input.priceId }, signal }),
      (v) => v.urlResponseSchema,
    ),
  ),
  cancelSubscription: fromPromise<CancelResult, void>(async ({ signal }) =>
    checkedData(api.POST('/api/subscription/cancel', { signal }), (v) => v.cancelResponseSchema),
  ),
  switchSubscription: fromPromise<SubscriptionChange, { interval: BillingInterval }>(async ({ input, signal }) =>
    checkedData(
      api.POST('/api/subscription/switch', { body: { interval: input.interval }, signal }),
      (v) => v.subscriptionChangeSchema,
    ),
  ),
  resumeSubscription: fromPromise<SubscriptionChange, void>(async ({ signal }) =>
    checkedData(api.POST('/api/subscription/resume', { signal }), (v) => v.subscriptionChangeSchema),
  ),
  /** The account's invoices, newest first (the Billing section). */
  loadInvoices: fromPromise<Invoice[], void>(
    async ({ signal }) =>
      (await checkedData(api.GET('/api/billing/invoices', { signal }), (v) => v.invoicesResponseSchema)).invoices,
  ),
  /** The billing portal (Stripe's, or TEST MODE's page) where the card is updated. */
  openBillingPortal: fromPromise<{ url: string }, { returnTo: string }>(async ({ input, signal }) =>
    checkedData(
      api.POST('/api/billing/portal', { body: { return_to: input.returnTo }, signal }),
      (v) => v.urlResponseSchema,
    ),
  ),
};
