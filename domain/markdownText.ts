/**
 * The common Markdown of a plain-text summary (issue 18.11, decision 196) as data for the card to
 * render as elements: headings, paragraphs, lists, bold, italic, inline code and links. It is a few
 * hundred bytes where a Markdown library is several kilobytes; nothing here is HTML, so a summary
 * cannot inject markup, and links are http(s) or mailto only. Anything else shows as written.
 */

export type Inline =
  | string
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

/** `depth` 1 is the text's largest heading, 2 and 3 the next (deeper ones share 3): no level is skipped. */
export type MarkdownBlock =
  | { kind: 'heading'; depth: 1 | 2 | 3; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const isSpace = (ch: string) => /\s/.test(ch);
/** A letter, digit or _ (whole code points): what `_` emphasis may not touch from outside. */
const WORD_BEFORE = /[\p{L}\p{N}_]$/u;
const WORD_AFTER = /^[\p{L}\p{N}_]/u;
const ESCAPABLE = '\\`*_[]()#+-.!';
/** Where `.` stops: emphasis does not run across a line break. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/g;
/** The last character of a bare URL is none of these (closing punctuation stays text). */
const URL_TRAILING = '.,;:!?\'"]';

type Match = { node: Inline; end: number };
/** A character that can start an inline element; a text without one is plain. */
const MARKERS = /[\\`[h*_]/;

/**
 * The first `needle` at or after `from`, for calls whose `from` never decreases: a search that
 * already went past `from` is reused, so the whole text is read once per needle.
 */
function forwardSearch(find: (from: number) => number) {
  let from = Number.POSITIVE_INFINITY;
  let found = -1;
  return (at: number): number => {
    // The last search started at or before `at` and found nothing before it: its answer holds.
    if (at >= from && (found < 0 || found >= at)) return found;
    from = at;
    found = find(at);
    return found;
  };
}

/**
 * Inline Markdown of one block's text: escaped characters, `code`, [text](url), bare URLs (without
 * closing punctuation), **strong**, __strong__, *em* and _em_ (not inside a word, so snake_case
 * stays); at each position the first of these that matches, as one alternation of patterns would.
 * Written out instead of as that pattern (issue 26.2): an unclosed marker made the pattern read the
 * rest of the line again from every later marker (quadratic). Here each search for a closer moves
 * forward only, and a marker with no closer before the line's end tells the same of every later
 * marker of its kind on that line.
 */
export function parseInlines(text: string): Inline[] {
  if (!MARKERS.test(text)) return text === '' ? [] : [text];
  const n = text.length;
  const lineEnd = forwardSearch((from) => {
    LINE_TERMINATOR.lastIndex = from;
    return LINE_TERMINATOR.exec(text)?.index ?? n;
  });
  const next = (needle: string) => forwardSearch((from) => text.indexOf(needle, from));
  const nextDoubleStar = next('**');
  const nextDoubleUnderscore = next('__');
  const nextStar = next('*');
  const nextUnderscore = next('_');
  /** An _ that may close emphasis: not followed by a letter, digit or _. */
  const nextClosingUnderscore = forwardSearch((from) => {
    for (let at = nextUnderscore(from); at >= 0; at = nextUnderscore(at + 1)) {
      if (!WORD_AFTER.test(text.slice(at + 1, at + 3))) return at;
    }
    return -1;
  });
  /** Per kind: a marker before this index has no closer (see above). */
  const noCloserBefore = { link: -1, doubleStar: -1, doubleUnderscore: -1, star: -1, underscore: -1 };

  /** The closer of an emphasis whose text starts at `first`: its index, or -1 (remembered up to the line's end). */
  const closer = (kind: keyof typeof noCloserBefore, first: number, find: (from: number) => number): number => {
    const end = lineEnd(first);
    const at = find(first + 1);
    if (at >= 0 && at < end) return at;
    noCloserBefore[kind] = end;
    return -1;
  };

  const code = (i: number): Match | null => {
    let j = i + 1;
    while (j < n && text[j] !== '`' && text[j] !== '\n') j++;
    if (j >= n || text[j] !== '`' || j === i + 1) return null;
    return { node: { kind: 'code', text: text.slice(i + 1, j) }, end: j + 1 };
  };

  /**
   * After a scheme: the URL's characters and balanced (...) groups, up to whitespace, an unbalanced
   * parenthesis or a character of `stop`. `each` hears where every token ends and whether a URL may
   * end there (not after closing punctuation).
   */
  const urlTokens = (from: number, stop: string, each: (end: number, mayEnd: boolean) => void): number => {
    let k = from;
    while (k < n) {
      const ch = text.charAt(k);
      if (isSpace(ch) || stop.includes(ch) || ch === ')') break;
      if (ch === '(') {
        let m = k + 1;
        while (m < n && !isSpace(text.charAt(m)) && !stop.includes(text.charAt(m)) && !'()'.includes(text.charAt(m)))
          m++;
        if (text[m] !== ')') break;
        k = m + 1;
        each(k, true);
      } else {
        k++;
        each(k, !URL_TRAILING.includes(ch));
      }
    }
    return k;
  };
  const schemeEnd = (at: number, schemes: string[]): number => {
    const scheme = schemes.find((s) => text.startsWith(s, at));
    return scheme ? at + scheme.length : -1;
  };

  const link = (i: number): Match | null => {
    if (i < noCloserBefore.link) return null;
    let j = i + 1;
    while (j < n && text[j] !== ']' && text[j] !== '\n') j++;
    // Every [ before j reaches the same ] (or line end), so it fails the same way.
    const fail = () => {
      noCloserBefore.link = j;
      return null;
    };
    if (j >= n || text[j] !== ']' || j === i + 1 || text[j + 1] !== '(') return fail();
    const from = schemeEnd(j + 2, ['http://', 'https://', 'mailto:']);
    if (from < 0) return fail();
    const end = urlTokens(from, '', () => {});
    if (end === from || text[end] !== ')') return fail();
    const href = text.slice(j + 2, end);
    return { node: { kind: 'link', href, children: parseInlines(text.slice(i + 1, j)) }, end: end + 1 };
  };

  const bareUrl = (i: number): Match | null => {
    const from = schemeEnd(i, ['http://', 'https://']);
    if (from < 0) return null;
    let last = -1;
    urlTokens(from, '<>', (end, mayEnd) => {
      if (mayEnd) last = end;
    });
    if (last < 0) return null;
    const url = text.slice(i, last);
    return { node: { kind: 'link', href: url, children: [url] }, end: last };
  };

  const emphasis = (
    i: number,
    kind: keyof typeof noCloserBefore,
    marker: string,
    node: 'strong' | 'em',
    find: (from: number) => number,
  ): Match | null => {
    const first = i + marker.length;
    if (i < noCloserBefore[kind] || first >= n || isSpace(text.charAt(first))) return null;
    const at = closer(kind, first, find);
    if (at < 0) return null;
    return { node: { kind: node, children: parseInlines(text.slice(first, at)) }, end: at + marker.length };
  };

  const matchAt = (i: number): Match | null => {
    const ch = text[i];
    if (ch === '\\') {
      const escaped = text.charAt(i + 1);
      return escaped && ESCAPABLE.includes(escaped) ? { node: escaped, end: i + 2 } : null;
    }
    if (ch === '`') return code(i);
    if (ch === '[') return link(i);
    if (ch === 'h') return bareUrl(i);
    if (ch === '*') {
      // ** that does not close is no *em* either: an em may not start with *.
      if (text[i + 1] === '*') return emphasis(i, 'doubleStar', '**', 'strong', nextDoubleStar);
      return emphasis(i, 'star', '*', 'em', nextStar);
    }
    if (ch === '_') {
      if (text[i + 1] === '_') return emphasis(i, 'doubleUnderscore', '__', 'strong', nextDoubleUnderscore);
      if (WORD_BEFORE.test(text.slice(Math.max(0, i - 2), i))) return null;
      return emphasis(i, 'underscore', '_', 'em', nextClosingUnderscore);
    }
    return null;
  };

  const out: Inline[] = [];
  const push = (node: Inline) => {
    const last = out.length - 1;
    if (typeof node === 'string' && typeof out[last] === 'string') out[last] += node;
    else if (node !== '') out.push(node);
  };
  let plain = 0;
  let i = 0;
  while (i < n) {
    const match = matchAt(i);
    if (!match) {
      i++;
      continue;
    }
    push(text.slice(plain, i));
    push(match.node);
    i = plain = match.end;
  }
  push(text.slice(plain));
  return out;
}

