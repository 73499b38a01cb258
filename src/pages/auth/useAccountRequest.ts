import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type AccountRequest, accountRequestMachine } from '../../../machines/accountRequest.machine.ts';

/**
 * The one call behind each account page. The API client rejects with its ApiError on a non-2xx
 * answer; the machine turns that into the server's message or its fallback. A success message from
 * the server is never shown: the pages word success themselves (messages.account).
 */
async function sendAccountRequest(request: AccountRequest, signal: AbortSignal): Promise<void> {
  const { api } = await import('../../api/client.ts');
  switch (request.kind) {
    case 'verifyEmail':
      await api.POST('/api/email/verify', { body: { token: request.token }, signal });
      return;
    case 'forgotPassword':
      await api.POST('/api/password/forgot', { body: { email: request.email }, signal });
      return;
    case 'resetPassword':
      await api.POST('/api/password/reset', { body: { token: request.token, password: request.password }, signal });
      return;
  }
}

const accountRequestLogic = accountRequestMachine.provide({
  actors: {
    submitAccountRequest: fromPromise<unknown, AccountRequest>(({ input, signal }) => sendAccountRequest(input, signal)),
  },
});

/** Runs the accountRequest machine for one page; the page sends `request.submitted` with its form. */
export function useAccountRequest() {
  return useActor(accountRequestLogic);
}
