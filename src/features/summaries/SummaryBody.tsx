import { createElement, Fragment, useMemo } from 'react';
import { type Inline, parseMarkdown } from '#domain/markdownText.ts';
import { messages } from '#domain/messages.ts';
import { type SummaryBody as Body, videoLink } from '#domain/summaryBody.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';
import { SourcedBullet } from '#src/features/SourcedBullet.tsx';
import { useRovingTabIndex } from '#src/ui/roving.ts';
import * as css from './summaries.css.ts';

/** Inline Markdown as elements: never HTML (decision 196). */
function Inlines({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parsed once per text, never reordered
    <Fragment key={index}>
      {typeof node === 'string' ? (
        node
      ) : node.kind === 'code' ? (
        <code>{node.text}</code>
      ) : node.kind === 'link' ? (
        <a className={css.textLink} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          <Inlines nodes={node.children} />
        </a>
      ) : (
        createElement(node.kind, null, <Inlines nodes={node.children} />)
      )}
    </Fragment>
  ));
}

/** A plain-text summary's Markdown as headings, paragraphs and lists; each block finds its own direction. */
function MarkdownText({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={css.markdown}>
      {blocks.map((block, index) => {
        const key = `${index}${block.kind}`;
        if (block.kind === 'paragraph')
          return (
            <p key={key} dir="auto">
              <Inlines nodes={block.inlines} />
            </p>
          );
        if (block.kind === 'heading')
          // The card's title is an h3: the text's headings continue the outline under it.
          return createElement(
            `h${block.depth + 3}`,
            { key, dir: 'auto', className: css.textHeading },
            <Inlines nodes={block.inlines} />,
          );
        return createElement(
          block.ordered ? 'ol' : 'ul',
          { key, dir: 'auto', className: css.bullets },
          block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat and never reorder
            <li key={itemIndex} dir="auto">
              <Inlines nodes={item} />
            </li>
          )),
        );
      })}
    </div>
  );
}

const TIMESTAMP = 'a[data-timestamp]';

/**
 * The JSON form renders as sections whose timestamp jumps into the video; plain text as its Markdown.
 * A card's timestamps are one tab stop (issue 28.6, decision 283): the first holds it, the arrow keys
 * (Home, End) move between them, Tab leaves; the first paint draws the same tab stops (decision 258).
 */
export function SummaryBody({ content, videoId }: { content: Body; videoId: string | null }) {
  const roving = useRovingTabIndex(TIMESTAMP);
  if (content.kind === 'text') return <MarkdownText text={content.text} />;
  let links = 0;
  const sections = (
    <ol className={css.sections}>
      {content.sections.map((section, index) => (
        // Sections have no id and never reorder; position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list parsed once per summary
        <li key={index}>
          <h4 className={css.sectionHeading}>
            {videoId === null || timestampToSeconds(section.timestamp) === null ? (
              <span className={css.timestamp}>{section.timestamp}</span>
            ) : (
              <a
                className={css.timestamp}
                href={videoLink(videoId, section.timestamp)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={messages.dashboard.watchFrom(section.timestamp)}
                data-timestamp=""
                tabIndex={roving.tabIndexOf(links++)}
              >
                {section.timestamp}
              </a>
            )}
            <span dir="auto">{section.title}</span>
          </h4>
          {section.bullets.length > 0 ? (
            <ul className={css.bullets} dir="auto">
              {section.bullets.map((bullet, bulletIndex) => (
                <SourcedBullet
                  // biome-ignore lint/suspicious/noArrayIndexKey: bullets may repeat and never reorder
                  key={bulletIndex}
                  bullet={bullet}
                  source={section.sources?.[bulletIndex]}
                  timed={videoId !== null}
                  placement="inline"
                />
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
  if (links < 2) return sections;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form fields (a fieldset's)
    <div
      role="group"
      aria-label={messages.dashboard.timestampsGroup}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      {sections}
    </div>
  );
}
