/**
 * Which format a transcript is in, from what it says first and, when that is unclear, its file name; and
 * the one call that reads any of them. A `.txt`, `.md` or pasted text that is not a caption file is a
 * plain transcript.
 */
import { parseSrt, parseVtt } from './cues.ts';
import { parsePlainTranscript } from './plain.ts';
import type { TranscriptSegment } from './segment.ts';
import { parseJson3, parseSrv3, parseTimedText } from './youtube.ts';

export const TRANSCRIPT_FORMATS = ['srt', 'vtt', 'json3', 'srv3', 'timedtext', 'plain'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

const PARSERS: Record<TranscriptFormat, (text: string) => TranscriptSegment[]> = {
  srt: parseSrt,
  vtt: parseVtt,
  json3: parseJson3,
  srv3: parseSrv3,
  timedtext: parseTimedText,
  plain: parsePlainTranscript,
};

const BY_EXTENSION: Record<string, TranscriptFormat> = {
  srt: 'srt',
  vtt: 'vtt',
  json3: 'json3',
  json: 'json3',
  srv3: 'srv3',
};

/** The part of the name after its last dot, in lower case ('' without one). */
function extension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const SRT_TIMING = /^\d{1,5}:\d{1,2}:\d{1,2},\d{1,3}[ \t]{0,20}-->/m;
const VTT_TIMING = /^(?:\d{1,5}:)?\d{1,2}:\d{1,2}\.\d{1,3}[ \t]{0,20}-->/m;

/** The format of a transcript: its content decides when it is clear, else the file name's extension. */
export function detectTranscriptFormat(text: string, fileName = ''): TranscriptFormat {
  const head = text.replace(/^[\s\uFEFF]+/, '').slice(0, 4000);
  if (head.startsWith('WEBVTT')) return 'vtt';
  if (head.startsWith('{') && /"events"\s{0,20}:/.test(head)) return 'json3';
  if (head.startsWith('<')) {
    if (/<timedtext[\s>]/.test(head)) return 'srv3';
    if (/<transcript[\s>]|<text[\s>]/.test(head)) return 'timedtext';
  }
  if (SRT_TIMING.test(head)) return 'srt';
  if (VTT_TIMING.test(head)) return 'vtt';
  const byName = BY_EXTENSION[extension(fileName)];
  if (byName) return byName;
  if (extension(fileName) === 'xml') return /<p[\s>]/.test(head) ? 'srv3' : 'timedtext';
  return 'plain';
}

/** A transcript in any of the formats as timed segments, with the format it was read as. */
export function parseTranscript(
  text: string,
  fileName = '',
): { format: TranscriptFormat; segments: TranscriptSegment[] } {
  const format = detectTranscriptFormat(text, fileName);
  return { format, segments: PARSERS[format](text) };
}
