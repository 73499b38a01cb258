/**
 * Timed transcript segments and the text clean-up every caption format shares. Pure and linear in the
 * input's length (no regular expression here can backtrack over a long run of one character), with no
 * Node or DOM API: the Chrome extension runs the same parsers in the browser.
 */
import type { components } from '#contract/schema.d.ts';

/** One timed piece of a transcript, in seconds (millisecond precision): the contract's own shape. */
export type TranscriptSegment = components['schemas']['TranscriptSegment'];

/** A caption cue as a format writes it: its time span in seconds and its text lines (tags not yet removed). */
export type Cue = { start: number; end: number; lines: string[] };

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['lrm', ''],
  ['rlm', ''],
  ['shy', ''],
  ['zwj', ''],
  ['zwnj', ''],
  ['ndash', '–'],
  ['mdash', '—'],
  ['hellip', '…'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['laquo', '«'],
  ['raquo', '»'],
  ['eacute', 'é'],
  ['egrave', 'è'],
  ['agrave', 'à'],
  ['ccedil', 'ç'],
  ['uuml', 'ü'],
  ['ouml', 'ö'],
  ['auml', 'ä'],
  ['szlig', 'ß'],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
]);

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

function codePoint(value: number): string {
  if (value === 0) return '';
  if (value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(value);
}

/** HTML/XML character references (`&amp;`, `&#39;`, `&#x2019;`, the common named ones); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return NAMED_ENTITIES.get(name ?? '') ?? whole;
  });
}

const isTagStart = (char: string | undefined) => char !== undefined && /[A-Za-z0-9/]/.test(char);

/**
 * Removes markup tags (`<i>`, `</c>`, `<c.colorE5E5E5>`, `<v Speaker>`, `<00:00:01.500>`): a `<` followed by
 * a letter, a digit or `/` up to the next `>` on the same line, before any other `<`. Anything else (`a < b`,
 * an unclosed `<i`) stays as text. One pass: each character is looked at at most twice.
 */
export function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  let out = '';
  let from = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    if (!isTagStart(text[at + 1])) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    let end = at + 1;
    while (end < text.length) {
      const char = text[end];
      if (char === '>' || char === '<' || char === '\n') break;
      end += 1;
    }
    if (text[end] === '>') {
      out += text.slice(from, at);
      from = end + 1;
      at = text.indexOf('<', from);
    } else {
      at = end < text.length && text[end] === '<' ? end : text.indexOf('<', end);
    }
  }
  return out + text.slice(from);
}

/** Runs of white space (new lines, tabs, no-break spaces) as one space, none at either end. */
export const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

function overlap(previous: readonly string[], next: readonly string[]): number {
  for (let size = Math.min(3, previous.length, next.length); size > 0; size -= 1) {
    let same = true;
    for (let index = 0; index < size && same; index += 1) {
      same = previous[previous.length - size + index] === next[index];
    }
    if (same) return size;
  }
  return 0;
}

/**
 * Cues (their lines already cleaned) as segments, in time order. Rolling captions (YouTube's automatic
 * ones) show each line twice, once as the new line and again above the next one, with a 10 ms cue between;
 * a line the previous cue already showed is dropped, a line that grows the previous one keeps only its new
 * words, and a cue with nothing new lengthens the segment before it. `clampOverlap` ends a segment where
 * the next one starts (events that stay on screen while the next line is spoken).
 */
export function cuesToSegments(cues: readonly Cue[], options: { clampOverlap?: boolean } = {}): TranscriptSegment[] {
  const ordered = isOrdered(cues) ? cues : [...cues].sort((a, b) => a.start - b.start);
  const segments: { start: number; end: number; text: string }[] = [];
  let shown: string[] = [];
  for (const cue of ordered) {
    const lines = cue.lines.filter((line) => line !== '');
    if (lines.length === 0) continue;
    const fresh = lines.slice(overlap(shown, lines));
    const last = shown.at(-1);
    const first = fresh[0];
    if (fresh.length === lines.length && last !== undefined && first?.startsWith(`${last} `)) {
      fresh[0] = first.slice(last.length + 1);
    }
    shown = lines;
    const text = fresh.join(' ');
    const previous = segments.at(-1);
    if (text === '') {
      if (previous) previous.end = Math.max(previous.end, cue.end);
      continue;
    }
    segments.push({ start: cue.start, end: Math.max(cue.start, cue.end), text });
  }
  if (options.clampOverlap) {
    for (let index = 0; index + 1 < segments.length; index += 1) {
      const segment = segments[index] as (typeof segments)[number];
      const next = segments[index + 1] as (typeof segments)[number];
      if (segment.end > next.start) segment.end = Math.max(segment.start, next.start);
    }
  }
  return segments.map(({ start, end, text }) => ({ start: round(start), duration: round(end - start), text }));
}

function isOrdered(cues: readonly Cue[]): boolean {
  for (let index = 1; index < cues.length; index += 1) {
    if ((cues[index] as Cue).start < (cues[index - 1] as Cue).start) return false;
  }
  return true;
}

/** A number of seconds that a segment can start at: finite and not negative. */
export const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
