import { fromPromise } from 'xstate';
import type { AccountRequest, AccountRequestOutcome } from '#machines/accountRequest.machine.ts';

/**
 * The one call behind each account page (/verify-email, /confirm-email, /forgot-password,
 * /reset-password). The API client rejects with its ApiError on a non-2xx answer; the machine turns
 * that into the server's message or its fallback. A success message from the server is never shown:
 * the pages word success themselves (messages.account).
 */
async function sendAccountRequest(request: AccountRequest, signal: AbortSignal): Promise<AccountRequestOutcome> {
  const { api } = await import('#src/api/client.ts');
  switch (request.kind) {
    case 'verifyEmail': {
      // The link's first use signs its holder in (decision 286).
      const { data } = await api.POST('/api/email/verify', { body: { token: request.token }, signal });
      return { signedIn: data?.signed_in === true };
    }
    case 'confirmEmailChange':
      await api.POST('/api/account/email/confirm', { body: { token: request.token }, signal });
      return {};
    case 'forgotPassword':
      await api.POST('/api/password/forgot', { body: { email: request.email }, signal });
      return {};
    case 'resetPassword':
      await api.POST('/api/password/reset', { body: { token: request.token, password: request.password }, signal });
      return {};
  }
}

export const accountRequestActors = {
  submitAccountRequest: fromPromise<AccountRequestOutcome, AccountRequest>(({ input, signal }) =>
    sendAccountRequest(input, signal),
  ),
};