/**
 * An ATX heading: 1 to 6 #, whitespace, the text, an optional closing run of # after whitespace.
 * Written out, not as one pattern: /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/ took 6 s on a heading of
 * 60,000 spaces (issue 26.2). Reads each character a bounded number of times.
 */
function headingOf(line: string): { level: number; text: string } | null {
  let level = 0;
  while (level < line.length && line.charAt(level) === '#') level++;
  if (level < 1 || level > 6 || level === line.length || !isSpace(line.charAt(level))) return null;
  const rest = line.slice(level);
  const body = rest.trim();
  let end = body.length;
  while (end > 0 && body.charAt(end - 1) === '#') end--;
  if (end === body.length) return { level, text: body };
  // Only #s: a closing run when a second space stands before it ("#  #" is empty, "# #" is "#").
  if (end === 0) return { level, text: body && rest.length - rest.trimStart().length >= 2 ? '' : body };
  return { level, text: isSpace(body.charAt(end - 1)) ? body.slice(0, end).trimEnd() : body };
}
/** A list item: -, * or + (or 1 to 9 digits and . or ), ordered), whitespace, then its text. */
function itemOf(line: string): { ordered: boolean; text: string } | null {
  let at = line.length - line.trimStart().length;
  const marker = line.charAt(at);
  let ordered = false;
  if (marker === '-' || marker === '*' || marker === '+') at++;
  else {
    let digits = 0;
    while (digits < 10 && /\d/.test(line.charAt(at + digits))) digits++;
    const close = line.charAt(at + digits);
    if (digits < 1 || digits > 9 || (close !== '.' && close !== ')')) return null;
    at += digits + 1;
    ordered = true;
  }
  if (at >= line.length || !isSpace(line.charAt(at))) return null;
  return { ordered, text: line.slice(at).trim() };
}

