import { fromPromise } from 'xstate';
import type { SummariesPage, SummariesQuery, Summary } from '#machines/apiTypes.ts';
import { markdownFileName, summaryMarkdown } from '#domain/summaryMarkdown.ts';
import { api, dataOf } from '#src/api/client.ts';
import { saveFile } from '#src/features/download.ts';
import { readerTimeZone } from '#src/features/format.ts';

const fetchSummaries = fromPromise<SummariesPage, SummariesQuery>(async ({ input, signal }) => {
  const query = { ...input, search: input.search || undefined, tz: readerTimeZone() };
  const { summaries, pagination } = dataOf(await api.GET('/api/summaries', { params: { query }, signal }));
  return { summaries, pagination };
});

/** Resolves when the browser is idle (at the latest after 2 s); Safari without requestIdleCallback: soon. */
const browserIdle = fromPromise<unknown, void>(
  ({ signal }) =>
    new Promise((resolve) => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(resolve, { timeout: 2000 });
        signal.addEventListener('abort', () => cancelIdleCallback(id));
      } else {
        const id = setTimeout(resolve, 200);
        signal.addEventListener('abort', () => clearTimeout(id));
      }
    }),
);

export const summariesActors = {
  fetchSummaries,
  browserIdle,
  /** The same call, made by the dashboard for page 1 beside the account (issue 15). */
  prefetchSummaries: fetchSummaries,
  copySummary: fromPromise<unknown, { summary: Summary }>(async ({ input }) => {
    await navigator.clipboard.writeText(summaryMarkdown(input.summary, readerTimeZone() ?? 'UTC'));
    return null;
  }),
  downloadSummary: fromPromise<unknown, { summary: Summary }>(async ({ input }) => {
    const zone = readerTimeZone() ?? 'UTC';
    const markdown = new Blob([summaryMarkdown(input.summary, zone)], { type: 'text/markdown;charset=utf-8' });
    saveFile(markdownFileName(input.summary, zone), markdown);
    return null;
  }),
  deleteSummary: fromPromise<unknown, { id: string }>(async ({ input, signal }) =>
    dataOf(await api.DELETE('/api/summaries/{id}', { params: { path: { id: input.id } }, signal })),
  ),
  restoreSummary: fromPromise<unknown, { summary: Summary }>(async ({ input, signal }) => {
    const { id, ...fields } = input.summary;
    return dataOf(await api.PUT('/api/summaries/{id}', { params: { path: { id } }, body: fields, signal }));
  }),
};
