import { describe, expect, it } from 'vitest';
import { parseChapters } from '#domain/transcript/chapters.ts';
import { summarySource } from '#domain/transcript/source.ts';

describe('chapters pasted from a video description', () => {
  it('reads "time title" lines with any usual separator, in time order', () => {
    const text = ['1:02:03 | Questions', '0:00 Intro', '', '  12:05 - Training  ', '30:00 — Results\r'].join('\n');
    expect(parseChapters(text)).toEqual({
      ok: true,
      chapters: [
        { start: 0, title: 'Intro' },
        { start: 725, title: 'Training' },
        { start: 1800, title: 'Results' },
        { start: 3723, title: 'Questions' },
      ],
    });
  });

  it('reads nothing as no chapters', () => {
    expect(parseChapters('')).toEqual({ ok: true, chapters: [] });
    expect(parseChapters('\n  \n')).toEqual({ ok: true, chapters: [] });
  });

  it.each([
    ['a title without a time', '0:00 Intro\nTraining', 2],
    ['a time without a title', '0:00 Intro\n\n12:05 -', 3],
    ['a time that is not one', '0:61 Intro', 1],
    ['seconds alone', '45 Intro', 1],
  ])('names the first line to fix: %s', (_name, text, line) => {
    expect(parseChapters(text)).toEqual({ ok: false, problem: 'not_a_chapter', line });
  });

  it('refuses more chapters than the contract takes', () => {
    const text = Array.from(
      { length: 1001 },
      (_, i) => `${Math.floor(i / 60)}:${String(i % 60).padStart(2, '0')}:00 Part ${i}`,
    ).join('\n');
    expect(parseChapters(text)).toEqual({ ok: false, problem: 'too_many' });
  });

  it('cuts a title to the contract’s 300 characters', () => {
    const reading = parseChapters(`0:00 ${'a'.repeat(400)}`);
    expect(reading.ok && reading.chapters[0]?.title.length).toBe(300);
  });

  it('goes with a video’s transcript, without the chapters past its end; a document has none', () => {
    const given = {
      text: '0:00 Hello there\n1:00 Goodbye now',
      fileName: null,
      title: 'T',
      transcript: {
        format: 'plain' as const,
        segments: [
          { start: 0, duration: 60, text: 'Hello there' },
          { start: 60, duration: 5, text: 'Goodbye now' },
        ],
      },
      chapters: [
        { start: 0, title: 'Start' },
        { start: 60, title: 'End' },
        { start: 600, title: 'Past the end' },
      ],
      fallbackTitle: 'Untitled',
    };
    const video = summarySource({ ...given, videoLink: 'https://youtu.be/aircAruvnKk' });
    expect(video.kind === 'video' && video.chapters).toEqual([
      { start: 0, title: 'Start' },
      { start: 60, title: 'End' },
    ]);
    expect(summarySource({ ...given, videoLink: '' })).not.toHaveProperty('chapters');
  });
});
