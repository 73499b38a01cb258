import type { ReactNode } from 'react';
import { messages } from '#domain/messages.ts';
import type { Summary } from '#machines/apiTypes.ts';
import { SummaryCard } from './SummaryCard.tsx';
import * as css from './summaries.css.ts';

const text = messages.dashboard;

type CardAction = (id: string) => void;

/**
 * The cards of a page. `id` is the list's focus target after a deletion (the live list's only: the
 * dashboard's first paint, in the page beside it until it is replaced, goes without, decision 209).
 */
export function SummaryListView({
  summaries,
  id,
  canShare,
  onCopy,
  onDownload,
  onDelete,
}: {
  summaries: Summary[];
  id?: string;
  canShare: boolean;
  onCopy: CardAction;
  onDownload: CardAction;
  onDelete: CardAction;
}) {
  return (
    <ul id={id} tabIndex={id ? -1 : undefined} className={css.list} aria-label={text.tabSummaries}>
      {summaries.map((summary) => (
        <li key={summary.id}>
          <SummaryCard
            summary={summary}
            canShare={canShare}
            onCopy={() => onCopy(summary.id)}
            onDownload={() => onDownload(summary.id)}
            onDelete={() => onDelete(summary.id)}
          />
        </li>
      ))}
    </ul>
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
