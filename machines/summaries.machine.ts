/**
 * The premium "My Summaries" tab (SPEC.md 2, 4; DECISIONS.md "Client behaviours"): filters are a draft
 * until Apply (which returns to page 1); Previous/Next refetch with the filters last applied.
 * Each card's actions (issue 14) run beside the list: copy or download as Markdown (`sharing`), and
 * delete with undo (`deletion`, the child machine summaryDelete). A deleted card leaves at once and
 * the page is fetched again in the background, so it fills up and its total stays right.
 * Instant returns (issue 15, item 3): every page fetched is kept (`seen`, by query); going back to
 * one shows it at once and refreshes it quietly, and once a page is shown the next one is fetched
 * when the browser is idle. A deletion or an undo forgets them all: they may hold the card.
 * The address (issue 18, item 10; decision 198): the list starts on the view the dashboard read from
 * the address (`input.view`), tells its parent each view a person moves to (`summaries.viewChanged`,
 * a new history entry) and each correction it makes (a page past the end: the entry is replaced), and
 * follows Back and Forward (`view.restored`), a page seen before showing at once.
 */
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import {
  SEARCH_MAX_LENGTH,
  SUMMARIES_PAGE_SIZE,
  SUMMARIES_PAGES_KEPT,
  type SummaryDateFilter,
} from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { Pagination, SummariesPage, SummariesQuery, Summary } from './apiTypes.ts';
import { effects, notProvided } from './effects.ts';
import { fieldMessage } from './httpError.ts';
import { DEFAULT_SUMMARIES_VIEW, type SummariesView, sameSummariesView } from './dashboardUrl.ts';
import { type SummaryDeleteParentEvent, summaryDeleteMachine, UNDO_TOAST_ID } from './summaryDelete.machine.ts';
import { isSearchTooLong } from './validation.ts';
import { isUnauthorized } from './sessionEnded.ts';

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
  /** The summary being copied or downloaded. */
  sharing: Summary | null;
  /** The summary whose deletion runs (confirmation, then the undo window). */
  deleting: Summary | null;
  /** The message next to the search box (too long, or the server's 400/422 message); null hides it. */
  searchError: string | null;
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
  /** Back or Forward (or a link) brought the address to this view: the list follows it. */
  | { type: 'view.restored'; view: SummariesView };

export type SummariesEvent =
  | SummariesUserEvent
  | SummaryDeleteParentEvent
  | ActorEvents<'fetchSummaries', SummariesPage>
  | ActorEvents<'prefetchSummaries', SummariesPage>
  | ActorEvents<'browserIdle', unknown>
  | ActorEvents<'copySummary', unknown>
  | ActorEvents<'downloadSummary', unknown>
  | ActorEvents<'summaryDelete', unknown>;

const NO_FILTERS: SummaryFilters = { search: '', date: 'all' };
const hasFilters = (filters: SummaryFilters) => filters.search.trim() !== '' || filters.date !== NO_FILTERS.date;

/**
 * `view`: the view to start on (the address's; default page 1, no filters). `firstPage`: that view's
 * page, already fetched by the dashboard and shown at once; null or absent: the tab fetches it.
 */
export interface SummariesInput {
  firstPage?: SummariesPage | null;
  view?: SummariesView;
}

/** The filters a view applies. */
const filtersOf = (view: SummariesView): SummaryFilters => ({ search: view.search, date: view.date });
/** The view the list shows (what the address holds). */
const viewOf = (context: Pick<SummariesContext, 'applied' | 'page'>): SummariesView => ({
  search: context.applied.search.trim(),
  date: context.applied.date,
  page: context.page,
});

/** The query for `page` of the list under the filters applied. */
export function queryFor(context: Pick<SummariesContext, 'applied'>, page: number): SummariesQuery {
  return {
    page,
    per_page: SUMMARIES_PAGE_SIZE,
    search: context.applied.search.trim(),
    date: context.applied.date,
    type: 'all',
  };
}
const query = ({ context }: { context: SummariesContext }) => queryFor(context, context.page);
const nextQuery = ({ context }: { context: SummariesContext }) => queryFor(context, context.page + 1);

/** The key a page is kept under: its query, which names it entirely. */
export const pageKey = (q: SummariesQuery) => JSON.stringify([q.page, q.search, q.date, q.type]);

