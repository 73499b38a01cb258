/**
 * The premium "My Summaries" tab (SPEC.md 2, 4): filters are a draft until Apply (back to page 1);
 * Previous/Next refetch with the filters last applied. A card's copy or download (child `summaryShare`)
 * and its deletion with undo (child `summaryDelete`, issue 14) run beside the list; a deleted card
 * leaves at once and the page is fetched again in the background, so its total stays right. A failed
 * attempt's Retry runs in the child `summaryRetry` (issue 23.7), whose outcome takes the card's place.
 * Instant returns (issue 15.3): every page fetched is kept (`seen`, by query); going back to one shows
 * it at once and refreshes it quietly; the next page is fetched when the browser is idle. A deletion
 * or an undo forgets them all. The address (decision 198): the list starts on the dashboard's view
 * (`input.view`), tells its parent each view a person moves to and each correction it makes
 * (`summaries.viewChanged`), and follows Back and Forward (`view.restored`). Its shapes and queries
 * are in summariesList.ts, what views read in summariesSelectors.ts.
 */
import { assertEvent, assign, sendParent, sendTo, setup } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { SummariesPage, SummariesQuery, Summary } from './apiTypes.ts';
import { notProvided } from './effects.ts';
import { fieldMessage } from './httpError.ts';
import { problem, saidProblem } from './problems.ts';
import { DEFAULT_SUMMARIES_VIEW, sameSummariesView } from './dashboardUrl.ts';
import { deletedSummary, listed, nextQuery, query, replaced, shareInput } from './summariesList.ts';
import { filtersOf, hasFilters, keep, NO_FILTERS, pageKey, queryFor, viewOf } from './summariesList.ts';
import type { SummariesContext, SummariesInput, SummariesParentEvent, SummariesUserEvent } from './summariesList.ts';
import { type SummaryDeleteParentEvent, summaryDeleteMachine } from './summaryDelete.machine.ts';
import { summaryShareMachine } from './summaryShare.machine.ts';
import { isRetryable } from './summaryFailure.ts';
import { type SummaryRetryParentEvent, type SummaryRetryRequest, summaryRetryMachine } from './summaryRetry.machine.ts';
import { isSearchTooLong } from './validation.ts';
import { isSessionEnded } from './sessionEnded.ts';

export { pageKey, queryFor } from './summariesList.ts';
export type { SummariesParentEvent, SummariesUserEvent } from './summariesList.ts';

export type SummariesEvent =
  | SummariesUserEvent
  | SummaryDeleteParentEvent
  | SummaryRetryParentEvent
  | ActorEvents<'fetchSummaries', SummariesPage>
  | ActorEvents<'prefetchSummaries', SummariesPage>
  | ActorEvents<'browserIdle', unknown>
  | ActorEvents<'summaryShare', unknown>
  | ActorEvents<'summaryDelete', unknown>;

/** A fetched page came back past the end (its last summaries went): the last page, the address corrected. */
const pastEnd = (target: string) =>
  ({ guard: 'isPastLastPage', target, reenter: true, actions: ['goToLastPage', 'reportCorrection'] }) as const;
