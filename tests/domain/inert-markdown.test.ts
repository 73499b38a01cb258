/**
 * Issue 26.9: exported Markdown and "Copy as Markdown" carried a title's or body's HTML and
 * `javascript:` links into whatever viewer opens the file. Text is made inert: `<` is escaped and a
 * link whose destination is not http(s) or mailto is no link.
 */
import { describe, expect, it } from 'vitest';
import { inertMarkdown, summaryMarkdown } from '#domain/summaryMarkdown.ts';

const summary = (title: string, text: string) => ({
  id: 'a',
  title,
  video_id: 'dQw4w9WgXcQ',
  type: 'video' as const,
  summary: text,
  created_at: '2026-01-05T12:00:00.000Z',
});

describe('inertMarkdown', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '\\<img src=x onerror=alert(1)>'],
    ['<script>alert(1)</script>', '\\<script>alert(1)\\</script>'],
    ['<javascript:alert(1)>', '\\<javascript:alert(1)>'],
    ['[click](javascript:alert(1))', '[click]\\(javascript:alert(1))'],
    ['[click]( JavaScript:alert(1))', '[click]\\( JavaScript:alert(1))'],
    ['[click](javascript&#58;alert(1))', '[click]\\(javascript&#58;alert(1))'],
    ['[click](<javascript:alert(1)>)', '[click]\\(\\<javascript:alert(1)>)'],
    ['[click](data:text/html,x)', '[click]\\(data:text/html,x)'],
    ['[x]: javascript:alert(1)', '\\[x]: javascript:alert(1)'],
    ['  [x]:  vbscript:msgbox', '  \\[x]:  vbscript:msgbox'],
  ])('%s is inert', (text, inert) => {
    expect(inertMarkdown(text)).toBe(inert);
  });

  it.each([
    '[paper](https://arxiv.org/abs/1706.03762)',
    '[mail](mailto:someone@example.com)',
    '[x]: https://example.com',
    '2 > 1 and a [bracket] (aside)',
  ])('keeps %s as written', (text) => {
    expect(inertMarkdown(text)).toBe(text);
  });
});

it('neutralises the title, the sections and a plain-text body of a summary', () => {
  const sections = JSON.stringify([
    { timestamp: '0:00', title: '<b onmouseover=x>Intro</b>', bullets: ['[win](javascript:alert(1))'] },
  ]);
  const structured = summaryMarkdown(summary('<img src=x onerror=alert(1)>', sections), 'UTC');
  expect(structured).not.toMatch(/(^|[^\\])</m);
  expect(structured).not.toContain('](javascript:');
  expect(structured).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

  const plain = summaryMarkdown(summary('T', 'Read [this](javascript:alert(1)) and <iframe src=x>'), 'UTC');
  expect(plain).toContain('[this]\\(javascript:alert(1))');
  expect(plain).toContain('\\<iframe src=x>');
});
