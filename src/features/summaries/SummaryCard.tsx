import { Calendar, FileText, Newspaper, PlayCircle, Video } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { SUMMARY_COLLAPSED_HEIGHT_PX, type SummaryType } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import type { Summary } from '../../../machines/apiTypes.ts';
import { parseSummaryBody, videoLink } from '../../api/summary-body.ts';
import { formatDate } from '../format.ts';
import { SummaryBody } from './SummaryBody.tsx';
import * as css from './summaries.css.ts';
import { useOverflow } from './useOverflow.ts';

const text = messages.dashboard;
const typeIcons = { video: Video, article: Newspaper, document: FileText } as const satisfies Record<SummaryType, unknown>;

export function SummaryCard({ summary }: { summary: Summary }) {
  const content = useMemo(() => parseSummaryBody(summary.summary), [summary.summary]);
  const bodyId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(bodyRef, SUMMARY_COLLAPSED_HEIGHT_PX);
  // Expanding one card is presentation only (nothing else reacts to it), so it stays local.
  const [expanded, setExpanded] = useState(false);
  const Icon = typeIcons[summary.type];
  return (
    <article className={css.card} aria-label={summary.title}>
      <div className={css.cardHeader}>
        <span className={css.typeIcon} title={summary.type}>
          <Icon size={20} aria-hidden="true" />
        </span>
        <div>
          <h3 className={css.cardTitle}>{summary.title}</h3>
          <div className={css.meta}>
            <a className={`${css.link} ${css.metaItem}`} href={videoLink(summary.video_id)} target="_blank" rel="noopener noreferrer">
              <PlayCircle size={14} aria-hidden="true" />
              {text.youtubeVideo}
            </a>
            <span className={css.metaItem}>
              <Calendar size={14} aria-hidden="true" />
              {text.summarized(formatDate(summary.created_at))}
            </span>
          </div>
        </div>
      </div>
      <div id={bodyId} ref={bodyRef} className={[css.body, overflows && !expanded ? css.collapsed : ''].join(' ')}>
        <SummaryBody content={content} videoId={summary.video_id} />
      </div>
      {overflows ? (
        <Button
          variant="ghost"
          size="sm"
          className={css.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? text.showLess : text.showMore}
        </Button>
      ) : null}
    </article>
  );
}
