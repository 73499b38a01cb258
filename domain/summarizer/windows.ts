/**
 * The transcript as the summariser reads it: sentence-sized units with their spans, grouped into
 * numbered windows (what a model cites, and what the server turns back into timestamps), grouped in
 * turn into parts that fit a model's context. Pure and linear in the input's length: one pass over
 * the text, one over the units, one over the windows; hostile input (no punctuation, one enormous
 * line, unsorted or overlapping segments, times past the video's end) only changes how units are cut.
 */
import type { components } from '#contract/schema.d.ts';
import { cleanLine, collapse, wordsOf } from './text.ts';

type VideoTranscript = components['schemas']['VideoTranscript'];
type DocumentText = components['schemas']['DocumentText'];
export type SummarizerSource = VideoTranscript | DocumentText;

/** A sentence (or a piece of an unpunctuated caption run) and where it lies in the source. */
export type Unit = {
  /** Seconds for a video, characters of the text for a document. */
  start: number;
  end: number;
  text: string;
  /** Its words, lower-cased (the scores read them). */
  words: string[];
};

/** A run of units the model sees under one number, from 1. */
export type Window = {
  number: number;
  start: number;
  end: number;
  firstUnit: number;
  lastUnit: number;
  /** A chapter begins with this window. */
  opensChapter: boolean;
};

/** The windows one model call reads: windows[first] to windows[last], indexes into Prepared.windows. */
export type Part = { first: number; last: number; start: number; end: number; chars: number };

export type Chapter = { start: number; title: string };

export type Prepared = {
  kind: 'video' | 'document';
  unit: 'seconds' | 'characters';
  /** The video's length (never a source past it), or the text's length. */
  total: number;
  units: Unit[];
  windows: Window[];
  chapters: Chapter[];
  /** Characters of transcript text in all (what the length limit counts). */
  chars: number;
};

/** A unit is cut at this many characters even without a sentence end. */
const UNIT_MAX_CHARS = 260;
/**
 * Automatic captions have no punctuation: there a unit closes at the first line edge past this many
 * characters (about fifteen words), so a bullet is a phrase, not a minute of speech.
 */
const UNPUNCTUATED_UNIT_CHARS = 90;
/** Fewer sentence ends than one per this many characters: the text is unpunctuated. */
const UNPUNCTUATED_EVERY = 400;
/** A window closes after this long (video) or this many characters, whichever comes first. */
const WINDOW_SECONDS = 30;
const WINDOW_CHARS = 700;

const SENTENCE_END = new Set(['.', '!', '?', '…', '。', '！', '？', ';']);
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»']);

type Piece = { at: number; start: number; end: number };

/** Seconds to the millisecond (no 121.80000000000001 in a source). */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Cuts text into unit ranges [from, to): at a sentence end followed by a space, and past
 * UNIT_MAX_CHARS at the last piece edge (video) or space (document) seen since the unit began.
 */
function unitRanges(text: string, edges: readonly number[] | null): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  let lastCut = -1;
  let edge = 0;
  let ends = 0;
  for (let i = 0; i < text.length; i++) if (SENTENCE_END.has(text[i] as string)) ends++;
  const soft = edges && ends * UNPUNCTUATED_EVERY < text.length ? UNPUNCTUATED_UNIT_CHARS : UNIT_MAX_CHARS;
  const close = (to: number) => {
    if (to > from) ranges.push([from, to]);
    from = to;
    lastCut = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (edges) {
      while (edge < edges.length && (edges[edge] as number) <= i) {
        if ((edges[edge] as number) > from) lastCut = edges[edge] as number;
        edge++;
      }
    } else if (ch === ' ' || ch === '\n') lastCut = i;
    if (ch === '\n' && text[i + 1] === '\n') {
      close(i);
      continue;
    }
    if (SENTENCE_END.has(ch)) {
      let j = i + 1;
      while (j < text.length && CLOSERS.has(text[j] as string)) j++;
      if (j >= text.length || text[j] === ' ' || text[j] === '\n') {
        close(j);
        i = j - 1;
        continue;
      }
    }
    if (i - from >= UNIT_MAX_CHARS) close(lastCut > from ? lastCut : i);
    else if (i - from >= soft && lastCut > from) close(lastCut);
  }
  close(text.length);
  return ranges;
}

function unitOf(text: string, start: number, end: number): Unit | null {
  const clean = collapse(text);
  const words = wordsOf(clean);
  return words.length === 0 ? null : { start, end, text: clean, words };
}

/** A video's segments as one text with the offset of each segment, in time order, clamped to the video. */
function videoUnits(source: VideoTranscript, total: number): Unit[] {
  const segments = source.segments
    .map((s, i) => ({
      start: ms(Math.min(s.start, total)),
      end: ms(Math.min(s.start + s.duration, total)),
      text: cleanLine(s.text),
      i,
    }))
    .filter((s) => s.text !== '')
    .sort((a, b) => a.start - b.start || a.i - b.i);
  const pieces: Piece[] = [];
  let text = '';
  let previous = '';
  for (const s of segments) {
    if (s.text === previous) continue; // roll-up captions repeat a line
    previous = s.text;
    if (text !== '') text += ' ';
    pieces.push({ at: text.length, start: s.start, end: Math.max(s.start, s.end) });
    text += s.text;
  }
  const units: Unit[] = [];
  let p = 0;
  for (const [from, to] of unitRanges(
    text,
    pieces.map((piece) => piece.at),
  )) {
    while (p + 1 < pieces.length && (pieces[p + 1] as Piece).at <= from) p++;
    let q = p;
    while (q + 1 < pieces.length && (pieces[q + 1] as Piece).at < to) q++;
    const first = pieces[p] as Piece;
    const last = pieces[q] as Piece;
    const unit = unitOf(text.slice(from, to), first.start, Math.max(first.start, last.end));
    if (unit) units.push(unit);
  }
  return units;
}

