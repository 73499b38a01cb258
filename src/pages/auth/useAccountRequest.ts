import { useActor } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { messages } from '../../../domain/messages.ts';
import { errorMessage } from '../../api/errors.ts';
import { type Fields, accountRequestMachine } from '../../app/accountRequest.machine.ts';

export type ApiCall = (api: typeof import('../../api/client.ts').api, fields: Fields, signal: AbortSignal) => Promise<{ message: string } | undefined>;

/**
 * Runs one account call through the accountRequest machine. The page supplies the call and the
 * validation rule; failures become the server's message or a generic text (SPEC.md 8 pattern).
 * Success is worded by the page itself (messages.account): the site owns its copy, so a server's
 * success message is never shown.
 */
export function useAccountRequest(call: ApiCall, validate: (fields: Fields) => string | null) {
  const [logic] = useState(() =>
    accountRequestMachine.provide({
      actors: {
        submit: fromPromise<string, Fields>(async ({ input, signal }) => {
          try {
            const { api } = await import('../../api/client.ts');
            const data = await call(api, input, signal);
            return data?.message ?? '';
          } catch (error) {
            throw new Error(errorMessage(error, { http: messages.account.failed, network: messages.plans.unexpectedRetry }));
          }
        }),
      },
    }),
  );
  return useActor(logic, { input: { validate } });
}
