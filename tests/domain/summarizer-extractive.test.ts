/**
 * The extractive summariser on transcripts shaped like real ones (tests/fixtures/transcripts, written
 * by scripts/make-transcript-fixtures.ts): golden files hold each summary (UPDATE_GOLDEN=1 rewrites
 * them after a deliberate change), and what a reader relies on holds for every fixture: timestamps in
 * order and never past the video's end, one source per bullet inside the video, the quote the
 * transcript's own words, the same summary every time. Hostile input ends with a summary too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.d.ts';
import { extractiveSummary } from '#domain/summarizer/extractive.ts';
import { secondsToTimestamp } from '#domain/summarizer/text.ts';
import { partsOf, prepareSource, type SummarizerSource } from '#domain/summarizer/windows.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';

type VideoTranscript = components['schemas']['VideoTranscript'];

const DIR = 'tests/fixtures/transcripts';
const NAMES = ['lecture', 'podcast', 'interview', 'news', 'stream'] as const;
const load = (name: string): VideoTranscript => JSON.parse(readFileSync(`${DIR}/${name}.json`, 'utf8'));
const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe.each(NAMES)('the extractive summary of the %s fixture', (name) => {
  const source = load(name);
  const sections = extractiveSummary(prepareSource(source));

  it('matches its golden file', () => {
    const golden = `${DIR}/${name}.summary.json`;
    const text = `${JSON.stringify(sections, null, 1)}\n`;
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(golden)) writeFileSync(golden, text);
    expect(text).toBe(readFileSync(golden, 'utf8'));
  });

  it('has sections in time order, none past the end, each bullet with its source inside the video', () => {
    expect(sections.length).toBeGreaterThan(0);
    let previous = -1;
    const transcript = squash(source.segments.map((s) => s.text).join(' '));
    for (const section of sections) {
      const at = timestampToSeconds(section.timestamp);
      expect(at).not.toBeNull();
      expect(at as number).toBeGreaterThanOrEqual(previous);
      expect(at as number).toBeLessThanOrEqual(source.duration_seconds);
      previous = at as number;
      expect(section.title).not.toBe('');
      expect(section.bullets.length).toBeGreaterThan(0);
      expect(section.sources).toHaveLength(section.bullets.length);
      for (const src of section.sources ?? []) {
        expect(src.start).toBeGreaterThanOrEqual(at as number);
        expect(src.end).toBeGreaterThanOrEqual(src.start);
        expect(src.end).toBeLessThanOrEqual(source.duration_seconds);
        expect(transcript).toContain(squash(src.quote.replace(/…$/, '')));
      }
    }
  });

  it('is the same summary every time', () => {
    expect(extractiveSummary(prepareSource(load(name)))).toEqual(sections);
  });
});

describe('chapters and parts', () => {
  it('the lecture follows its chapters: one section per chapter, titled and timed by it', () => {
    const lecture = load('lecture');
    const sections = extractiveSummary(prepareSource(lecture));
    expect(sections.map((s) => s.title)).toEqual(lecture.chapters?.map((c) => c.title));
    expect(sections.map((s) => s.timestamp)).toEqual(lecture.chapters?.map((c) => secondsToTimestamp(c.start)));
  });

  it('splits the three-hour stream into parts of windows that cover it once, in order', () => {
    const prepared = prepareSource(load('stream'));
    const parts = partsOf(prepared, 24_000);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts[0]?.first).toBe(0);
    expect(parts.at(-1)?.last).toBe(prepared.windows.length - 1);
    for (let i = 1; i < parts.length; i++) expect(parts[i]?.first).toBe((parts[i - 1]?.last ?? 0) + 1);
    for (const part of parts) expect(part.chars).toBeLessThanOrEqual(24_000);
    expect(prepared.windows.map((w) => w.number)).toEqual(prepared.windows.map((_, i) => i + 1));
  });

  it('closes a part on a chapter edge when one lies in its second half', () => {
    const prepared = prepareSource(load('lecture'));
    const parts = partsOf(prepared, 16_000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts.slice(1)) expect(prepared.windows[part.first]?.opensChapter).toBe(true);
  });
});

describe('hostile and odd input', () => {
  const video = (segments: VideoTranscript['segments'], duration = 0): SummarizerSource => ({
    kind: 'video',
    video_id: 'abcdefghijk',
    title: 'T',
    duration_seconds: duration,
    segments,
  });

  it('one enormous line without punctuation or spaces still yields bounded bullets', () => {
    const sections = extractiveSummary(prepareSource(video([{ start: 0, duration: 10, text: 'a'.repeat(200_000) }])));
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) for (const b of s.bullets) expect(b.length).toBeLessThanOrEqual(240);
  });

  it('a flood of sentence ends and repeated words ends with a summary', () => {
    const text = '. '.repeat(50_000) + 'word '.repeat(50_000);
    const sections = extractiveSummary(prepareSource({ kind: 'document', title: 'D', text }));
    expect(sections.length).toBeGreaterThan(0);
  });

  it('never puts a timestamp past the video even when segments run past its end, out of order', () => {
    const segments = [
      { start: 500, duration: 10, text: 'The late part talks about rockets and fuel.' },
      { start: 0, duration: 5, text: 'The start talks about engines and pistons.' },
      { start: 90, duration: 5, text: 'The middle talks about wheels and brakes.' },
    ];
    const sections = extractiveSummary(prepareSource(video(segments, 120)));
    for (const s of sections) {
      expect(timestampToSeconds(s.timestamp) as number).toBeLessThanOrEqual(120);
      for (const src of s.sources ?? []) expect(src.end).toBeLessThanOrEqual(120);
    }
  });

  it('a transcript of noise tags and blanks has nothing to summarise', () => {
    const prepared = prepareSource(
      video([
        { start: 0, duration: 3, text: '[Music]' },
        { start: 3, duration: 3, text: '  ' },
      ]),
    );
    expect(prepared.units).toEqual([]);
    expect(extractiveSummary(prepared)).toEqual([]);
  });

  it('a document keeps character spans that point at its own text', () => {
    const text = 'Cats sleep a lot.\n\nDogs bark at the mail carrier every morning. They also fetch sticks.';
    const prepared = prepareSource({ kind: 'document', title: 'Pets', text });
    const [section] = extractiveSummary(prepared);
    for (const src of section?.sources ?? []) expect(text.slice(src.start, src.end)).toContain(src.quote.slice(0, 10));
    expect(section?.timestamp).toBe('0:00');
  });
});
