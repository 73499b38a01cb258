import { useId } from 'react';
import type { components } from '#contract/schema.d.ts';
import { messages } from '#domain/messages.ts';
import { videoLink } from '#domain/summaryBody.ts';
import { clockOf } from '#domain/transcript/source.ts';
import * as css from './newSummary.css.ts';

type SummarySection = components['schemas']['SummarySection'];
type BulletSource = components['schemas']['BulletSource'];

const text = messages.newSummary;

/** A bullet whose quoted source shows on hover and on focus, and is its accessible description. */
function Bullet({ bullet, source, timed }: { bullet: string; source: BulletSource | undefined; timed: boolean }) {
  const tipId = useId();
  if (!source) return <li className={css.bullet}>{bullet}</li>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the bullet's source, as hover does
    <li className={css.bullet} tabIndex={0} aria-describedby={tipId}>
      {bullet}
      <span role="tooltip" id={tipId} className={css.tooltip}>
        {text.sourceLabel}: “{source.quote}”{timed ? ` (${text.quoteAt(clockOf(source.start))})` : ''}
      </span>
    </li>
  );
}

/** The sections as they stream in: timestamps open the video at the moment when the video is known. */
export function SummaryResult({ sections, videoId }: { sections: SummarySection[]; videoId: string | null }) {
  return (
    <ol className={css.sections} aria-label={text.resultLabel}>
      {sections.map((section, index) => (
        // Sections arrive in order and are never reordered: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          <h3 className={css.sectionTitle}>
            {videoId ? (
              <a
                className={css.timestamp}
                href={videoLink(videoId, section.timestamp)}
                target="_blank"
                rel="noreferrer"
                aria-label={text.playFrom(section.timestamp)}
              >
                {section.timestamp}
              </a>
            ) : null}
            <span>{section.title}</span>
          </h3>
          <ul className={css.bullets}>
            {section.bullets.map((bullet, bulletIndex) => (
              <Bullet
                // biome-ignore lint/suspicious/noArrayIndexKey: a section's bullets never change once shown
                key={bulletIndex}
                bullet={bullet}
                source={section.sources?.[bulletIndex]}
                timed={videoId !== null}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
