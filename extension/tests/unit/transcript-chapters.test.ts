import { describe, expect, it } from 'vitest';
import { chaptersFromDescription } from '#extension/transcript/chapters.ts';

describe("chapters from the description, by YouTube's rule", () => {
  it('reads lines that start with a timestamp, whatever separates the title', () => {
    const description =
      'My talk.\n\n0:00 Intro\n(1:05) - The problem\n[12:30] – A fix: the details\n1:02:03 | Questions\nThanks!';
    expect(chaptersFromDescription(description, 4000)).toEqual([
      { start: 0, title: 'Intro' },
      { start: 65, title: 'The problem' },
      { start: 750, title: 'A fix: the details' },
      { start: 3723, title: 'Questions' },
    ]);
  });

  it('makes none unless the first is 0:00, there are three, each at least ten seconds long', () => {
    expect(chaptersFromDescription('0:05 Late start\n1:00 Two\n2:00 Three', 300)).toEqual([]);
    expect(chaptersFromDescription('0:00 One\n1:00 Two', 300)).toEqual([]);
    expect(chaptersFromDescription('0:00 One\n0:05 Too soon\n2:00 Three', 300)).toEqual([]);
    expect(chaptersFromDescription('0:00 One\n2:00 Back\n1:00 In time', 300)).toEqual([]);
    expect(chaptersFromDescription('0:00 One\n1:00 Two\n4:55 Five seconds before the end', 300)).toEqual([]);
    expect(chaptersFromDescription('', 300)).toEqual([]);
  });

  it('stops at the end of the video', () => {
    expect(
      chaptersFromDescription('0:00 One\n1:00 Two\n2:00 Three\n9:00 Past the end', 300).map((c) => c.title),
    ).toEqual(['One', 'Two', 'Three']);
  });
});
