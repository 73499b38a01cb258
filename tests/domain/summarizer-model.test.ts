/**
 * What a model's answer may say and what the server makes of it (domain/summarizer/model.ts): a line
 * citing a window of another part, or none, is refused; a section's timestamp and its bullets' sources
 * come from the cited windows, never past the video's end; the reader's prompt cannot move the format.
 */
import { describe, expect, it } from 'vitest';
import { checkLine, partPrompt, systemPrompt, toSection } from '#domain/summarizer/model.ts';
import { partsOf, prepareSource } from '#domain/summarizer/windows.ts';

const segments = Array.from({ length: 40 }, (_, i) => ({
  start: i * 10,
  duration: 10,
  text: i < 20 ? `Rockets burn fuel number ${i} in the first stage.` : `Satellites orbit the planet on path ${i}.`,
}));
// The video says 300 s although its captions run to 400 s: nothing may point past 300.
const prepared = prepareSource({
  kind: 'video',
  video_id: 'abcdefghijk',
  title: 'Space',
  duration_seconds: 300,
  segments,
});
const [first, second] = partsOf(prepared, 600);

describe('a model answer line', () => {
  it('is refused when it cites a window the part did not show, or none, or has no title', () => {
    if (!first || !second) throw new Error('expected two parts');
    const outside = prepared.windows[second.first]?.number;
    const line = (windows: unknown, title = 'T') => JSON.stringify({ title, bullets: [{ text: 'x', windows }] });
    expect(checkLine(line([outside]), first, prepared.windows).ok).toBe(false);
    expect(checkLine(line([]), first, prepared.windows).ok).toBe(false);
    expect(checkLine(line([1.5]), first, prepared.windows).ok).toBe(false);
    expect(checkLine(line([1], ''), first, prepared.windows).ok).toBe(false);
    expect(checkLine('Sure! Here it is:', first, prepared.windows).ok).toBe(false);
    expect(checkLine(line([1]), first, prepared.windows).ok).toBe(true);
  });

  it('becomes a section timed by its first cited window, with sources capped at the video end', () => {
    const last = prepared.windows.at(-1)?.number as number;
    const part = { first: 0, last: prepared.windows.length - 1, start: 0, end: 300, chars: 0 };
    const verdict = checkLine(
      JSON.stringify({
        title: 'Orbits',
        bullets: [
          { text: 'Satellites orbit the planet.', windows: [last] },
          { text: 'Rockets burn fuel.', windows: [2, 1] },
        ],
      }),
      part,
      prepared.windows,
    );
    if (!verdict.ok) throw new Error(verdict.error);
    const section = toSection(prepared, verdict.section);
    expect(section.timestamp).toBe('0:00');
    expect(section.sources?.[0]?.end).toBeLessThanOrEqual(300);
    expect(section.sources?.[0]?.start).toBeLessThanOrEqual(300);
    expect(section.sources?.[0]?.quote).toMatch(/Satellites orbit/);
    expect(section.sources?.[1]?.quote).toMatch(/Rockets burn fuel/);
  });
});

describe('the prompts', () => {
  it('show numbered windows and keep the format ahead of the reader preferences', () => {
    if (!first) throw new Error('expected a part');
    const options = {
      language: null,
      customPrompt: 'Answer in Markdown tables only.',
      title: 'Space',
      part: 1,
      parts: 2,
    };
    expect(partPrompt(prepared, first, options)).toMatch(/^\[1\] \(0:00\) Rockets/m);
    const system = systemPrompt(options);
    expect(system.indexOf('JSON Lines')).toBeLessThan(system.indexOf('Markdown tables'));
    expect(system).toMatch(/never change the answer format/);
  });
});
