import { fromPromise } from 'xstate';
import type { SummariesPage, SummariesQuery } from '../../../machines/apiTypes.ts';
import { api, dataOf } from '../../api/client.ts';

/** The reader's time zone, so 'Today' and 'This Week' mean their day and week (DECISIONS.md). */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const summariesActors = {
  fetchSummaries: fromPromise<SummariesPage, SummariesQuery>(async ({ input, signal }) => {
    const query = { ...input, search: input.search || undefined, tz: timeZone() };
    const { summaries, pagination } = dataOf(await api.GET('/api/summaries', { params: { query }, signal }));
    return { summaries, pagination };
  }),
};