/** `seen` with `page` kept under `key`, the oldest dropped past SUMMARIES_PAGES_KEPT. */
function keep(seen: Record<string, SummariesPage>, key: string, page: SummariesPage) {
  const { [key]: _previous, ...rest } = seen;
  const entries = [...Object.entries(rest), [key, page] as const];
  return Object.fromEntries(entries.slice(-SUMMARIES_PAGES_KEPT));
}

/** The listed summary a card's event names. */
const listed = (context: SummariesContext, event: SummariesEvent) =>
  context.summaries.find((summary) => 'id' in event && summary.id === event.id) ?? null;

function sharedSummary({ context }: { context: SummariesContext }): { summary: Summary } {
  if (!context.sharing) throw new Error('no summary chosen');
  return { summary: context.sharing };
}
function deletedSummary({ context }: { context: SummariesContext }): { summary: Summary } {
  if (!context.deleting) throw new Error('no summary chosen');
  return { summary: context.deleting };
}

const text = messages.summaryActions;

const summariesSetup = setup({
  types: {
    context: {} as SummariesContext,
    events: {} as SummariesEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps the input optional (xstate drops `undefined` when it infers it), so createActor(machine) still type-checks
    input: {} as SummariesInput | void,
    /** Invoked actors by id (each id is its src): `snapshot.children.summaryDelete` is typed as that machine. */
    children: {} as {
      fetchSummaries: 'fetchSummaries';
      prefetchSummaries: 'fetchSummaries';
      browserIdle: 'browserIdle';
      copySummary: 'copySummary';
      downloadSummary: 'downloadSummary';
      summaryDelete: 'summaryDelete';
    },
  },
  actors: {
    fetchSummaries: notProvided<SummariesPage, SummariesQuery>('fetchSummaries'),
    /** Resolves when the browser has nothing better to do (the next page is fetched then). */
    browserIdle: notProvided<unknown>('browserIdle'),
    /** Writes the summary's Markdown (domain/summaryMarkdown.ts) to the clipboard. */
    copySummary: notProvided<unknown, { summary: Summary }>('copySummary'),
    /** Saves the summary's Markdown as `YYYY-MM-DD-title-slug.md`. */
    downloadSummary: notProvided<unknown, { summary: Summary }>('downloadSummary'),
    summaryDelete: summaryDeleteMachine,
  },
  actions: {
    sessionExpired: effects.sessionExpired,
    toast: effects.toast,
    dismissToast: effects.dismissToast,
    chooseForSharing: assign({ sharing: ({ context, event }) => listed(context, event) }),
    chooseForDeletion: assign({ deleting: ({ context, event }) => listed(context, event) }),
    clearDeletion: assign({ deleting: null }),
    /** The card leaves at once; the refetch that follows fills the page. */
    removeSummary: assign(({ context, event }) => {
      assertEvent(event, 'summary.removed');
      const { pagination } = context;
      return {
        summaries: context.summaries.filter((summary) => summary.id !== event.id),
        pagination: pagination && { ...pagination, total: Math.max(0, pagination.total - 1) },
      };
    }),
    goToLastPage: assign({
      page: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.fetchSummaries');
        return event.output.pagination.last_page;
      },
    }),
    /** The page handed over at the start lies past the end (a stale or edited address): its last page instead. */
    goToLastPageShown: assign({ page: ({ context }) => context.pagination?.last_page ?? 1 }),
    /** Back or Forward: the view the address holds, its filters on screen as applied. */
    restoreView: assign(({ event }) => {
      assertEvent(event, 'view.restored');
      const filters = filtersOf(event.view);
      return { draft: filters, applied: filters, page: event.view.page, searchError: null };
    }),
    setDraftSearch: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'filters.searchChanged');
        return { ...context.draft, search: event.search };
      },
      searchError: null,
    }),
    setDraftDate: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'filters.dateChanged');
        return { ...context.draft, date: event.date };
      },
    }),
    applyDraft: assign({ applied: ({ context }) => context.draft, page: 1, searchError: null }),
    clearFilters: assign({ draft: NO_FILTERS, applied: NO_FILTERS, page: 1, searchError: null }),
    /** Paging shows the filters it pages through: text typed but not applied goes (issue 18, item 10). */
    dropDraft: assign({ draft: ({ context }) => context.applied, searchError: null }),
    setSearchTooLong: assign({ searchError: messages.dashboard.searchTooLong }),
    setServerSearchError: assign({
      searchError: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchSummaries');
        return fieldMessage(event.error, 'search') ?? null;
      },
    }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    previousPage: assign({ page: ({ context }) => context.page - 1 }),
    setPage: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSummaries');
      const { summaries, pagination } = event.output;
      return { summaries, pagination, seen: keep(context.seen, pageKey(query({ context })), event.output) };
    }),
    showSeen: assign(({ context }) => {
      const page = context.seen[pageKey(query({ context }))];
      return page ? { summaries: page.summaries, pagination: page.pagination } : {};
    }),
    keepPrefetched: assign({
      seen: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.prefetchSummaries');
        return keep(context.seen, pageKey(nextQuery({ context })), event.output);
      },
    }),
    forgetSeen: assign({ seen: {} }),
  },
  guards: {
    isSearchTooLong: ({ context }) => isSearchTooLong(context.draft.search),
    /** Back or Forward leads to another view than the one shown. */
    isOtherView: ({ context, event }) => {
      assertEvent(event, 'view.restored');
      return !sameSummariesView(viewOf(context), event.view);
    },
    /** The page handed over at the start is empty and past the last page (page=99999 in the address). */
    isFirstPagePastEnd: ({ context }) =>
      context.pagination !== null && context.summaries.length === 0 && context.page > context.pagination.last_page,
    /** The dashboard handed over page 1 (only ever true on start: nothing else sets the page before a fetch). */
    hasFirstPage: ({ context }) => context.pagination !== null,
    /** The page asked for was fetched before: it shows at once. */
    isSeen: ({ context }) => pageKey(query({ context })) in context.seen,
    /** A next page exists and is not kept yet. */
    isNextUnseen: ({ context }) =>
      context.page < (context.pagination?.last_page ?? 0) && !(pageKey(nextQuery({ context })) in context.seen),
    hasNextPage: ({ context }) => context.pagination !== null && context.page < context.pagination.last_page,
    hasPreviousPage: ({ context }) => context.page > 1,
    hasAppliedFilters: ({ context }) => hasFilters(context.applied),
    isUnauthorized,
    /** The card's summary is on the page. */
    isListed: ({ context, event }) => listed(context, event) !== null,
    /** The page came back empty because its last summary went (deleted elsewhere, or just now). */
    isPastLastPage: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSummaries');
      return event.output.summaries.length === 0 && context.page > event.output.pagination.last_page;
    },
  },
});

