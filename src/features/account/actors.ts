import { fromPromise } from 'xstate';
import type { Account } from '#machines/dashboard.machine.ts';
import type { ReadStorageInput, StoredValues } from '#machines/effects.ts';
import { api, checkedData } from '#src/api/client.ts';
import { readValues } from '#src/features/storage.ts';

/** The dashboard's own actors: stored token check and the profile + current plan (+ invoices), fetched together. */
export const accountActors = {
  readStorage: fromPromise<StoredValues, ReadStorageInput>(async ({ input }) => readValues(input.keys)),
  loadAccount: fromPromise<Account, void>(async ({ signal }) => {
    // The invoices ride with the profile (issue 27.4): the Billing section needs no round of its own.
    const [{ user, subscription, invoices }, currentPlan] = await Promise.all([
      checkedData(
        api.GET('/api/user-info', { params: { query: { include: 'invoices' } }, signal }),
        (v) => v.userInfoSchema,
      ),
      checkedData(api.GET('/api/subscription/current-plan', { signal }), (v) => v.currentPlanSchema),
    ]);
    return { user, subscription, currentPlan, ...(invoices ? { invoices } : {}) };
  }),
};
