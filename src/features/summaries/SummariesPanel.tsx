import { useSelector } from '@xstate/react';
import { Inbox, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type summariesMachine,
  selectCanShare,
  selectDeleteActor,
  selectRetryActor,
  selectCanApply,
  selectCanNext,
  selectCanPrevious,
  selectDraft,
  selectHasAppliedFilters,
  selectHasError,
  selectIsStale,
  selectHasResults,
  selectIsLoading,
  selectKeepsPrevious,
  selectRange,
  selectSearchCount,
  selectSearchError,
  selectSummaries,
} from '#machines/summaries.machine.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import { Spinner } from '#src/ui/Spinner.tsx';
import { extensionStoreUrl } from '#src/features/siteConfig.ts';
import { problemText } from '#src/features/problems.ts';
import { SummariesPagination } from './SummariesPagination.tsx';
import { SUMMARIES_LIST_ID, UndoDeletion } from './UndoDeletion.tsx';
import { SummariesPanelView, SummaryListView } from './SummariesPanelView.tsx';
import { SummaryFilters } from './SummaryFilters.tsx';
import * as css from './summaries.css.ts';

const text = messages.dashboard;
type SummariesActor = ActorRefFrom<typeof summariesMachine>;

function LoadingList() {
  return (
    <div className={css.list} aria-busy="true">
      <Spinner label={text.loadingSummaries} size={20} />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={`skeleton-${index.toString()}`} className={css.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

/** Nothing saved yet: where summaries come from. Nothing matched: one step back to the whole list. */
function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className={css.stateBox}>
      <Icon size={32} aria-hidden="true" />
      <strong>{filtered ? text.noMatchesTitle : text.emptyTitle}</strong>
      <span>{filtered ? text.noMatchesText : text.emptyText}</span>
      {filtered ? (
        <Button variant="secondary" size="sm" onClick={onClear}>
          {text.clearFilters}
        </Button>
      ) : (
        <a href={extensionStoreUrl()} className={button({ size: 'sm' })} target="_blank" rel="noopener noreferrer">
          {messages.site.addToChrome}
        </a>
      )}
    </div>
  );
}

function SummariesList({ actor }: { actor: SummariesActor }) {
  const summaries = useSelector(actor, selectSummaries);
  const filtered = useSelector(actor, selectHasAppliedFilters);
  const canShare = useSelector(actor, selectCanShare);
  const retry = useSelector(actor, selectRetryActor);
  const updating = useSelector(actor, selectKeepsPrevious);
  if (summaries.length === 0)
    return <EmptyState filtered={filtered} onClear={() => actor.send({ type: 'filters.cleared' })} />;
  return (
    <SummaryListView
      summaries={summaries}
      id={SUMMARIES_LIST_ID}
      updating={updating}
      canShare={canShare}
      onCopy={(id) => actor.send({ type: 'summary.copyRequested', id })}
      onDownload={(id) => actor.send({ type: 'summary.downloadRequested', id })}
      onDelete={(id) => actor.send({ type: 'summary.deleteRequested', id })}
      onRetry={(id) => actor.send({ type: 'retry.requested', id })}
      retry={retry}
    />
  );
}

function Pager({ actor }: { actor: SummariesActor }) {
  const range = useSelector(actor, selectRange);
  const hasResults = useSelector(actor, selectHasResults);
  const canPrevious = useSelector(actor, selectCanPrevious);
  const canNext = useSelector(actor, selectCanNext);
  // An empty list has nothing to page: no "Showing 0 to 0 of 0" beside two dead buttons.
  if (range === null || !hasResults) return null;
  return (
    <SummariesPagination
      {...range}
      canPrevious={canPrevious}
      canNext={canNext}
      onPrevious={() => actor.send({ type: 'page.previous' })}
      onNext={() => actor.send({ type: 'page.next' })}
    />
  );
}

/** The premium "My Summaries" tab: filters, the scrolling list (or its loading/error/empty state), pages. */
export function SummariesPanel({ actor, exportAction }: { actor: SummariesActor; exportAction: ReactNode }) {
  const draft = useSelector(actor, selectDraft);
  const searchError = problemText(useSelector(actor, selectSearchError));
  const searchCount = useSelector(actor, selectSearchCount);
  const canApply = useSelector(actor, selectCanApply);
  const loading = useSelector(actor, selectIsLoading);
  const keepsPrevious = useSelector(actor, selectKeepsPrevious);
  const failed = useSelector(actor, selectHasError);
  const stale = useSelector(actor, selectIsStale);
  const deletion = useSelector(actor, selectDeleteActor);
  const retry = (
    <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'summaries.retried' })}>
      {text.retry}
    </Button>
  );
  let body = <SummariesList actor={actor} />;
  if (loading && !keepsPrevious) body = <LoadingList />;
  else if (stale)
    body = (
      <>
        <Alert tone="warning" title={text.summariesRefreshFailed}>
          {retry}
        </Alert>
        {body}
      </>
    );
  else if (failed)
    body = (
      <Alert tone="danger" title={text.summariesLoadFailed}>
        {retry}
      </Alert>
    );
  return (
    <SummariesPanelView
      filters={
        <SummaryFilters
          search={draft.search}
          searchError={searchError}
          searchCount={searchCount}
          date={draft.date}
          canApply={canApply}
          onSearchChange={(search) => actor.send({ type: 'filters.searchChanged', search })}
          onDateChange={(date) => actor.send({ type: 'filters.dateChanged', date })}
          onApply={() => actor.send({ type: 'filters.applied' })}
        />
      }
      list={
        <>
          {deletion ? <UndoDeletion actor={deletion} /> : null}
          {body}
        </>
      }
      // Kept while the next page loads: the Next or Previous just pressed keeps the focus.
      pager={failed ? null : <Pager actor={actor} />}
      exportAction={exportAction}
    />
  );
}
