import { fromPromise } from 'xstate';
import { api, dataOf } from '#src/api/client.ts';

/** The custom prompt calls; each resolves to the prompt the server now holds. */
const fetchPrompt = fromPromise<string, void>(
  async ({ signal }) => dataOf(await api.GET('/api/user-prompt', { signal })).data.prompt,
);

export const promptActors = {
  fetchPrompt,
  /** The same call, made by the dashboard beside the account (issue 15). */
  prefetchPrompt: fetchPrompt,
  savePrompt: fromPromise<string, { prompt: string }>(
    async ({ input, signal }) => dataOf(await api.POST('/api/user-prompt', { body: input, signal })).data.prompt,
  ),
  resetPrompt: fromPromise<string, void>(
    async ({ signal }) => dataOf(await api.POST('/api/user-prompt/reset', { signal })).data.prompt,
  ),
};