export const summariesMachine = summariesSetup
  .extend({
    actions: {
      /** Another Delete ends the previous one's undo window: its toast goes with it (decision 138). */
      closeUndo: summariesSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'dismissToast', params: { id: UNDO_TOAST_ID } });
      }),
      toastCopied: summariesSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'success', title: text.copied } });
      }),
      toastCopyFailed: summariesSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: text.copyFailed } });
      }),
      toastDownloadFailed: summariesSetup.enqueueActions(({ enqueue }) => {
        enqueue({ type: 'toast', params: { kind: 'error', title: text.downloadFailed } });
      }),
      /** A person moved to this view (Apply, Clear filters, Next, Previous): a new history entry. */
      reportView: summariesSetup.enqueueActions(({ enqueue, context, self }) => {
        const changed: SummariesParentEvent = { type: 'summaries.viewChanged', view: viewOf(context), replace: false };
        if (self._parent) enqueue.sendParent(changed);
      }),
      /** The list corrected its view (a page past the end): the address is rewritten, not added to. */
      reportCorrection: summariesSetup.enqueueActions(({ enqueue, context, self }) => {
        const changed: SummariesParentEvent = { type: 'summaries.viewChanged', view: viewOf(context), replace: true };
        if (self._parent) enqueue.sendParent(changed);
      }),
    },
  })
  .createMachine({
    id: 'summaries',
    initial: 'active',
    context: ({ input }) => {
      const view = input?.view ?? DEFAULT_SUMMARIES_VIEW;
      const filters = filtersOf(view);
      const firstPage = input?.firstPage ?? null;
      return {
        draft: filters,
        applied: filters,
        page: view.page,
        summaries: firstPage?.summaries ?? [],
        pagination: firstPage?.pagination ?? null,
        sharing: null,
        deleting: null,
        searchError: null,
        seen: firstPage ? { [pageKey(queryFor({ applied: filters }, view.page))]: firstPage } : {},
      };
    },
    on: {
      // Editing the draft never refetches (SPEC.md 4).
      'filters.searchChanged': { actions: 'setDraftSearch' },
      'filters.dateChanged': { actions: 'setDraftDate' },
    },
    states: {
      /** The list, a card's copy or download, and a deletion run side by side. */
      active: {
        type: 'parallel',
        states: {
          list: {
            initial: 'starting',
            on: {
              // A deletion or its undo changed the page: fetch it again without blanking the list.
              'summary.removed': { target: '.refreshing', actions: ['removeSummary', 'forgetSeen'] },
              'summary.restored': { target: '.refreshing', actions: 'forgetSeen' },
              // Back or Forward: the view the address now holds, at once when it was seen (decision 198).
              'view.restored': { guard: 'isOtherView', target: '.choosing', actions: 'restoreView' },
            },
            states: {
              /** Page 1 handed over by the dashboard shows at once; otherwise it is fetched. */
              starting: {
                always: [
                  // The address asked for a page past the end: the last page, and the address says so.
                  {
                    guard: 'isFirstPagePastEnd',
                    target: 'loading',
                    actions: ['goToLastPageShown', 'reportCorrection'],
                  },
                  { guard: 'hasFirstPage', target: 'ready' },
                  { target: 'loading' },
                ],
              },
              loading: {
                tags: ['loading'],
                invoke: {
                  id: 'fetchSummaries',
                  src: 'fetchSummaries',
                  input: query,
                  onDone: [
                    {
                      guard: 'isPastLastPage',
                      target: 'loading',
                      reenter: true,
                      actions: ['goToLastPage', 'reportCorrection'],
                    },
                    { target: 'ready', actions: 'setPage' },
                  ],
                  onError: [
                    { guard: 'isUnauthorized', target: '#summaries.signedOut', actions: 'sessionExpired' },
                    { target: 'error', actions: 'setServerSearchError' },
                  ],
                },
              },
              /** A page seen before shows at once and is refreshed quietly; any other is fetched. */
              choosing: {
                always: [{ guard: 'isSeen', target: 'ready.revalidating', actions: 'showSeen' }, { target: 'loading' }],
              },
              /** The page is fetched again after a deletion or an undo; the list stays on screen meanwhile. */
              refreshing: {
                invoke: {
                  id: 'fetchSummaries',
                  src: 'fetchSummaries',
                  input: query,
                  onDone: [
                    {
                      guard: 'isPastLastPage',
                      target: 'refreshing',
                      reenter: true,
                      actions: ['goToLastPage', 'reportCorrection'],
                    },
                    { target: 'ready', actions: 'setPage' },
                  ],
                  onError: [
                    { guard: 'isUnauthorized', target: '#summaries.signedOut', actions: 'sessionExpired' },
                    { target: 'error' },
                  ],
                },
              },
              ready: {
                initial: 'settling',
                states: {
                  /** The next page is fetched early when the browser is idle, unless it is kept already. */
                  settling: { always: [{ guard: 'isNextUnseen', target: 'waitingForIdle' }, { target: 'settled' }] },
                  waitingForIdle: {
                    invoke: { id: 'browserIdle', src: 'browserIdle', onDone: 'prefetching', onError: 'settled' },
                  },
                  // Any move of the list leaves `ready` and so cancels this: what comes back is always
                  // the next page of what is shown.
                  prefetching: {
                    invoke: {
                      id: 'prefetchSummaries',
                      src: 'fetchSummaries',
                      input: nextQuery,
                      onDone: { target: 'settled', actions: 'keepPrefetched' },
                      onError: { target: 'settled' },
                    },
                  },
                  settled: {},
                  /** A page shown from memory, fetched again; a failure keeps what is shown. */
                  revalidating: {
                    invoke: {
                      id: 'fetchSummaries',
                      src: 'fetchSummaries',
                      input: query,
                      onDone: [
                        {
                          guard: 'isPastLastPage',
                          target: '#summaries.active.list.loading',
                          actions: ['goToLastPage', 'reportCorrection'],
                        },
                        { target: 'settling', actions: 'setPage' },
                      ],
                      onError: [
                        { guard: 'isUnauthorized', target: '#summaries.signedOut', actions: 'sessionExpired' },
                        { target: 'settling' },
                      ],
                    },
                  },
                },
                on: {
                  // The limit is checked before sending: a search the server would refuse is never sent.
                  'filters.applied': [
                    { guard: 'isSearchTooLong', actions: 'setSearchTooLong' },
                    { target: 'choosing', actions: ['applyDraft', 'reportView'] },
                  ],
                  'filters.cleared': {
                    guard: 'hasAppliedFilters',
                    target: 'choosing',
                    actions: ['clearFilters', 'reportView'],
                  },
                  'page.next': {
                    guard: 'hasNextPage',
                    target: 'choosing',
                    actions: ['dropDraft', 'nextPage', 'reportView'],
                  },
                  'page.previous': {
                    guard: 'hasPreviousPage',
                    target: 'choosing',
                    actions: ['dropDraft', 'previousPage', 'reportView'],
                  },
                },
              },
              error: {
                tags: ['error'],
                on: {
                  // The limit is checked before sending: a search the server would refuse is never sent.
                  'filters.applied': [
                    { guard: 'isSearchTooLong', actions: 'setSearchTooLong' },
                    { target: 'loading', actions: ['applyDraft', 'reportView'] },
                  ],
                  'summaries.retried': { target: 'loading' },
                },
              },
            },
          },
          /** "Copy as Markdown" and "Download .md" of one card. */
          sharing: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'summary.copyRequested': { guard: 'isListed', target: 'copying', actions: 'chooseForSharing' },
                  'summary.downloadRequested': {
                    guard: 'isListed',
                    target: 'downloading',
                    actions: 'chooseForSharing',
                  },
                },
              },
              copying: {
                tags: ['sharing'],
                invoke: {
                  id: 'copySummary',
                  src: 'copySummary',
                  input: sharedSummary,
                  onDone: { target: 'idle', actions: 'toastCopied' },
                  onError: { target: 'idle', actions: 'toastCopyFailed' },
                },
              },
              downloading: {
                tags: ['sharing'],
                invoke: {
                  id: 'downloadSummary',
                  src: 'downloadSummary',
                  input: sharedSummary,
                  onDone: { target: 'idle' },
                  onError: { target: 'idle', actions: 'toastDownloadFailed' },
                },
              },
            },
          },
          /** "Delete" of one card: the child asks, deletes and offers Undo; another Delete ends its undo window. */
          deletion: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'summary.deleteRequested': { guard: 'isListed', target: 'running', actions: 'chooseForDeletion' },
                },
              },
              running: {
                invoke: {
                  id: 'summaryDelete',
                  src: 'summaryDelete',
                  input: deletedSummary,
                  onDone: { target: 'idle', actions: 'clearDeletion' },
                  onError: { target: 'idle', actions: 'clearDeletion' },
                },
                on: {
                  'summary.deleteRequested': {
                    guard: 'isListed',
                    target: 'running',
                    reenter: true,
                    actions: ['closeUndo', 'chooseForDeletion'],
                  },
                },
              },
            },
          },
        },
      },
      /** 401: the auth machine signs out and leaves the page. */
      signedOut: { type: 'final' },
    },
  });