/** A thematic break: three or more of one of - * _, with any whitespace around and between. */
const isRule = (line: string) => /^([-*_])\1{2,}$/.test(line.replace(/\s+/g, ''));

type Draft =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** Blocks of a plain-text summary; a line break inside a paragraph or item is kept as '\n'. */
export function parseMarkdown(text: string): MarkdownBlock[] {
  const drafts: Draft[] = [];
  let open: Draft | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = headingOf(line);
    const item = itemOf(line);
    if (!line.trim() || isRule(line)) open = null;
    else if (heading) {
      drafts.push({ kind: 'heading', ...heading });
      open = null;
    } else if (item) {
      if (open?.kind !== 'list' || open.ordered !== item.ordered) {
        open = { kind: 'list', ordered: item.ordered, items: [] };
        drafts.push(open);
      }
      open.items.push(item.text);
    } else if (open?.kind === 'list') {
      // A line under an item continues it (nested lists read as one list).
      open.items[open.items.length - 1] += `\n${line.trim()}`;
    } else if (open?.kind === 'paragraph') open.text += `\n${line.trim()}`;
    else {
      open = { kind: 'paragraph', text: line.trim() };
      drafts.push(open);
    }
  }
  const levels = [...new Set(drafts.flatMap((d) => (d.kind === 'heading' ? [d.level] : [])))].sort((a, b) => a - b);
  return drafts.map((d) =>
    d.kind === 'heading'
      ? { kind: 'heading', depth: Math.min(levels.indexOf(d.level) + 1, 3) as 1 | 2 | 3, inlines: parseInlines(d.text) }
      : d.kind === 'list'
        ? { kind: 'list', ordered: d.ordered, items: d.items.map(parseInlines) }
        : { kind: 'paragraph', inlines: parseInlines(d.text) },
  );
}
