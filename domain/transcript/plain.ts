/**
 * A transcript pasted as text: lines that start with a timestamp (`1:02:03`, `12:34`, `[12:34]`,
 * `(0:05) -`, or the timestamp on a line of its own, as YouTube's "Show transcript" panel copies), or
 * plain prose whose times are estimated from its word count at a speaking rate.
 */
import { TRANSCRIPT_SEGMENT_WORDS, TRANSCRIPT_WORDS_PER_MINUTE } from '#domain/constants.ts';
import { type TranscriptSegment, collapseSpace } from './segment.ts';

const LEADING_TIMESTAMP =
  /^[\s\u00a0]{0,40}[[(]?(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,]\d{1,3})?[\])]?(?=$|[\s\-–—:|.,])[\s\u00a0]{0,40}(?:[-–—|:][\s\u00a0]{0,40})?/;

const WORDS_PER_SECOND = TRANSCRIPT_WORDS_PER_MINUTE / 60;
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const wordCount = (text: string) => (text === '' ? 0 : text.split(' ').length);
const spoken = (words: number) => round(words / WORDS_PER_SECOND);

/** The line's leading timestamp in seconds and the text after it, or null when it has none. */
function leadingTimestamp(line: string): { seconds: number; text: string } | null {
  const match = LEADING_TIMESTAMP.exec(line);
  if (!match) return null;
  const [whole, hours, minutes, seconds] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return {
    seconds: Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds),
    text: collapseSpace(line.slice(whole.length)),
  };
}

/** Lines led by timestamps: each runs until the next one; the last lasts as long as its words take to say. */
function timedSegments(lines: readonly string[]): TranscriptSegment[] {
  const entries: { start: number; text: string }[] = [];
  for (const line of lines) {
    const stamp = leadingTimestamp(line);
    const text = stamp ? stamp.text : collapseSpace(line);
    const current = entries.at(-1);
    if (stamp) entries.push({ start: stamp.seconds, text });
    else if (text === '') continue;
    else if (current) current.text = current.text === '' ? text : `${current.text} ${text}`;
    else entries.push({ start: 0, text });
  }
  const said = entries.filter((entry) => entry.text !== '');
  return said.map((entry, index) => {
    const next = said[index + 1];
    const duration = next && next.start > entry.start ? next.start - entry.start : spoken(wordCount(entry.text));
    return { start: entry.start, duration: round(duration), text: entry.text };
  });
}

const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;

/**
 * Prose without timestamps, cut into segments of about TRANSCRIPT_SEGMENT_WORDS words (at a sentence's end
 * once the minimum is reached, at a paragraph's end always), each as long as its words take to say.
 */
function estimatedSegments(lines: readonly string[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let words: string[] = [];
  let elapsed = 0;
  const flush = () => {
    if (words.length === 0) return;
    const duration = spoken(words.length);
    segments.push({ start: round(elapsed), duration, text: words.join(' ') });
    elapsed += words.length / WORDS_PER_SECOND;
    words = [];
  };
  for (const line of lines) {
    const text = collapseSpace(line);
    if (text === '') {
      flush();
      continue;
    }
    for (const word of text.split(' ')) {
      words.push(word);
      const full = words.length >= TRANSCRIPT_SEGMENT_WORDS.max;
      if (full || (words.length >= TRANSCRIPT_SEGMENT_WORDS.min && ENDS_SENTENCE.test(word.slice(-8)))) flush();
    }
  }
  flush();
  return segments;
}

/**
 * A pasted transcript's segments. It counts as timed when at least two lines start with a timestamp;
 * text before the first one starts at 0:00, lines without one belong to the timestamp above them.
 */
export function parsePlainTranscript(text: string): TranscriptSegment[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let stamped = 0;
  for (const line of lines) {
    if (leadingTimestamp(line) && ++stamped >= 2) break;
  }
  return stamped >= 2 ? timedSegments(lines) : estimatedSegments(lines);
}
