import { fromPromise } from 'xstate';
import type { AccountRequest } from '#machines/accountRequest.machine.ts';

/**
 * The one call behind each account page (/verify-email, /confirm-email, /forgot-password,
 * /reset-password). The API client rejects with its ApiError on a non-2xx answer; the machine turns
 * that into the server's message or its fallback. A success message from the server is never shown:
 * the pages word success themselves (messages.account).
 */
async function sendAccountRequest(request: AccountRequest, signal: AbortSignal): Promise<void> {
  const { api } = await import('#src/api/client.ts');
  switch (request.kind) {
    case 'verifyEmail':
      await api.POST('/api/email/verify', { body: { token: request.token }, signal });
      return;
    case 'confirmEmailChange':
      await api.POST('/api/account/email/confirm', { body: { token: request.token }, signal });
      return;
    case 'forgotPassword':
      await api.POST('/api/password/forgot', { body: { email: request.email }, signal });
      return;
    case 'resetPassword':
      await api.POST('/api/password/reset', { body: { token: request.token, password: request.password }, signal });
      return;
  }
}

export const accountRequestActors = {
  submitAccountRequest: fromPromise<unknown, AccountRequest>(({ input, signal }) => sendAccountRequest(input, signal)),
};
