import { Calendar, Copy, Download, FileText, Newspaper, PlayCircle, Trash2, Video } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SUMMARY_COLLAPSED_HEIGHT_PX, type SummaryType } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import type { Summary } from '#machines/apiTypes.ts';
import { parseSummaryBody, videoLink, videoOf, videoThumbnail } from '#domain/summaryBody.ts';
import { useFormatDate } from '#src/features/displayTimeZone.ts';
import { SummaryBody } from './SummaryBody.tsx';
import * as css from './summaries.css.ts';
import { useOverflow } from './useOverflow.ts';

const text = messages.dashboard;
const typeIcons = { video: Video, article: Newspaper, document: FileText } as const satisfies Record<
  SummaryType,
  unknown
>;

type CardActions = {
  /** A failed attempt (issue 23.7) has nothing to copy or download. */
  canShare: boolean;
  onCopy: () => void;
  onDownload: () => void;
  onDelete: () => void;
};

const actionText = messages.summaryActions;

function Actions({ canShare, onCopy, onDownload, onDelete }: CardActions) {
  return (
    <div className={css.cardActions}>
      <Button variant="ghost" size="sm" disabled={!canShare} onClick={onCopy}>
        <Copy size={16} aria-hidden="true" />
        {actionText.copy}
      </Button>
      <Button variant="ghost" size="sm" disabled={!canShare} onClick={onDownload}>
        <Download size={16} aria-hidden="true" />
        {actionText.download}
      </Button>
      <Button variant="ghost" size="sm" className={css.deleteAction} onClick={onDelete}>
        <Trash2 size={16} aria-hidden="true" />
        {actionText.delete}
      </Button>
    </div>
  );
}

/** Characters of summary text that surely fill the collapsed card (about 30 px a line of 60). */
const OVERFLOW_GUESS_CHARS = Math.round((SUMMARY_COLLAPSED_HEIGHT_PX / 30) * 60);

/**
 * One entry of the history. A failed attempt (`status: 'failed'`) shows `attempt` in place of a body:
 * its reason and Retry (FailedAttempt.tsx), and offers Delete alone.
 */
export function SummaryCard({ summary, attempt, ...actions }: { summary: Summary; attempt: ReactNode } & CardActions) {
  // Whether the body is taller than the fold before it is measured: the same guess on the server's
  // first paint (decision 209) and for a card off screen, so that neither moves when measured.
  const likelyOverflows = summary.summary.length > OVERFLOW_GUESS_CHARS;
  const content = useMemo(() => parseSummaryBody(summary.summary), [summary.summary]);
  const formatDate = useFormatDate();
  const bodyRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(bodyRef, SUMMARY_COLLAPSED_HEIGHT_PX, likelyOverflows);
  // Expanding one card is presentation only (nothing else reacts to it), so it stays local.
  const [expanded, setExpanded] = useState(false);
  const foldRef = useRef<HTMLDetailsElement>(null);
  // A card the reader opened before the script ran (the server's markup, decision 257) stays open as
  // the page is hydrated and says Show Less: its toggle came before React listened (decision 295).
  useLayoutEffect(() => {
    if (foldRef.current?.open) setExpanded(true);
  }, []);
  const collapsed = overflows && !expanded;
  const Icon = typeIcons[summary.type];
  const video = videoOf(summary);
  const failed = summary.status === 'failed';
  const body = (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus arriving from the links inside, not an interaction with the box
    <div
      ref={bodyRef}
      className={css.body}
      // Tabbing onto a timestamp hidden under the fold opens the card, rather than scrolling the
      // clipped box under its own fade (issue 18, item 13).
      onFocus={collapsed ? () => setExpanded(true) : undefined}
    >
      <SummaryBody content={content} videoId={video} />
    </div>
  );
  return (
    <article className={css.card} aria-label={summary.title}>
      <div className={css.cardHeader}>
        <span className={css.typeIcon} title={summary.type}>
          <Icon size={20} aria-hidden="true" />
        </span>
        <div className={css.cardHeading}>
          <h3 className={css.cardTitle} dir="auto">
            {summary.title}
          </h3>
          <div className={css.meta}>
            {video === null ? null : (
              <a
                className={`${css.link} ${css.metaItem}`}
                href={videoLink(video)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={text.youtubeVideoOf(summary.title)}
              >
                <PlayCircle size={14} aria-hidden="true" />
                {text.youtubeVideo}
              </a>
            )}
            <span className={css.metaItem}>
              <Calendar size={14} aria-hidden="true" />
              {(failed ? text.attemptFailed : text.summarized)(formatDate(summary.created_at))}
            </span>
          </div>
        </div>
        {video === null ? null : (
          // Decorative: the title and the link beside it say what the video is. The CSP allows i.ytimg.com.
          // One that does not load shows a placeholder, drawn by the stylesheet (decision 290).
          <span className={css.thumbnail}>
            <img
              className={css.thumbnailImage}
              src={videoThumbnail(video)}
              alt=""
              width={96}
              height={54}
              loading="lazy"
              decoding="async"
            />
          </span>
        )}
      </div>
      {failed ? (
        attempt
      ) : overflows ? (
        // A native disclosure, so that Show More opens before the script has run (the server's first
        // paint, decision 257); the browser tells assistive technology whether it is open.
        <details
          ref={foldRef}
          className={css.fold}
          open={expanded}
          onToggle={(event) => setExpanded(event.currentTarget.open)}
          data-summary={summary.id}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: a <summary> is this disclosure's button; the role names it so for every reader */}
          <summary role="button" className={`${button({ variant: 'ghost', size: 'sm' })} ${css.toggle}`}>
            {/* The stylesheet shows the words by the disclosure's own state (before the script, too); `hidden` says the same without it. */}
            <span className={css.whenClosed} hidden={expanded}>
              {text.showMore}
            </span>
            <span className={css.whenOpen} hidden={!expanded}>
              {text.showLess}
            </span>
          </summary>
          {body}
        </details>
      ) : (
        body
      )}
      <Actions {...actions} canShare={actions.canShare && !failed} />
    </article>
  );
}
