import { fromPromise } from 'xstate';
import type { Account } from '#machines/dashboard.machine.ts';
import type { ReadStorageInput, StoredValues } from '#machines/effects.ts';
import { api, dataOf } from '#src/api/client.ts';
import { currentPlanSchema, parseResponse, userInfoSchema } from '#src/api/responses.ts';
import { readValues } from '#src/features/storage.ts';

/** The dashboard's own actors: stored token check and the profile + current plan, fetched together. */
export const accountActors = {
  readStorage: fromPromise<StoredValues, ReadStorageInput>(async ({ input }) => readValues(input.keys)),
  loadAccount: fromPromise<Account, void>(async ({ signal }) => {
    const [info, plan] = await Promise.all([
      api.GET('/api/user-info', { signal }),
      api.GET('/api/subscription/current-plan', { signal }),
    ]);
    const { user, subscription } = parseResponse(userInfoSchema, dataOf(info));
    return { user, subscription, currentPlan: parseResponse(currentPlanSchema, dataOf(plan)) };
  }),
};
