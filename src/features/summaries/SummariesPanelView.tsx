import { type ReactNode, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { Summary } from '#machines/apiTypes.ts';
import type { summaryRetryMachine } from '#machines/summaryRetry.machine.ts';
import { videoOf } from '#domain/summaryBody.ts';
import { FailedAttempt } from './FailedAttempt.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { SummaryCard } from './SummaryCard.tsx';
import * as css from './summaries.css.ts';

const text = messages.dashboard;

type CardAction = (id: string) => void;

/**
 * The cards of a page. `id` is the list's focus target after a deletion. `retry`: the list's retry of
 * failed attempts, shown in a failed card beside its reason.
 */
export function SummaryListView({
  summaries,
  id,
  updating = false,
  canShare,
  onCopy,
  onDownload,
  onDelete,
  onRetry,
  retry,
}: {
  summaries: Summary[];
  id?: string;
  /** The next view loads: these cards stay, marked busy beside a spinner (not dimmed: their text keeps its contrast), until it arrives (issue 28.9). */
  updating?: boolean;
  canShare: boolean;
  onCopy: CardAction;
  onDownload: CardAction;
  onDelete: CardAction;
  onRetry?: CardAction;
  retry?: ActorRefFrom<typeof summaryRetryMachine>;
}) {
  return (
    <>
      {updating ? <Spinner label={text.loadingSummaries} size={16} /> : null}
      <ul
        id={id}
        tabIndex={id ? -1 : undefined}
        className={css.list}
        aria-label={text.tabSummaries}
        aria-busy={updating || undefined}
      >
        {summaries.map((summary) => (
          <li key={summary.id}>
            {/* A boundary per card: the server's cards hydrate after the rest of the page, in a commit of
                their own, and a tap on one hydrates it at once (React's selective hydration, decision 300). */}
            <Suspense fallback={null}>
              <SummaryCard
                summary={summary}
                attempt={
                  <FailedAttempt
                    summary={summary}
                    videoId={videoOf(summary)}
                    retry={retry}
                    onRetry={() => onRetry?.(summary.id)}
                  />
                }
                canShare={canShare}
                onCopy={() => onCopy(summary.id)}
                onDownload={() => onDownload(summary.id)}
                onDelete={() => onDelete(summary.id)}
              />
            </Suspense>
          </li>
        ))}
      </ul>
    </>
  );
}

type PanelParts = {
  filters: ReactNode;
  list: ReactNode;
  pager: ReactNode;
  exportAction: ReactNode;
  children?: ReactNode;
};

/** The tab's layout, shared by the live panel and the dashboard's first paint (decision 209). */
export function SummariesPanelView({ filters, list, pager, exportAction, children }: PanelParts) {
  return (
    <div className={css.panel}>
      {filters}
      {list}
      {pager}
      <div className={css.exportRow}>{exportAction}</div>
      {children}
    </div>
  );
}
