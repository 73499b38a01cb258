import { describe, expect, it } from 'vitest';
import { parseInlines, parseMarkdown } from '#domain/markdownText.ts';

describe('parseMarkdown: the blocks of a plain-text summary (decision 196)', () => {
  it('reads headings, paragraphs and lists, dropping rules and blank lines', () => {
    const text = '# Summary\n\nFirst line\nsecond line\n\n- one\n- two\n  more of two\n\n---\n1. first\n2) second\n';
    expect(parseMarkdown(text)).toEqual([
      { kind: 'heading', depth: 1, inlines: ['Summary'] },
      { kind: 'paragraph', inlines: ['First line\nsecond line'] },
      { kind: 'list', ordered: false, items: [['one'], ['two\nmore of two']] },
      { kind: 'list', ordered: true, items: [['first'], ['second']] },
    ]);
  });

  it('ranks heading levels so none is skipped: ## then #### become depth 1 and 2, deeper ones share 3', () => {
    const depths = parseMarkdown('## A\n#### B\n##### C\n###### D\n## E').map((b) =>
      b.kind === 'heading' ? b.depth : 0,
    );
    expect(depths).toEqual([1, 2, 3, 3, 1]);
  });

  it('keeps text that only looks like Markdown as it is', () => {
    expect(parseMarkdown('#hashtag and 2 * 3 * 4')).toEqual([
      { kind: 'paragraph', inlines: ['#hashtag and 2 * 3 * 4'] },
    ]);
  });

  it('handles Windows line ends', () => {
    expect(parseMarkdown('## Title\r\n\r\nText')).toEqual([
      { kind: 'heading', depth: 1, inlines: ['Title'] },
      { kind: 'paragraph', inlines: ['Text'] },
    ]);
  });
});

describe('parseInlines', () => {
  it('reads bold, italic and inline code', () => {
    expect(parseInlines('a **bold** b __also__ c *it* d _em_ e `x*y`')).toEqual([
      'a ',
      { kind: 'strong', children: ['bold'] },
      ' b ',
      { kind: 'strong', children: ['also'] },
      ' c ',
      { kind: 'em', children: ['it'] },
      ' d ',
      { kind: 'em', children: ['em'] },
      ' e ',
      { kind: 'code', text: 'x*y' },
    ]);
  });

  it('nests emphasis inside links and bold', () => {
    expect(parseInlines('**see [the *docs*](https://example.com/a)**')).toEqual([
      {
        kind: 'strong',
        children: [
          'see ',
          { kind: 'link', href: 'https://example.com/a', children: ['the ', { kind: 'em', children: ['docs'] }] },
        ],
      },
    ]);
  });

  it('links bare URLs, keeping balanced parentheses and leaving closing punctuation out', () => {
    expect(
      parseInlines('Read https://en.wikipedia.org/wiki/Sleep_(disambiguation). Or (https://x.org/a_b_c), done'),
    ).toEqual([
      'Read ',
      {
        kind: 'link',
        href: 'https://en.wikipedia.org/wiki/Sleep_(disambiguation)',
        children: ['https://en.wikipedia.org/wiki/Sleep_(disambiguation)'],
      },
      '. Or (',
      { kind: 'link', href: 'https://x.org/a_b_c', children: ['https://x.org/a_b_c'] },
      '), done',
    ]);
  });

  it('links only http(s) and mailto: anything else stays text', () => {
    expect(parseInlines('[x](javascript:alert(1)) [y](data:text/html,hi) [m](mailto:a@b.c)')).toEqual([
      '[x](javascript:alert(1)) [y](data:text/html,hi) ',
      { kind: 'link', href: 'mailto:a@b.c', children: ['m'] },
    ]);
  });

  it('leaves snake_case words, escaped markers and HTML as text', () => {
    expect(parseInlines('snake_case_name \\*not em\\* <b>x</b>')).toEqual(['snake_case_name *not em* <b>x</b>']);
  });

  it('reads right-to-left text like any other', () => {
    expect(parseMarkdown('## ملخص\n\n- **نقطة** أولى')).toEqual([
      { kind: 'heading', depth: 1, inlines: ['ملخص'] },
      { kind: 'list', ordered: false, items: [[{ kind: 'strong', children: ['نقطة'] }, ' أولى']] },
    ]);
  });
});
