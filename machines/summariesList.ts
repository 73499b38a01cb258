/**
 * The summaries list's shapes (context, input, events), its queries and the pages it keeps (issue 15,
 * item 3; decision 198): the pure half of `summaries.machine.ts`, shared with the dashboard, which
 * fetches the address's page beside the account.
 */
import { SUMMARIES_PAGE_SIZE, SUMMARIES_PAGES_KEPT, type SummaryDateFilter } from '#domain/constants.ts';
import type { Pagination, SummariesPage, SummariesQuery, Summary } from './apiTypes.ts';
import type { SummariesView } from './dashboardUrl.ts';
import type { Problem } from './problems.ts';

export interface SummaryFilters {
  search: string;
  date: SummaryDateFilter;
}

export interface SummariesContext {
  draft: SummaryFilters;
  applied: SummaryFilters;
  page: number;
  summaries: Summary[];
  pagination: Pagination | null;
  /** The summary whose deletion runs (confirmation, then the undo window). */
  deleting: Summary | null;
  /** The message next to the search box (too long, or the server's 400/422 message); null hides it. */
  searchError: Problem | null;
  /** Pages already fetched, by `pageKey` of their query, oldest first (at most SUMMARIES_PAGES_KEPT). */
  seen: Record<string, SummariesPage>;
}

/**
 * What the list tells the dashboard: the view it shows now, after a person moved to it (`replace`
 * false: a new history entry) or after a correction (`replace` true: the entry is rewritten).
 */
export type SummariesParentEvent = { type: 'summaries.viewChanged'; view: SummariesView; replace: boolean };

export type SummariesUserEvent =
  | { type: 'filters.searchChanged'; search: string }
  | { type: 'filters.dateChanged'; date: SummaryDateFilter }
  | { type: 'filters.applied' }
  | { type: 'filters.cleared' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'summaries.retried' }
  | { type: 'summary.copyRequested'; id: string }
  | { type: 'summary.downloadRequested'; id: string }
  | { type: 'summary.deleteRequested'; id: string }
  /** A failed attempt's Retry (issue 23.7). */
  | { type: 'retry.requested'; id: string }
  /** Back or Forward (or a link) brought the address to this view: the list follows it. */
  | { type: 'view.restored'; view: SummariesView };

/**
 * `view`: the view to start on (the address's; default page 1, no filters). `firstPage`: that view's
 * page, already fetched by the dashboard and shown at once; null or absent: the tab fetches it.
 */
export interface SummariesInput {
  firstPage?: SummariesPage | null;
  view?: SummariesView;
}

export const NO_FILTERS: SummaryFilters = { search: '', date: 'all' };

/** The list is narrowed by search or date. */
export const hasFilters = (filters: SummaryFilters) => filters.search.trim() !== '' || filters.date !== NO_FILTERS.date;

/** The filters a view applies. */
export const filtersOf = (view: SummariesView): SummaryFilters => ({ search: view.search, date: view.date });

/** The view the list shows (what the address holds). */
export const viewOf = (list: { applied: SummaryFilters; page: number }): SummariesView => ({
  search: list.applied.search.trim(),
  date: list.applied.date,
  page: list.page,
});

/** The query for `page` of the list under the filters applied. */
export function queryFor(list: { applied: SummaryFilters }, page: number): SummariesQuery {
  return {
    page,
    per_page: SUMMARIES_PAGE_SIZE,
    search: list.applied.search.trim(),
    date: list.applied.date,
    type: 'all',
  };
}

/** The key a page is kept under: its query, which names it entirely. */
export const pageKey = (q: SummariesQuery) => JSON.stringify([q.page, q.search, q.date, q.type]);

/** `seen` with `page` kept under `key`, the oldest dropped past SUMMARIES_PAGES_KEPT. */
export function keep(seen: Record<string, SummariesPage>, key: string, page: SummariesPage) {
  const { [key]: _previous, ...rest } = seen;
  const entries = [...Object.entries(rest), [key, page] as const];
  return Object.fromEntries(entries.slice(-SUMMARIES_PAGES_KEPT));
}

/** The query of the page shown, and of the one after it. */
export const query = ({ context }: { context: SummariesContext }) => queryFor(context, context.page);
export const nextQuery = ({ context }: { context: SummariesContext }) => queryFor(context, context.page + 1);

/** The listed summary a card's event names. */
export const listed = (context: SummariesContext, event: { type: string }) =>
  context.summaries.find((summary) => 'id' in event && summary.id === event.id) ?? null;

/** The card a copy or download was asked for, and which (the guard `isListed` let the event through). */
export function shareInput({ context, event }: { context: SummariesContext; event: { type: string } }) {
  const summary = listed(context, event);
  if (!summary) throw new Error('no summary chosen');
  return { summary, kind: event.type === 'summary.copyRequested' ? ('copy' as const) : ('download' as const) };
}
export function deletedSummary({ context }: { context: SummariesContext }): { summary: Summary } {
  if (!context.deleting) throw new Error('no summary chosen');
  return { summary: context.deleting };
}

/** The list with `summary` in the place of the entry `id`. */
export const replaced = (summaries: Summary[], id: string, summary: Summary) =>
  summaries.map((entry) => (entry.id === id ? summary : entry));
