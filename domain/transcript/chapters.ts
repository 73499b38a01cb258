/**
 * A video's chapters as people paste them from its description: one per line, "0:00 Intro",
 * "12:05 - Training", "1:02:03 | Q&A". Read by hand in one pass over each line (no pattern that can
 * backtrack), so any paste is linear. Blank lines are skipped; any other line that is not a chapter
 * is named, so the form can say which one to fix.
 */
import type { components } from '#contract/schema.d.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';

type VideoChapter = components['schemas']['VideoChapter'];

/** The contract's limits on chapters (openapi.yaml VideoChapter, VideoTranscript.chapters). */
export const CHAPTER_LIMITS = { count: 1000, title: 300, seconds: 172_800 } as const;

export type ChaptersReading =
  | { ok: true; chapters: VideoChapter[] }
  /** `line`: the first line (1-based) that is not "time title"; `tooMany`: more than the contract takes. */
  | { ok: false; problem: 'not_a_chapter'; line: number }
  | { ok: false; problem: 'too_many' };

/** Characters that may sit between a chapter's time and its title. */
const SEPARATORS = new Set(['-', '–', '—', '|', ':', '·']);

const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\u00a0';

/** One line as a chapter, or null. */
function chapterOf(line: string): VideoChapter | null {
  let at = 0;
  while (at < line.length && isSpace(line.charAt(at))) at++;
  const timeStart = at;
  while (at < line.length && !isSpace(line.charAt(at))) at++;
  const start = timestampToSeconds(line.slice(timeStart, at));
  if (start === null || start > CHAPTER_LIMITS.seconds) return null;
  while (at < line.length && (isSpace(line.charAt(at)) || SEPARATORS.has(line.charAt(at)))) at++;
  const title = line.slice(at).trim().slice(0, CHAPTER_LIMITS.title);
  return title === '' ? null : { start, title };
}

/** The pasted chapters in time order, or the first line to fix. Empty text: no chapters. */
export function parseChapters(text: string): ChaptersReading {
  const chapters: VideoChapter[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).replace(/\r$/, '');
    if (line.trim() === '') continue;
    const chapter = chapterOf(line);
    if (!chapter) return { ok: false, problem: 'not_a_chapter', line: index + 1 };
    if (chapters.length === CHAPTER_LIMITS.count) return { ok: false, problem: 'too_many' };
    chapters.push(chapter);
  }
  return { ok: true, chapters: chapters.sort((a, b) => a.start - b.start) };
}
