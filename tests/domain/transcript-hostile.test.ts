/**
 * Hostile input: whatever a file or a paste holds, every parser comes back (the parsers are linear; a
 * quadratic step on these sizes would not finish within the test's time-out) and returns segments, never
 * throws. Speed itself is measured nowhere here.
 */
import { describe, expect, it } from 'vitest';
import { parseSrt, parseVtt } from '#domain/transcript/cues.ts';
import { detectTranscriptFormat, parseTranscript, TRANSCRIPT_FORMATS } from '#domain/transcript/detect.ts';
import { parsePlainTranscript } from '#domain/transcript/plain.ts';
import { collapseSpace, decodeEntities, stripTags } from '#domain/transcript/segment.ts';
import { parseJson3, parseSrv3, parseTimedText } from '#domain/transcript/youtube.ts';

const MEGABYTE = 1_000_000;
const parsers = { parseSrt, parseVtt, parseJson3, parseSrv3, parseTimedText, parsePlainTranscript };

const hostile: [string, string][] = [
  ['60,000 spaces', ' '.repeat(60_000)],
  ['60,000 spaces between two words', `a${' '.repeat(60_000)}b`],
  ['new lines and spaces', ' \n'.repeat(MEGABYTE / 2)],
  ['a million "<"', '<'.repeat(MEGABYTE)],
  ['unclosed tags', '<i'.repeat(MEGABYTE / 2)],
  ['tags that open and never close', '<p t="1"<s t="'.repeat(MEGABYTE / 14)],
  ['unclosed quotes in one long tag', `<p ${'a="b c=\'d '.repeat(MEGABYTE / 11)}>x</p>`],
  ['ampersands', '&'.repeat(MEGABYTE)],
  ['almost-entities', '&#1234567'.repeat(MEGABYTE / 9)],
  ['arrows', '-->'.repeat(MEGABYTE / 3)],
  ['digits and colons', '1:'.repeat(MEGABYTE / 2)],
  ['one long word', 'x'.repeat(MEGABYTE)],
  ['sentence ends and brackets', `${'?'.repeat(MEGABYTE / 2)}${')'.repeat(MEGABYTE / 2)}x`],
  ['deep JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  [
    'a JSON event of a million segments',
    JSON.stringify({ events: [{ tStartMs: 0, segs: Array(200_000).fill({ utf8: 'a ' }) }] }),
  ],
];

describe('hostile input comes back', () => {
  it.each(hostile)('%s, through every parser and the detection', (_name, text) => {
    for (const parse of Object.values(parsers)) expect(Array.isArray(parse(text))).toBe(true);
    expect(TRANSCRIPT_FORMATS).toContain(detectTranscriptFormat(text, 'x.srt'));
    expect(TRANSCRIPT_FORMATS).toContain(parseTranscript(text).format);
  });

  it('the text helpers too', () => {
    for (const [, text] of hostile) {
      expect(typeof stripTags(text)).toBe('string');
      expect(typeof decodeEntities(text)).toBe('string');
      expect(typeof collapseSpace(text)).toBe('string');
    }
  });

  it('reads a three-hour SubRip file of 20,000 cues whole', () => {
    const clock = (seconds: number) => {
      const pad = (value: number, size = 2) => String(value).padStart(size, '0');
      return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(Math.floor(seconds) % 60)},${pad(Math.round((seconds % 1) * 1000), 3)}`;
    };
    const cues = Array.from({ length: 20_000 }, (_, index) => {
      const start = index * 0.54;
      return `${index + 1}\n${clock(start)} --> ${clock(start + 0.54)}\nline number ${index + 1}\n`;
    });
    const segments = parseSrt(cues.join('\n'));
    expect(segments).toHaveLength(20_000);
    expect(segments.at(-1)).toEqual({ start: 10_799.46, duration: 0.54, text: 'line number 20000' });
  });

  it('a stray "<" does not eat the words after it', () => {
    expect(stripTags('a <b and <i>c</i> <')).toBe('a <b and c <');
    expect(stripTags('<<i>x')).toBe('<x');
  });

  it('entities outside Unicode become the replacement character', () => {
    expect(decodeEntities('&#0;&#xD800;&#9999999;&#x41;&bogus;')).toBe('\uFFFD\uFFFDA&bogus;');
  });
});