/** A fetch of the list met an ended session (the composition root signed the person out). */
const signedOut = { guard: 'isSessionEnded', target: '#summaries.signedOut' } as const;
/** A failed fetch leaves a list on screen where it is, said above it with Try again (issue 28.1). */
const keepShown = { guard: 'hasFirstPage', target: '#stale', actions: 'setServerSearchError' } as const;

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
      summaryShare: 'summaryShare';
      summaryDelete: 'summaryDelete';
      summaryRetry: 'summaryRetry';
    },
  },
  actors: {
    fetchSummaries: notProvided<SummariesPage, SummariesQuery>('fetchSummaries'),
    /** Resolves when the browser has nothing better to do (the next page is fetched then). */
    browserIdle: notProvided<unknown>('browserIdle'),
    summaryShare: summaryShareMachine,
    summaryDelete: summaryDeleteMachine,
    summaryRetry: summaryRetryMachine,
  },
  actions: {
    chooseForDeletion: assign({ deleting: ({ context, event }) => listed(context, event) }),
    clearDeletion: assign({ deleting: null }),
    /** A retry's outcome takes its card's place; pages kept from before are stale. */
    replaceSummary: assign(({ context, event }) => {
      assertEvent(event, 'summary.replaced');
      return { summaries: replaced(context.summaries, event.attemptId, event.entry), seen: {} };
    }),
    forwardRetry: sendTo(
      'summaryRetry',
      ({ context, event }): SummaryRetryRequest => ({
        type: 'retry.requested',
        summary: listed(context, event) as Summary,
      }),
    ),
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
    /** The search box or the date picker changed: the draft only (SPEC.md 4: no refetch). */
    editDraft: assign(({ context, event }) => {
      assertEvent(event, ['filters.searchChanged', 'filters.dateChanged']);
      if (event.type === 'filters.dateChanged') return { draft: { ...context.draft, date: event.date } };
      return { draft: { ...context.draft, search: event.search }, searchError: null };
    }),
    applyDraft: assign({ applied: ({ context }) => context.draft, page: 1, searchError: null }),
    clearFilters: assign({ draft: NO_FILTERS, applied: NO_FILTERS, page: 1, searchError: null }),
    /** Paging shows the filters it pages through: text typed but not applied goes (issue 18, item 10). */
    dropDraft: assign({ draft: ({ context }) => context.applied, searchError: null }),
    setSearchTooLong: assign({ searchError: problem('searchTooLong') }),
    setServerSearchError: assign({
      searchError: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchSummaries');
        return saidProblem(fieldMessage(event.error, 'search'));
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
    /** A person moved to this view (Apply, Clear filters, Next, Previous): a new history entry. */
    reportView: sendParent(
      ({ context }): SummariesParentEvent => ({ type: 'summaries.viewChanged', view: viewOf(context), replace: false }),
    ),
    /** The list corrected its view (a page past the end): the address is rewritten, not added to. */
    reportCorrection: sendParent(
      ({ context }): SummariesParentEvent => ({ type: 'summaries.viewChanged', view: viewOf(context), replace: true }),
    ),
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
    isSessionEnded,
    /** The card's summary is on the page. */
    isListed: ({ context, event }) => listed(context, event) !== null,
    /** The card is a failed attempt that trying again can help. */
    isRetryableAttempt: ({ context, event }) => isRetryable(listed(context, event)),
    /** The page came back empty because its last summary went (deleted elsewhere, or just now). */
    isPastLastPage: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSummaries');
      return event.output.summaries.length === 0 && context.page > event.output.pagination.last_page;
    },
  },
});

export const summariesMachine = summariesSetup.createMachine({
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
      deleting: null,
      searchError: null,
      seen: firstPage ? { [pageKey(queryFor({ applied: filters }, view.page))]: firstPage } : {},
    };
  },
  on: {
    // Editing the draft never refetches (SPEC.md 4).
    'filters.searchChanged': { actions: 'editDraft' },
    'filters.dateChanged': { actions: 'editDraft' },
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
            'summary.replaced': { actions: 'replaceSummary' },
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
                onDone: [pastEnd('loading'), { target: 'ready', actions: 'setPage' }],
                onError: [signedOut, keepShown, { target: 'error', actions: 'setServerSearchError' }],
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
                onDone: [pastEnd('refreshing'), { target: 'ready', actions: 'setPage' }],
                onError: [signedOut, keepShown],
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
                // Any move of the list leaves `ready` and cancels this: what comes back is the next page shown.
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
                stale: { id: 'stale', tags: ['stale'], on: { 'summaries.retried': '#summaries.active.list.loading' } },
                /** A page shown from memory, fetched again; a failure keeps what is shown. */
                revalidating: {
                  invoke: {
                    id: 'fetchSummaries',
                    src: 'fetchSummaries',
                    input: query,
                    onDone: [pastEnd('#summaries.active.list.loading'), { target: 'settling', actions: 'setPage' }],
                    onError: [signedOut, { target: 'settling' }],
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
                'filters.applied': [
                  { guard: 'isSearchTooLong', actions: 'setSearchTooLong' },
                  { target: 'loading', actions: ['applyDraft', 'reportView'] },
                ],
                'summaries.retried': { target: 'loading' },
              },
            },
          },
        },
        /** "Copy as Markdown" and "Download .md" of one card, by the child summaryShare. */
        sharing: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'summary.copyRequested': { guard: 'isListed', target: 'running' },
                'summary.downloadRequested': { guard: 'isListed', target: 'running' },
              },
            },
            running: {
              tags: ['sharing'],
              invoke: { id: 'summaryShare', src: 'summaryShare', input: shareInput, onDone: 'idle', onError: 'idle' },
            },
          },
        },
        /** A failed attempt's Retry, by the child summaryRetry (it runs one at a time). */
        retry: {
          invoke: { id: 'summaryRetry', src: 'summaryRetry' },
          on: { 'retry.requested': { guard: 'isRetryableAttempt', actions: 'forwardRetry' } },
        },
        /** "Delete" of one card: the child deletes and offers Undo; another Delete ends its undo window (its notice goes). */
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
                  actions: 'chooseForDeletion',
                },
              },
            },
          },
        },
      },
    },
    /** The session ended: the composition root has signed the person out and left the page. */
    signedOut: { type: 'final' },
  },
});

/** What the views read of the list, in a module of their own. */
export * from './summariesSelectors.ts';
