import type { components } from '#contract/schema.d.ts';
import { messages } from '#domain/messages.ts';
import { videoLink } from '#domain/summaryBody.ts';
import { SourcedBullet } from '#src/features/SourcedBullet.tsx';
import * as css from './newSummary.css.ts';

type SummarySection = components['schemas']['SummarySection'];

const text = messages.newSummary;

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
              <SourcedBullet
                // biome-ignore lint/suspicious/noArrayIndexKey: a section's bullets never change once shown
                key={bulletIndex}
                bullet={bullet}
                source={section.sources?.[bulletIndex]}
                timed={videoId !== null}
                placement="float"
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
