import { fromPromise } from 'xstate';
import { api, dataOf } from '../../api/client.ts';

/** The custom prompt calls; each resolves to the prompt the server now holds. */
export const promptActors = {
  fetchPrompt: fromPromise<string, void>(async ({ signal }) => dataOf(await api.GET('/api/user-prompt', { signal })).data.prompt),
  savePrompt: fromPromise<string, { prompt: string }>(
    async ({ input, signal }) => dataOf(await api.POST('/api/user-prompt', { body: input, signal })).data.prompt,
  ),
  resetPrompt: fromPromise<string, void>(
    async ({ signal }) => dataOf(await api.POST('/api/user-prompt/reset', { signal })).data.prompt,
  ),
};