export type SummariesSnapshot = SnapshotFrom<typeof summariesMachine>;

export const selectIsLoading = (s: SummariesSnapshot) => s.hasTag('loading');
/** The running deletion (its confirmation dialog and undo window), when there is one. */
export const selectDeleteActor = (s: SummariesSnapshot) => s.children.summaryDelete;
/** A card's Copy and Download wait while another copy or download runs. */
export const selectCanShare = (s: SummariesSnapshot) => !s.hasTag('sharing');
/** 'Failed to load summaries' is shown when true (messages.dashboard.summariesLoadFailed). */
export const selectHasError = (s: SummariesSnapshot) => s.hasTag('error');
export const selectSummaries = (s: SummariesSnapshot) => s.context.summaries;
export const selectDraft = (s: SummariesSnapshot) => s.context.draft;
/** The message next to the search box, or null. */
export const selectSearchError = (s: SummariesSnapshot) => s.context.searchError;
/** The search box's counter, shown once the text nears the limit (null until then). */
export const selectSearchCount = (s: SummariesSnapshot) => {
  const length = s.context.draft.search.length;
  return length >= SEARCH_MAX_LENGTH * 0.75 ? { length, max: SEARCH_MAX_LENGTH } : null;
};
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
export const selectHasAppliedFilters = (s: SummariesSnapshot) => hasFilters(s.context.applied);
/** The pager shows once there is more than nothing to page through. */
export const selectHasResults = (s: SummariesSnapshot) => (s.context.pagination?.total ?? 0) > 0;