function documentUnits(source: DocumentText): Unit[] {
  const text = source.text.replace(/\r\n?/g, '\n');
  const units: Unit[] = [];
  for (const [from, to] of unitRanges(text, null)) {
    const unit = unitOf(text.slice(from, to), from, to);
    if (unit) units.push(unit);
  }
  return units;
}

function windowsOf(units: readonly Unit[], kind: Prepared['kind'], chapters: readonly Chapter[]): Window[] {
  const windows: Window[] = [];
  let first = 0;
  let chars = 0;
  let chapter = 0;
  let opens = false;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as Unit;
    // A chapter that starts at this unit closes the window before it.
    let chapterEdge = false;
    while (chapter < chapters.length && (chapters[chapter] as Chapter).start <= unit.start) {
      chapterEdge = true;
      chapter++;
    }
    if (chapterEdge && i > first) {
      windows.push(windowOf(units, first, i - 1, windows.length + 1, opens));
      first = i;
      chars = 0;
    }
    if (chapterEdge && i === first) opens = true;
    chars += unit.text.length;
    const long = kind === 'video' && unit.end - (units[first] as Unit).start >= WINDOW_SECONDS;
    if (long || chars >= WINDOW_CHARS) {
      windows.push(windowOf(units, first, i, windows.length + 1, opens));
      first = i + 1;
      chars = 0;
      opens = false;
    }
  }
  if (first < units.length) windows.push(windowOf(units, first, units.length - 1, windows.length + 1, opens));
  return windows;
}

function windowOf(
  units: readonly Unit[],
  firstUnit: number,
  lastUnit: number,
  number: number,
  opensChapter: boolean,
): Window {
  const a = units[firstUnit] as Unit;
  const b = units[lastUnit] as Unit;
  return { number, start: a.start, end: Math.max(a.start, b.end), firstUnit, lastUnit, opensChapter };
}

/** The source cut into units and windows. A video's times never pass its length (or its last line's end). */
export function prepareSource(source: SummarizerSource): Prepared {
  if (source.kind === 'document') {
    const units = documentUnits(source);
    return {
      kind: 'document',
      unit: 'characters',
      total: source.text.length,
      units,
      windows: windowsOf(units, 'document', []),
      chapters: [],
      chars: units.reduce((n, u) => n + u.text.length, 0),
    };
  }
  const lastEnd = source.segments.reduce((end, s) => Math.max(end, s.start + s.duration), 0);
  const total = source.duration_seconds > 0 ? source.duration_seconds : lastEnd;
  const units = videoUnits(source, total);
  const chapters = (source.chapters ?? [])
    .filter((c) => c.start < total && collapse(c.title) !== '')
    .map((c) => ({ start: c.start, title: collapse(c.title) }))
    .sort((a, b) => a.start - b.start);
  return {
    kind: 'video',
    unit: 'seconds',
    total,
    units,
    windows: windowsOf(units, 'video', chapters),
    chapters,
    chars: units.reduce((n, u) => n + u.text.length, 0),
  };
}

/** Characters of a window's text. */
export function windowChars(prepared: Prepared, w: Window): number {
  let n = 0;
  for (let i = w.firstUnit; i <= w.lastUnit; i++) n += (prepared.units[i] as Unit).text.length + 1;
  return n;
}

/** A window's text: its units joined. */
export function windowText(prepared: Prepared, w: Window): string {
  const parts: string[] = [];
  for (let i = w.firstUnit; i <= w.lastUnit; i++) parts.push((prepared.units[i] as Unit).text);
  return parts.join(' ');
}

/**
 * The windows in parts of at most partChars characters each (a window longer than that is a part of
 * its own). A part that must close prefers the last chapter edge in its second half.
 */
export function partsOf(prepared: Prepared, partChars: number): Part[] {
  const { windows } = prepared;
  const parts: Part[] = [];
  const sizes = windows.map((w) => windowChars(prepared, w));
  let first = 0;
  let chars = 0;
  let edge = -1; // last window index in the current part that starts a chapter
  const push = (last: number) => {
    let n = 0;
    for (let i = first; i <= last; i++) n += sizes[i] as number;
    const a = windows[first] as Window;
    const b = windows[last] as Window;
    parts.push({ first, last, start: a.start, end: b.end, chars: n });
    first = last + 1;
  };
  for (let i = 0; i < windows.length; i++) {
    const size = sizes[i] as number;
    if (chars + size > partChars && i > first) {
      if (edge > first && edge - first >= (i - first) / 2) {
        push(edge - 1);
      } else push(i - 1);
      chars = 0;
      for (let j = first; j < i; j++) chars += sizes[j] as number;
      edge = -1;
    }
    const w = windows[i] as Window;
    if (i > first && w.opensChapter) edge = i;
    chars += size;
  }
  if (first < windows.length) push(windows.length - 1);
  return parts;
}
