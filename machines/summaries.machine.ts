/**
 * The premium "My Summaries" tab (SPEC.md 2, 4; DECISIONS.md "Client behaviours"): filters are a draft
 * until Apply (which returns to page 1); Previous/Next refetch with the filters last applied.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { SUMMARIES_PAGE_SIZE, type SummaryDateFilter } from '../domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { Pagination, SummariesPage, SummariesQuery, Summary } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { hasStatus } from './httpError.ts';

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
}

export type SummariesUserEvent =
  | { type: 'filters.searchChanged'; search: string }
  | { type: 'filters.dateChanged'; date: SummaryDateFilter }
  | { type: 'filters.applied' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'summaries.retried' };

export type SummariesEvent = SummariesUserEvent | ActorEvents<'fetchSummaries', SummariesPage>;

const NO_FILTERS: SummaryFilters = { search: '', date: 'all' };

function query({ context }: { context: SummariesContext }): SummariesQuery {
  return {
    page: context.page,
    per_page: SUMMARIES_PAGE_SIZE,
    search: context.applied.search.trim(),
    date: context.applied.date,
    type: 'all',
  };
}

export const summariesMachine = setup({
  types: { context: {} as SummariesContext, events: {} as SummariesEvent },
  actors: { fetchSummaries: notProvided<SummariesPage, SummariesQuery>('fetchSummaries') },
  actions: {
    sessionExpired: effects.sessionExpired,
    setDraftSearch: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'filters.searchChanged');
        return { ...context.draft, search: event.search };
      },
    }),
    setDraftDate: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'filters.dateChanged');
        return { ...context.draft, date: event.date };
      },
    }),
    applyDraft: assign({ applied: ({ context }) => context.draft, page: 1 }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    previousPage: assign({ page: ({ context }) => context.page - 1 }),
    setPage: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSummaries');
      return { summaries: event.output.summaries, pagination: event.output.pagination };
    }),
  },
  guards: {
    hasNextPage: ({ context }) => context.pagination !== null && context.page < context.pagination.last_page,
    hasPreviousPage: ({ context }) => context.page > 1,
    isUnauthorized: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.fetchSummaries');
      return hasStatus(event.error, 401);
    },
  },
}).createMachine({
  id: 'summaries',
  initial: 'loading',
  context: { draft: NO_FILTERS, applied: NO_FILTERS, page: 1, summaries: [], pagination: null },
  on: {
    // Editing the draft never refetches (SPEC.md 4).
    'filters.searchChanged': { actions: 'setDraftSearch' },
    'filters.dateChanged': { actions: 'setDraftDate' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchSummaries',
        src: 'fetchSummaries',
        input: query,
        onDone: { target: 'ready', actions: 'setPage' },
        onError: [
          { guard: 'isUnauthorized', target: 'signedOut', actions: 'sessionExpired' },
          { target: 'error' },
        ],
      },
    },
    ready: {
      on: {
        'filters.applied': { target: 'loading', actions: 'applyDraft' },
        'page.next': { guard: 'hasNextPage', target: 'loading', actions: 'nextPage' },
        'page.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'previousPage' },
      },
    },
    error: {
      tags: ['error'],
      on: {
        'filters.applied': { target: 'loading', actions: 'applyDraft' },
        'summaries.retried': { target: 'loading' },
      },
    },
    /** 401: the auth machine signs out and leaves the page. */
    signedOut: { type: 'final' },
  },
});

export type SummariesSnapshot = SnapshotFrom<typeof summariesMachine>;

export const selectIsLoading = (s: SummariesSnapshot) => s.hasTag('loading');
/** 'Failed to load summaries' is shown when true (messages.dashboard.summariesLoadFailed). */
export const selectHasError = (s: SummariesSnapshot) => s.hasTag('error');
export const selectSummaries = (s: SummariesSnapshot) => s.context.summaries;
export const selectDraft = (s: SummariesSnapshot) => s.context.draft;
export const selectCanApply = (s: SummariesSnapshot) => s.can({ type: 'filters.applied' });
export const selectCanNext = (s: SummariesSnapshot) => s.can({ type: 'page.next' });
export const selectCanPrevious = (s: SummariesSnapshot) => s.can({ type: 'page.previous' });
/** 'Showing X to Y of Z results' figures, or null before the first page arrives. */
export const selectRange = (s: SummariesSnapshot) => {
  const { pagination, summaries } = s.context;
  if (pagination === null) return null;
  const from = pagination.total === 0 ? 0 : (pagination.current_page - 1) * pagination.per_page + 1;
  return { from, to: from === 0 ? 0 : from + summaries.length - 1, total: pagination.total };
};
/** The list was narrowed by search or date (the empty state then says "no matches" rather than "no summaries yet"). */
export const selectHasAppliedFilters = (s: SummariesSnapshot) =>
  s.context.applied.search.trim() !== '' || s.context.applied.date !== NO_FILTERS.date;
