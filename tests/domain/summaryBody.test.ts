import { describe, expect, it } from 'vitest';
import { parseSummaryBody, videoLink, videoOf } from '#domain/summaryBody.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';
import { summaryMarkdown } from '#domain/summaryMarkdown.ts';

const sections = [
  { timestamp: '0:00', title: 'Intro', bullets: ['What attention is'] },
  { timestamp: '1:02:03', title: 'Scaling', bullets: ['More data', 'More compute'] },
];
const asJson = JSON.stringify(sections);

describe('parseSummaryBody', () => {
  it('reads a JSON section list', () => {
    expect(parseSummaryBody(asJson)).toEqual({ kind: 'sections', sections });
  });

  it.each([
    ['``` fences', `\`\`\`\n${asJson}\n\`\`\``],
    ['```json fences', `\`\`\`json\n${asJson}\n\`\`\``],
    ['fences on one line with spaces around', `  \`\`\`json ${asJson} \`\`\`  `],
  ])('reads sections wrapped in %s', (_name, text) => {
    expect(parseSummaryBody(text)).toEqual({ kind: 'sections', sections });
  });

  it.each([
    ['plain text', 'Attention lets every token look at every other token.'],
    ['broken JSON', '[{"timestamp":"0:00","title":"Intro",'],
    ['a JSON object, not a list', '{"timestamp":"0:00","title":"Intro","bullets":[]}'],
    ['an empty list', '[]'],
    ['a section without bullets', '[{"timestamp":"0:00","title":"Intro"}]'],
    ['bullets that are not strings', '[{"timestamp":"0:00","title":"Intro","bullets":[1,2]}]'],
    ['a fenced non-list', '```json\n"just a string"\n```'],
  ])('falls back to the text as given for %s', (_name, text) => {
    expect(parseSummaryBody(text)).toEqual({ kind: 'text', text });
  });
});

describe('timestampToSeconds', () => {
  it.each([
    ['0:00', 0],
    ['3:07', 187],
    ['12:05', 725],
    ['1:02:03', 3723],
    [' 2:00 ', 120],
  ])('%s is %i s', (timestamp, seconds) => {
    expect(timestampToSeconds(timestamp)).toBe(seconds);
  });

  it.each(['', 'intro', '1:5', '1:60', '1:60:00', '-1:00', '1:00:00:00'])('%j is not a timestamp', (timestamp) => {
    expect(timestampToSeconds(timestamp)).toBeNull();
  });
});

describe('videoLink', () => {
  it('links to the moment of a timestamp', () => {
    expect(videoLink('dQw4w9WgXcQ', '1:02:03')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3723s');
  });

  it('links to the start without a timestamp or with an unreadable one', () => {
    expect(videoLink('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoLink('dQw4w9WgXcQ', 'intro')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('summaries that are not YouTube videos (issue 18.9)', () => {
  const sections = JSON.stringify([{ timestamp: '1:05', title: 'Findings', bullets: ['Growth was flat'] }]);
  const base = {
    id: 'a',
    title: 'Annual report',
    video_id: 'abcDEF12345',
    created_at: '2026-01-05T12:00:00.000Z',
    summary: sections,
  };

  it('links a video, and nothing else, to YouTube', () => {
    expect(videoOf({ ...base, type: 'video' })).toBe('abcDEF12345');
    expect(videoOf({ ...base, type: 'article' })).toBeNull();
    expect(videoOf({ ...base, type: 'document' })).toBeNull();
  });

  it("writes an article's Markdown without a YouTube link or timestamp links", () => {
    const article = summaryMarkdown({ ...base, type: 'article' }, 'UTC');
    expect(article).not.toContain('youtube.com');
    expect(article).toContain('## 1:05 Findings');
    expect(summaryMarkdown({ ...base, type: 'video' }, 'UTC')).toContain(
      'https://www.youtube.com/watch?v=abcDEF12345&t=65s',
    );
  });
});

describe("a bullet's source (the summariser's quote) is kept from the saved text to the card and the export", () => {
  const sourced = [
    {
      timestamp: '1:05',
      title: 'Findings',
      bullets: ['Growth was flat', 'Costs rose'],
      sources: [
        { start: 65, end: 71.5, quote: 'growth was flat this year' },
        { start: 3725, end: 3730, quote: 'our costs went up <b>a lot</b>' },
      ],
    },
  ];
  const summary = {
    id: 'a',
    title: 'Annual report',
    video_id: 'abcDEF12345',
    type: 'video' as const,
    created_at: '2026-01-05T12:00:00.000Z',
    summary: JSON.stringify(sourced),
  };

  it('reads the sources, one per bullet', () => {
    expect(parseSummaryBody(summary.summary)).toEqual({ kind: 'sections', sections: sourced });
  });

  it.each([
    ['fewer sources than bullets', [sourced[0]?.sources[0]]],
    ['a source without its quote', [{ start: 1, end: 2 }, sourced[0]?.sources[1]]],
    ['a negative start', [{ start: -1, end: 2, quote: 'x' }, sourced[0]?.sources[1]]],
    ['sources that are not a list', 'growth'],
  ])('drops unreadable sources (%s) and keeps the section', (_name, sources) => {
    const text = JSON.stringify([{ ...sourced[0], sources }]);
    const { sources: _dropped, ...section } = sourced[0] as (typeof sourced)[number];
    expect(parseSummaryBody(text)).toEqual({ kind: 'sections', sections: [section] });
  });

  it('writes each quote under its bullet in the Markdown, with its moment for a video', () => {
    const markdown = summaryMarkdown(summary, 'UTC');
    expect(markdown).toContain('- Growth was flat\n  > Source: “growth was flat this year” (at 1:05)');
    // The quote is inert Markdown like the rest of the model's text.
    expect(markdown).toContain('- Costs rose\n  > Source: “our costs went up \\<b>a lot\\</b>” (at 1:02:05)');
    expect(summaryMarkdown({ ...summary, type: 'article' }, 'UTC')).toContain(
      '  > Source: “growth was flat this year”\n',
    );
  });
});
