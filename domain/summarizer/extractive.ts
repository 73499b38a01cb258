/**
 * The extractive summariser: offline, keyless and deterministic. It writes sections of the source's
 * own sentences, each bullet with the span it came from and its words as the quote, so it can never
 * invent a fact or a timestamp. Sections follow the chapters when the video has them, else equal
 * shares of the text; in each section the sentences that carry the section's most distinctive words
 * win (term frequency in the section times the inverse of how many sections use the word, over the
 * square root of the sentence's length), near-repeats skipped, then put back in time order. Titles are
 * the chapter's, or the section's three most distinctive words. Linear in the source's words, plus
 * one sort of each section's sentences.
 */
import type { components } from '#contract/schema.d.ts';
import { capitalise, isStopWord, secondsToTimestamp, shorten } from './text.ts';
import type { Chapter, Prepared, Unit } from './windows.ts';

type SummarySection = components['schemas']['SummarySection'];

/** A bullet's text and its quote are cut to these lengths. */
export const BULLET_MAX_CHARS = 240;
export const QUOTE_MAX_CHARS = 300;

type Span = { title: string | null; start: number; first: number; last: number };

/** How many sections a source of this size gets when it has no chapters. */
function sectionCount(prepared: Prepared): number {
  if (prepared.kind === 'video') return Math.min(12, Math.max(1, Math.round(prepared.total / 300)));
  return Math.min(10, Math.max(1, Math.round(prepared.chars / 3000)));
}

/** Units [first, last] of each section: by chapter, else equal shares of the text cut at unit edges. */
function spansOf(prepared: Prepared, from: number, to: number): Span[] {
  const { units, chapters } = prepared;
  if (to < from) return [];
  if (chapters.length >= 2) {
    const spans: Span[] = [];
    let c = 0;
    while (c < chapters.length && (chapters[c] as Chapter).start <= (units[from] as Unit).start) c++;
    const before = c > 0 ? (chapters[c - 1] as Chapter) : null;
    let current: Span = { title: before?.title ?? null, start: (units[from] as Unit).start, first: from, last: from };
    if (before && from === 0) current.start = Math.min(before.start, current.start);
    for (let i = from + 1; i <= to; i++) {
      const unit = units[i] as Unit;
      let opened: Chapter | null = null;
      while (c < chapters.length && (chapters[c] as Chapter).start <= unit.start) opened = chapters[c++] as Chapter;
      if (opened) {
        spans.push(current);
        current = { title: opened.title, start: opened.start, first: i, last: i };
      }
      current.last = i;
    }
    spans.push(current);
    return spans;
  }
  let chars = 0;
  for (let i = from; i <= to; i++) chars += (units[i] as Unit).text.length;
  const count = Math.max(1, Math.min(sectionCount(prepared), to - from + 1));
  const share = chars / count;
  const spans: Span[] = [];
  let first = from;
  let seen = 0;
  for (let i = from; i <= to; i++) {
    seen += (units[i] as Unit).text.length;
    if (seen >= share * (spans.length + 1) && spans.length < count - 1 && i < to) {
      spans.push({ title: null, start: (units[first] as Unit).start, first, last: i });
      first = i + 1;
    }
  }
  spans.push({ title: null, start: (units[first] as Unit).start, first, last: to });
  return spans;
}

type Scored = { index: number; score: number; words: Set<string> };

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** Content words of a unit: no stop words, and none said in most of the source's units (a language's own fillers). */
function contentWords(unit: Unit, common: ReadonlySet<string>): string[] {
  return unit.words.filter((w) => !isStopWord(w) && !common.has(w) && !/^\d+$/.test(w));
}

/** Words found in more than 40 % of the units of a source with at least 20 of them. */
function commonWords(units: readonly Unit[], from: number, to: number): Set<string> {
  const n = to - from + 1;
  const common = new Set<string>();
  if (n < 20) return common;
  const df = new Map<string, number>();
  for (let i = from; i <= to; i++) for (const w of new Set((units[i] as Unit).words)) df.set(w, (df.get(w) ?? 0) + 1);
  for (const [w, count] of df) if (count > n * 0.4) common.add(w);
  return common;
}

function titleOf(weights: Map<string, number>): string {
  const top = [...weights.entries()]
    .filter(([w]) => w.length >= 4)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, 3)
    .map(([w]) => capitalise(w));
  return top.length > 0 ? top.join(', ') : '…';
}

export type ExtractiveOptions = {
  /** Summarise only units [fromUnit, toUnit] (a part, or what a failed model left); the whole source by default. */
  fromUnit?: number;
  toUnit?: number;
};

/**
 * The extractive summary of a prepared source: sections of {timestamp, title, bullets, sources}, in
 * order. Empty when the source has no words.
 */
export function extractiveSummary(prepared: Prepared, options: ExtractiveOptions = {}): SummarySection[] {
  const { units } = prepared;
  const from = Math.max(0, options.fromUnit ?? 0);
  const to = Math.min(units.length - 1, options.toUnit ?? units.length - 1);
  if (units.length === 0 || to < from) return [];
  const common = commonWords(units, from, to);
  const spans = spansOf(prepared, from, to);
  const unitWords: string[][] = [];
  for (let i = from; i <= to; i++) unitWords.push(contentWords(units[i] as Unit, common));
  // Term frequency per section, and in how many sections each word appears.
  const tfs = spans.map((span) => {
    const tf = new Map<string, number>();
    for (let i = span.first; i <= span.last; i++)
      for (const w of unitWords[i - from] as string[]) tf.set(w, (tf.get(w) ?? 0) + 1);
    return tf;
  });
  const df = new Map<string, number>();
  for (const tf of tfs) for (const w of tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(1 + spans.length / (df.get(w) ?? 1));
  return spans.map((span, s) => {
    const tf = tfs[s] as Map<string, number>;
    const weights = new Map<string, number>();
    for (const [w, count] of tf) weights.set(w, count * idf(w));
    const scored: Scored[] = [];
    for (let i = span.first; i <= span.last; i++) {
      const words = new Set(unitWords[i - from]);
      const length = (units[i] as Unit).words.length;
      let score = 0;
      for (const w of words) score += weights.get(w) ?? 0;
      score /= Math.sqrt(Math.max(length, 8));
      if (length < 6) score *= 0.3;
      scored.push({ index: i, score, words });
    }
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    const size = span.last - span.first + 1;
    const want = Math.min(4, Math.max(size >= 2 ? 2 : 1, Math.round(size / 15)));
    const chosen: Scored[] = [];
    for (const candidate of scored) {
      if (chosen.length >= want) break;
      if (chosen.some((c) => overlap(c.words, candidate.words) > 0.6)) continue;
      chosen.push(candidate);
    }
    chosen.sort((a, b) => a.index - b.index);
    const picked = chosen.map((c) => units[c.index] as Unit);
    return {
      timestamp: prepared.kind === 'video' ? secondsToTimestamp(span.start) : '0:00',
      title: span.title ?? titleOf(weights),
      bullets: picked.map((u) => capitalise(shorten(u.text, BULLET_MAX_CHARS))),
      sources: picked.map((u) => ({ start: u.start, end: u.end, quote: shorten(u.text, QUOTE_MAX_CHARS) })),
    };
  });
}
