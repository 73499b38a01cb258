/**
 * What the views read of the summaries list (`useSelector(actor, selectX)`), re-exported by its
 * machine (summaries.machine.ts), which holds the behaviour. The snapshot is named by the parts read,
 * so this module does not import the machine (no cycle).
 */
import type { ActorRefFrom } from 'xstate';
import { SEARCH_MAX_LENGTH } from '#domain/constants.ts';
import { hasFilters, type SummariesContext, type SummariesUserEvent } from './summariesList.ts';
import type { summaryDeleteMachine } from './summaryDelete.machine.ts';
import type { summaryRetryMachine } from './summaryRetry.machine.ts';

/** The parts of the list's snapshot the selectors read (`SnapshotFrom<typeof summariesMachine>` has them). */
interface SummariesSnapshot {
  context: SummariesContext;
  hasTag(tag: string): boolean;
  can(event: SummariesUserEvent): boolean;
  children: {
    summaryDelete?: ActorRefFrom<typeof summaryDeleteMachine>;
    summaryRetry?: ActorRefFrom<typeof summaryRetryMachine>;
  };
}

export const selectIsLoading = (s: SummariesSnapshot) => s.hasTag('loading');
/**
 * A new view (filters applied, another page) loads while the previous one has cards: they stay on
 * screen, marked busy, until the new ones arrive (issue 28.9); only an empty list shows the skeleton.
 */
export const selectKeepsPrevious = (s: SummariesSnapshot) => s.hasTag('loading') && s.context.summaries.length > 0;
/** The running deletion (its confirmation dialog and undo window), when there is one. */
export const selectDeleteActor = (s: SummariesSnapshot) => s.children.summaryDelete;
/** The retry of failed attempts (their cards read their own part with summaryRetry's selectors). */
export const selectRetryActor = (s: SummariesSnapshot) => s.children.summaryRetry;
/** A card's Copy and Download wait while another copy or download runs. */
export const selectCanShare = (s: SummariesSnapshot) => !s.hasTag('sharing');
/** 'Failed to load summaries' is shown when true (messages.dashboard.summariesLoadFailed). */
export const selectHasError = (s: SummariesSnapshot) => s.hasTag('error');
/** The list shown is older than the view asked for, which could not be fetched (issue 28.1). */
export const selectIsStale = (s: SummariesSnapshot) => s.hasTag('stale');
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
