/**
 * SubRip (`.srt`) and WebVTT (`.vtt`) files: blocks of a timing line (`00:01:02,500 --> 00:01:05,000`, in
 * WebVTT `00:01.000 --> 00:04.000 align:start position:0%`) and text lines, separated by blank lines.
 */
import {
  type Cue,
  type TranscriptSegment,
  collapseSpace,
  cuesToSegments,
  decodeEntities,
  stripTags,
} from './segment.ts';

const CLOCK = /^(?:(\d{1,5}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

/** `h:mm:ss.mmm`, `mm:ss.mmm` (WebVTT) or `hh:mm:ss,mmm` (SubRip) in seconds; null for anything else. */
function clockSeconds(text: string): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + (fraction ? Number(`0.${fraction}`) : 0);
}

/** The span of a timing line, or null when the line is not one. Cue settings after the end time are ignored. */
function timing(line: string): { start: number; end: number } | null {
  const arrow = line.indexOf('-->');
  if (arrow < 0) return null;
  const start = clockSeconds(line.slice(0, arrow).trim());
  const rest = line.slice(arrow + 3).trimStart();
  const space = rest.search(/\s/);
  const end = clockSeconds(space < 0 ? rest : rest.slice(0, space));
  return start === null || end === null ? null : { start, end };
}

const WEBVTT_BLOCKS = /^(?:NOTE|STYLE|REGION)(?:\s|$)/;
const INDEX = /^\s*\d{1,9}\s*$/;

/**
 * The cues of a file. A cue runs from its timing line to the next blank line (SubRip: a line of spaces
 * counts as blank; WebVTT: only an empty one, as its parser says). A SubRip file that forgot a blank line
 * still splits at the next timing line, without the number before it.
 */
function readCues(text: string, format: 'srt' | 'vtt'): Cue[] {
  const cues: Cue[] = [];
  let cue: Cue | null = null;
  let skipping = false;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const blank = format === 'srt' ? line.trim() === '' : line === '';
    if (blank) {
      cue = null;
      skipping = false;
      continue;
    }
    if (skipping) continue;
    const span = line.includes('-->') ? timing(line) : null;
    if (span) {
      if (cue && INDEX.test(cue.lines.at(-1) ?? '')) cue.lines.pop();
      cue = { ...span, lines: [] };
      cues.push(cue);
    } else if (cue) {
      cue.lines.push(line);
    } else if (format === 'vtt' && WEBVTT_BLOCKS.test(line)) {
      skipping = true;
    }
  }
  return cues;
}

/** SubRip's `{\an8}` position overrides (ASS tags that some files carry), removed like markup. */
const ASS_TAGS = /\{\\[^{}\n]{0,200}\}/g;

const cleanLine = (line: string) => collapseSpace(decodeEntities(stripTags(line.replace(ASS_TAGS, ''))));

const cueText = (cues: Cue[]): Cue[] => cues.map((cue) => ({ ...cue, lines: cue.lines.map(cleanLine) }));

/** A SubRip file's segments: markup and position tags removed, repeated rolling lines merged. */
export const parseSrt = (text: string): TranscriptSegment[] => cuesToSegments(cueText(readCues(text, 'srt')));

/**
 * A WebVTT file's segments: cue settings, NOTE/STYLE/REGION blocks, voice, class and karaoke timing tags
 * removed, entities decoded, and YouTube's rolling automatic captions merged so each line appears once.
 */
export const parseVtt = (text: string): TranscriptSegment[] => cuesToSegments(cueText(readCues(text, 'vtt')));
