import { useId } from 'react';
import { messages } from '#domain/messages.ts';
import type { BulletSource } from '#domain/summaryBody.ts';
import { clockOf } from '#domain/transcript/source.ts';
import * as css from './sourcedBullet.css.ts';

const text = messages.newSummary;

/**
 * A summary's bullet: its quoted source shows on hover and on focus and is its accessible
 * description (the New summary dialog and the dashboard's cards). `timed`: the source's span is in
 * seconds of a video (a document's is in characters and gets no time).
 */
export function SourcedBullet({
  bullet,
  source,
  timed,
  placement,
}: {
  bullet: string;
  source: BulletSource | undefined;
  timed: boolean;
  placement: 'float' | 'inline';
}) {
  const tipId = useId();
  if (!source)
    return (
      <li className={css.bullet} dir="auto">
        {bullet}
      </li>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the bullet's source, as hover does
    <li className={css.bullet} dir="auto" tabIndex={0} aria-describedby={tipId}>
      {bullet}
      <span role="tooltip" id={tipId} className={css.quote[placement]}>
        {text.sourceLabel}: “{source.quote}”{timed ? ` (${text.quoteAt(clockOf(source.start))})` : ''}
      </span>
    </li>
  );
}
