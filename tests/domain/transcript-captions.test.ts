import { describe, expect, it } from 'vitest';
import { parseSrt, parseVtt } from '#domain/transcript/cues.ts';

const texts = (segments: { text: string }[]) => segments.map((segment) => segment.text);

describe('parseSrt', () => {
  it('reads numbered cues with their times, markup and position tags removed', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:04,200',
      '<i>Welcome back to</i> the lecture.',
      '',
      '2',
      '00:00:04,200 --> 00:00:07,850',
      '{\\an8}Today: <b>attention</b>,',
      '<font color="#ffff00">and why it scales</font>',
      '',
      '3',
      '01:02:03,500 --> 01:02:05,000 X1:100 X2:600 Y1:10 Y2:50',
      'Questions &amp; answers',
      '',
    ].join('\r\n');
    expect(parseSrt(`\uFEFF${srt}`)).toEqual([
      { start: 1, duration: 3.2, text: 'Welcome back to the lecture.' },
      { start: 4.2, duration: 3.65, text: 'Today: attention, and why it scales' },
      { start: 3723.5, duration: 1.5, text: 'Questions & answers' },
    ]);
  });

  it('splits cues a file forgot to separate by a blank line, without their numbers', () => {
    const srt = '1\n00:00:00,000 --> 00:00:02,000\nFirst line\n2\n00:00:02,000 --> 00:00:04,000\nSecond line\n';
    expect(texts(parseSrt(srt))).toEqual(['First line', 'Second line']);
  });

  it('treats a line of spaces as the blank line between cues and skips cues without text', () => {
    const srt =
      '1\n00:00:00,000 --> 00:00:02,000\nOne\n   \n2\n00:00:02,000 --> 00:00:03,000\n\n3\n00:00:03,000 --> 00:00:05,000\nThree\n';
    expect(texts(parseSrt(srt))).toEqual(['One', 'Three']);
  });

  it('keeps a literal "<" that opens no tag', () => {
    const srt = '1\n00:00:00,000 --> 00:00:02,000\nif a < b and b > c\n';
    expect(texts(parseSrt(srt))).toEqual(['if a < b and b > c']);
  });

  it('puts cues out of order back in time order', () => {
    const srt = '2\n00:00:05,000 --> 00:00:06,000\nLater\n\n1\n00:00:01,000 --> 00:00:02,000\nEarlier\n';
    expect(texts(parseSrt(srt))).toEqual(['Earlier', 'Later']);
  });

  it('finds nothing in text without timing lines', () => {
    expect(parseSrt('just some words\nand more')).toEqual([]);
    expect(parseSrt('')).toEqual([]);
  });
});

describe('parseVtt', () => {
  it('reads cues with identifiers and settings; skips the header, NOTE and STYLE blocks; strips voice and class tags', () => {
    const vtt = [
      'WEBVTT',
      'Kind: captions',
      'Language: en',
      '',
      'NOTE This file was made by hand',
      'and the note runs on two lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:01.000 --> 00:04.000 align:start position:10% line:90%',
      '<v Dr. Lee>So, welcome.</v>',
      '',
      '00:00:04.000 --> 00:00:06.500',
      '<c.yellow>Fish &amp; chips</c> &lt;3',
      '',
    ].join('\n');
    expect(parseVtt(vtt)).toEqual([
      { start: 1, duration: 3, text: 'So, welcome.' },
      { start: 4, duration: 2.5, text: 'Fish & chips <3' },
    ]);
  });

  it("merges YouTube's rolling automatic captions so each line appears once", () => {
    const vtt = [
      'WEBVTT',
      'Kind: captions',
      'Language: en',
      '',
      '00:00:00.320 --> 00:00:02.950 align:start position:0%',
      ' ',
      "so<00:00:00.560><c> today</c><00:00:00.880><c> we're</c><00:00:01.120><c> going</c><00:00:01.360><c> to</c>",
      '',
      '00:00:02.950 --> 00:00:02.960 align:start position:0%',
      "so today we're going to",
      ' ',
      '',
      '00:00:02.960 --> 00:00:05.270 align:start position:0%',
      "so today we're going to",
      'talk<00:00:03.280><c> about</c><00:00:03.600><c> attention</c>',
      '',
      '00:00:05.270 --> 00:00:05.280 align:start position:0%',
      'talk about attention',
      ' ',
      '',
      '00:00:05.280 --> 00:00:08.000 align:start position:0%',
      'talk about attention',
      'and<00:00:05.600><c> why</c><00:00:05.900><c> it</c><00:00:06.100><c> matters</c>',
      '',
    ].join('\n');
    expect(parseVtt(vtt)).toEqual([
      { start: 0.32, duration: 2.64, text: "so today we're going to" },
      { start: 2.96, duration: 2.32, text: 'talk about attention' },
      { start: 5.28, duration: 2.72, text: 'and why it matters' },
    ]);
  });

  it('keeps only the new words of a line that grows from one cue to the next', () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n\n00:01.000 --> 00:02.000\nhello world\n';
    expect(parseVtt(vtt)).toEqual([
      { start: 0, duration: 1, text: 'hello' },
      { start: 1, duration: 1, text: 'world' },
    ]);
  });

  it('lengthens a segment over repeats of the same text', () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nApplause\n\n00:01.000 --> 00:03.000\nApplause\n';
    expect(parseVtt(vtt)).toEqual([{ start: 0, duration: 3, text: 'Applause' }]);
  });

  it('ignores a timing line it cannot read', () => {
    const vtt = 'WEBVTT\n\n00:aa.000 --> 00:01.000\nlost\n\n00:02.000 --> 00:03.000\nkept\n';
    expect(texts(parseVtt(vtt))).toEqual(['kept']);
  });
});
