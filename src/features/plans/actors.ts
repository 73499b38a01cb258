import { fromPromise } from 'xstate';
import type { Plan } from '../../../machines/apiTypes.ts';
import type { ReadStorageInput, StoredValues } from '../../../machines/effects.ts';
import { api, dataOf } from '../../api/client.ts';
import { parseResponse, plansResponseSchema, urlResponseSchema } from '../../api/responses.ts';
import { readValues } from '../../app/storage.ts';

/** The plan dialog's calls: plans list, checkout link for a price id, cancel at period end. */
export const planActors = {
  readStorage: fromPromise<StoredValues, ReadStorageInput>(async ({ input }) => readValues(input.keys)),
  loadPlans: fromPromise<Plan[], void>(
    async ({ signal }) => parseResponse(plansResponseSchema, dataOf(await api.GET('/api/subscription/plans', { signal }))).plans,
  ),
  createPaymentLink: fromPromise<{ url: string }, { priceId: string }>(async ({ input, signal }) =>
    parseResponse(
      urlResponseSchema,
      dataOf(await api.POST('/api/subscription/payment-link', { body: { plan: input.priceId }, signal })),
    ),
  ),
  cancelSubscription: fromPromise<unknown, void>(
    async ({ signal }) => dataOf(await api.POST('/api/subscription/cancel', { signal })),
  ),
};
