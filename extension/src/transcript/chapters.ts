/**
 * A video's chapters, as YouTube makes them from its description: lines that start with a timestamp,
 * the first at 0:00, at least three, in ascending order, each at least ten seconds long. Anything else
 * is no chapters (YouTube shows none either). Pure and one pass over the description's lines.
 */
import type { components } from '#contract/schema.d.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';

type VideoChapter = components['schemas']['VideoChapter'];

const MIN_CHAPTERS = 3;
const MIN_SECONDS = 10;
const MAX_TITLE = 300;
/** A line's leading timestamp ("0:00", "1:02:03", "(12:30)", "[4:05]"), then separators, then the title. */
const LINE = /^\s*[([]?((?:\d{1,2}:)?\d{1,3}:\d{2})[)\]]?\s*(?:[-–—:|.]\s*)?(.*)$/;

export function chaptersFromDescription(description: string, lengthSeconds = 0): VideoChapter[] {
  const chapters: VideoChapter[] = [];
  for (const line of description.split('\n')) {
    const match = LINE.exec(line.length > 400 ? line.slice(0, 400) : line);
    if (!match) continue;
    const start = timestampToSeconds(match[1] ?? '');
    const title = (match[2] ?? '').trim().slice(0, MAX_TITLE);
    if (start === null || !title) continue;
    if (chapters.length === 0 && start !== 0) return [];
    const previous = chapters.at(-1);
    if (previous && start - previous.start < MIN_SECONDS) return [];
    if (lengthSeconds > 0 && start >= lengthSeconds) break;
    chapters.push({ start, title });
  }
  const last = chapters.at(-1);
  if (last && lengthSeconds > 0 && lengthSeconds - last.start < MIN_SECONDS) return [];
  return chapters.length >= MIN_CHAPTERS ? chapters : [];
}
