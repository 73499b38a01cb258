import { useSelector } from '@xstate/react';
import { Inbox, SearchX } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../../domain/messages.ts';
import {
  type summariesMachine,
  selectCanApply,
  selectCanNext,
  selectCanPrevious,
  selectDraft,
  selectHasAppliedFilters,
  selectHasError,
  selectIsLoading,
  selectRange,
  selectSummaries,
} from '../../../machines/summaries.machine.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { SummariesPagination } from './SummariesPagination.tsx';
import { SummaryCard } from './SummaryCard.tsx';
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

function EmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className={css.stateBox}>
      <Icon size={32} aria-hidden="true" />
      <strong>{filtered ? text.noMatchesTitle : text.emptyTitle}</strong>
      <span>{filtered ? text.noMatchesText : text.emptyText}</span>
    </div>
  );
}

function SummariesList({ actor }: { actor: SummariesActor }) {
  const summaries = useSelector(actor, selectSummaries);
  const filtered = useSelector(actor, selectHasAppliedFilters);
  if (summaries.length === 0) return <EmptyState filtered={filtered} />;
  return (
    <ul className={css.list} aria-label={text.tabSummaries}>
      {summaries.map((summary) => (
        <li key={summary.id}>
          <SummaryCard summary={summary} />
        </li>
      ))}
    </ul>
  );
}

function Pager({ actor }: { actor: SummariesActor }) {
  const range = useSelector(actor, selectRange);
  const canPrevious = useSelector(actor, selectCanPrevious);
  const canNext = useSelector(actor, selectCanNext);
  if (range === null) return null;
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
export function SummariesPanel({ actor }: { actor: SummariesActor }) {
  const draft = useSelector(actor, selectDraft);
  const canApply = useSelector(actor, selectCanApply);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasError);
  let body = <SummariesList actor={actor} />;
  if (loading) body = <LoadingList />;
  else if (failed)
    body = (
      <Alert tone="danger" title={text.summariesLoadFailed}>
        <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'summaries.retried' })}>
          {text.retry}
        </Button>
      </Alert>
    );
  return (
    <div className={css.panel}>
      <SummaryFilters
        search={draft.search}
        date={draft.date}
        canApply={canApply}
        onSearchChange={(search) => actor.send({ type: 'filters.searchChanged', search })}
        onDateChange={(date) => actor.send({ type: 'filters.dateChanged', date })}
        onApply={() => actor.send({ type: 'filters.applied' })}
      />
      {body}
      {loading || failed ? null : <Pager actor={actor} />}
    </div>
  );
}
