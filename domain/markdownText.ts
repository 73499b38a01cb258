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

// Escaped character | `code` | [text](url) | bare URL (without closing punctuation) | **strong** |
// __strong__ | *em* | _em_ (not inside a word, so snake_case stays).
const INLINE =
  /\\([\\`*_[\]()#+\-.!])|`([^`\n]+)`|\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)(?:[^\s()]|\([^\s()]*\))+)\)|(https?:\/\/(?:[^\s<>()]|\([^\s<>()]*\))*(?:[^\s<>().,;:!?'"\]]|\([^\s<>()]*\)))|\*\*(?!\s)(.+?)\*\*|__(?!\s)(.+?)__|\*(?![\s*])(.+?)\*|(?<![\p{L}\p{N}_])_(?![\s_])(.+?)_(?![\p{L}\p{N}_])/gu;

/** Inline Markdown of one block's text. */
export function parseInlines(text: string): Inline[] {
  const out: Inline[] = [];
  const push = (node: Inline) => {
    const last = out.length - 1;
    if (typeof node === 'string' && typeof out[last] === 'string') out[last] += node;
    else if (node !== '') out.push(node);
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(at, m.index));
    at = m.index + m[0].length;
    const [, escaped, code, label, href, url] = m;
    const strong = m[6] ?? m[7];
    if (escaped !== undefined) push(escaped);
    else if (code !== undefined) push({ kind: 'code', text: code });
    else if (href !== undefined) push({ kind: 'link', href, children: parseInlines(label ?? '') });
    else if (url !== undefined) push({ kind: 'link', href: url, children: [url] });
    else if (strong !== undefined) push({ kind: 'strong', children: parseInlines(strong) });
    else push({ kind: 'em', children: parseInlines(m[8] ?? m[9] ?? '') });
  }
  push(text.slice(at));
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const ITEM = /^\s*([-*+]|\d{1,9}[.)])\s+(.*)$/;
const RULE = /^\s*([-*_])(?:\s*\1){2,}\s*$/;

type Draft =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** Blocks of a plain-text summary; a line break inside a paragraph or item is kept as '\n'. */
export function parseMarkdown(text: string): MarkdownBlock[] {
  const drafts: Draft[] = [];
  let open: Draft | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (!line.trim() || RULE.test(line)) open = null;
    else if (heading) {
      drafts.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      open = null;
    } else if (item) {
      const ordered = /\d/.test(item[1] ?? '');
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        open = { kind: 'list', ordered, items: [] };
        drafts.push(open);
      }
      open.items.push(item[2]?.trim() ?? '');
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
