import { describe, expect, it } from 'vitest';
import { detectTranscriptFormat, parseTranscript } from '#domain/transcript/detect.ts';
import { parsePlainTranscript } from '#domain/transcript/plain.ts';
import { youtubeVideoId } from '#domain/transcript/videoId.ts';

describe('parsePlainTranscript with timestamps', () => {
  it('reads the timestamp styles people paste; each line runs to the next', () => {
    const pasted = [
      'Intro music, then:',
      '0:00 Welcome to the show.',
      '[0:12] Our guest today is a marine biologist.',
      '(1:05) - She studies octopuses',
      'and how they learn.',
      '1:02:03 | Thanks for listening.',
    ].join('\n');
    expect(parsePlainTranscript(pasted)).toEqual([
      { start: 0, duration: 1.2, text: 'Intro music, then:' },
      { start: 0, duration: 12, text: 'Welcome to the show.' },
      { start: 12, duration: 53, text: 'Our guest today is a marine biologist.' },
      { start: 65, duration: 3658, text: 'She studies octopuses and how they learn.' },
      { start: 3723, duration: 1.2, text: 'Thanks for listening.' },
    ]);
  });

  it("reads YouTube's transcript panel copy: the timestamp on a line of its own", () => {
    const copied = '0:00\nhello everyone\n0:04\nwelcome back to the channel\n\n0:09\ntoday we cook rice\n';
    expect(parsePlainTranscript(copied)).toEqual([
      { start: 0, duration: 4, text: 'hello everyone' },
      { start: 4, duration: 5, text: 'welcome back to the channel' },
      { start: 9, duration: 1.6, text: 'today we cook rice' },
    ]);
  });

  it('does not take one time of day in prose for a timed transcript', () => {
    const prose = '10:30 was when the meeting began.\nIt ran long.';
    expect(parsePlainTranscript(prose)).toEqual([
      { start: 0, duration: 3.6, text: '10:30 was when the meeting began. It ran long.' },
    ]);
  });

  it('does not read an impossible time as a timestamp', () => {
    expect(parsePlainTranscript('0:75 not a time\n1:99 nor this')[0]?.start).toBe(0);
  });
});

describe('parsePlainTranscript without timestamps', () => {
  it('estimates times from the words at 150 a minute, cutting at sentence ends and paragraphs', () => {
    const sentence = 'One two three four five six seven eight nine ten eleven twelve.';
    const text = `${sentence} ${sentence}\n\nA short paragraph.`;
    expect(parsePlainTranscript(text)).toEqual([
      { start: 0, duration: 4.8, text: sentence },
      { start: 4.8, duration: 4.8, text: sentence },
      { start: 9.6, duration: 1.2, text: 'A short paragraph.' },
    ]);
  });

  it('cuts a run-on text without full stops every 40 words', () => {
    const words = Array.from({ length: 100 }, (_, index) => `w${index}`).join(' ');
    expect(parsePlainTranscript(words).map((segment) => segment.text.split(' ').length)).toEqual([40, 40, 20]);
  });

  it('finds nothing in white space', () => {
    expect(parsePlainTranscript(' \n\t\n ')).toEqual([]);
  });
});

describe('detectTranscriptFormat', () => {
  it.each([
    ['WEBVTT\n\n00:01.000 --> 00:02.000\nhi', '', 'vtt'],
    ['\uFEFF\n  WEBVTT', 'notes.txt', 'vtt'],
    ['1\n00:00:01,000 --> 00:00:02,000\nhi', '', 'srt'],
    ['00:01.000 --> 00:02.000\nhi', '', 'vtt'],
    ['{"wireMagic":"pb3","events":[]}', '', 'json3'],
    ['<?xml version="1.0"?><timedtext format="3"><body></body></timedtext>', '', 'srv3'],
    ['<?xml version="1.0"?><transcript><text start="0" dur="1">hi</text></transcript>', '', 'timedtext'],
    ['garbage', 'talk.srt', 'srt'],
    ['garbage', 'talk.VTT', 'vtt'],
    ['{}', 'talk.en.json3', 'json3'],
    ['<p t="0">hi</p>', 'talk.xml', 'srv3'],
    ['0:00 hello\n0:05 there', 'talk.txt', 'plain'],
    ['Just an essay.', '', 'plain'],
  ])('%j named %j is %s', (text, name, format) => {
    expect(detectTranscriptFormat(text, name)).toBe(format);
  });

  it('reads a file in the format it detects', () => {
    const result = parseTranscript('1\n00:00:01,000 --> 00:00:02,000\nhi there\n', 'Pasted');
    expect(result).toEqual({ format: 'srt', segments: [{ start: 1, duration: 1, text: 'hi there' }] });
  });
});

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['Never Gonna Give You Up [dQw4w9WgXcQ].en.vtt', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=tooShort', null],
    ['https://example.com/', null],
    ['', null],
  ])('%s → %s', (text, id) => {
    expect(youtubeVideoId(text)).toBe(id);
  });
});
