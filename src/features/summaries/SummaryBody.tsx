import { messages } from '../../../domain/messages.ts';
import { type SummaryBody as Body, timestampToSeconds, videoLink } from '../../api/summary-body.ts';
import * as css from './summaries.css.ts';

/** The JSON form renders as sections whose timestamp jumps into the video; plain text stays plain. */
export function SummaryBody({ content, videoId }: { content: Body; videoId: string }) {
  if (content.kind === 'text') return <p className={css.plainText}>{content.text}</p>;
  return (
    <ol className={css.sections}>
      {content.sections.map((section, index) => (
        // Sections have no id and never reorder; position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list parsed once per summary
        <li key={index}>
          <h4 className={css.sectionHeading}>
            {timestampToSeconds(section.timestamp) === null ? (
              <span className={css.timestamp}>{section.timestamp}</span>
            ) : (
              <a
                className={css.timestamp}
                href={videoLink(videoId, section.timestamp)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={messages.dashboard.watchFrom(section.timestamp)}
              >
                {section.timestamp}
              </a>
            )}
            <span>{section.title}</span>
          </h4>
          {section.bullets.length > 0 ? (
            <ul className={css.bullets}>
              {section.bullets.map((bullet, bulletIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bullets may repeat and never reorder
                <li key={bulletIndex}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
