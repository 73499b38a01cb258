/** The account page's calls (GET /api/account and one per flow), wired by src/app/composition.tsx. */
import { fromPromise } from 'xstate';
import type {
  AccountSettings,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  SignedInSession,
} from '#machines/apiTypes.ts';
import { api, dataOf } from '#src/api/client.ts';

export const accountSettingsActors = {
  loadAccountSettings: fromPromise<AccountSettings, void>(async ({ signal }) =>
    dataOf(await api.GET('/api/account', { signal })),
  ),
  changePassword: fromPromise<unknown, ChangePasswordRequest>(async ({ input, signal }) =>
    dataOf(await api.POST('/api/account/password', { body: input, signal })),
  ),
  requestEmailChange: fromPromise<string, ChangeEmailRequest>(async ({ input, signal }) => {
    dataOf(await api.POST('/api/account/email', { body: input, signal }));
    return input.new_email;
  }),
  resendEmailChange: fromPromise<unknown, void>(async ({ signal }) =>
    dataOf(await api.POST('/api/account/email/resend', { signal })),
  ),
  cancelEmailChange: fromPromise<unknown, void>(async ({ signal }) =>
    dataOf(await api.POST('/api/account/email/cancel', { signal })),
  ),
  loadSessions: fromPromise<SignedInSession[], void>(
    async ({ signal }) => dataOf(await api.GET('/api/sessions', { signal })).sessions,
  ),
  endSession: fromPromise<unknown, { id: string }>(async ({ input, signal }) =>
    dataOf(await api.DELETE('/api/sessions/{id}', { params: { path: { id: input.id } }, signal })),
  ),
  endOtherSessions: fromPromise<number, void>(
    async ({ signal }) => dataOf(await api.POST('/api/sessions/end-others', { signal })).ended,
  ),
  deleteAccount: fromPromise<unknown, DeleteAccountRequest>(async ({ input, signal }) =>
    dataOf(await api.POST('/api/account/delete', { body: input, signal })),
  ),
};
