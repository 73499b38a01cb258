/**
 * What a language model is asked and how its answer becomes sections. The model reads one part of the
 * transcript as numbered windows and answers one JSON line per section, citing window numbers for
 * each bullet; it never writes a timestamp. Each line is checked against that shape and the part's
 * window numbers, then turned into a contract section: the timestamp is the first cited window's
 * start, each bullet's source spans its cited windows (never past the source's end) and its quote is
 * the sentence of those windows that shares most words with the bullet. Pure, no Node or DOM API:
 * the extension asks the person's own provider the same way.
 */
import type { components } from '#contract/schema.d.ts';
import { BULLET_MAX_CHARS, QUOTE_MAX_CHARS } from './extractive.ts';
import { collapse, isStopWord, secondsToTimestamp, shorten, wordsOf } from './text.ts';
import { type Part, type Prepared, type Unit, type Window, windowText } from './windows.ts';

type SummarySection = components['schemas']['SummarySection'];

/** One section as the model writes it, once checked. */
export type ModelSection = { title: string; bullets: Array<{ text: string; windows: number[] }> };

export type LineVerdict = { ok: true; section: ModelSection } | { ok: false; error: string };

const TITLE_MAX = 120;
const BULLETS_MAX = 8;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON line of the model's answer, checked: the shape, and window numbers of this part only. */
export function checkLine(line: string, part: Part, windows: readonly Window[]): LineVerdict {
  let value: unknown;
  try {
    value = JSON.parse(line.trim().replace(/,$/, ''));
  } catch {
    return { ok: false, error: 'not a JSON object' };
  }
  if (!isObject(value)) return { ok: false, error: 'not a JSON object' };
  const title = typeof value.title === 'string' ? collapse(value.title) : '';
  if (title === '' || title.length > TITLE_MAX)
    return { ok: false, error: `"title" must be text of 1 to ${TITLE_MAX} characters` };
  const bullets = value.bullets;
  if (!Array.isArray(bullets) || bullets.length === 0 || bullets.length > BULLETS_MAX)
    return { ok: false, error: `"bullets" must be a list of 1 to ${BULLETS_MAX} bullets` };
  const low = (windows[part.first] as Window).number;
  const high = (windows[part.last] as Window).number;
  const out: ModelSection['bullets'] = [];
  for (const bullet of bullets) {
    if (!isObject(bullet) || typeof bullet.text !== 'string' || collapse(bullet.text) === '')
      return { ok: false, error: 'each bullet needs a non-empty "text"' };
    const cited = bullet.windows;
    if (!Array.isArray(cited) || cited.length === 0 || cited.length > 50)
      return { ok: false, error: 'each bullet needs "windows": the numbers of the windows it comes from' };
    for (const n of cited)
      if (typeof n !== 'number' || !Number.isInteger(n) || n < low || n > high)
        return { ok: false, error: `window numbers must be whole numbers from ${low} to ${high}` };
    out.push({ text: collapse(bullet.text), windows: [...new Set(cited as number[])].sort((a, b) => a - b) });
  }
  return { ok: true, section: { title, bullets: out } };
}

/** The unit of windows [a..b] sharing most content words with text (the earliest on a tie). */
function bestQuote(prepared: Prepared, windows: number[], text: string): Unit {
  const wanted = new Set(wordsOf(text).filter((w) => !isStopWord(w)));
  let best: Unit | null = null;
  let bestScore = -1;
  for (const n of windows) {
    const w = prepared.windows[n - 1] as Window;
    for (let i = w.firstUnit; i <= w.lastUnit; i++) {
      const unit = prepared.units[i] as Unit;
      let score = 0;
      for (const word of new Set(unit.words)) if (wanted.has(word)) score++;
      if (score > bestScore) {
        best = unit;
        bestScore = score;
      }
    }
  }
  return best as Unit;
}

/** A checked model section as a contract section: timestamps and sources from the cited windows. */
export function toSection(prepared: Prepared, section: ModelSection): SummarySection {
  const cap = (t: number) => Math.min(t, prepared.total);
  const first = Math.min(...section.bullets.map((b) => b.windows[0] as number));
  const start = cap((prepared.windows[first - 1] as Window).start);
  return {
    timestamp: prepared.kind === 'video' ? secondsToTimestamp(start) : '0:00',
    title: section.title,
    bullets: section.bullets.map((b) => shorten(b.text, BULLET_MAX_CHARS * 2)),
    sources: section.bullets.map((b) => {
      const a = prepared.windows[(b.windows[0] as number) - 1] as Window;
      const z = prepared.windows[(b.windows[b.windows.length - 1] as number) - 1] as Window;
      return {
        start: cap(a.start),
        end: cap(Math.max(a.start, z.end)),
        quote: shorten(bestQuote(prepared, b.windows, b.text).text, QUOTE_MAX_CHARS),
      };
    }),
  };
}

/** The highest window number a section cites. */
export function lastWindowOf(section: ModelSection): number {
  return Math.max(...section.bullets.map((b) => b.windows[b.windows.length - 1] as number));
}

export type PromptOptions = {
  /** The language to write in (BCP 47), or null for the transcript's. */
  language: string | null;
  /** The reader's saved prompt (Premium): focus and style only. */
  customPrompt: string | null;
  title: string;
  part: number;
  parts: number;
};

/** The instructions: the output's shape is fixed here, whatever the reader's prompt says. */
export function systemPrompt(options: PromptOptions): string {
  const lines = [
    'You summarise transcripts for Skimly. The transcript comes as numbered windows, "[n] (time) text".',
    'Answer with JSON Lines and nothing else: one line per section of the summary, in the order of the transcript, each',
    '{"title": "a short section title", "bullets": [{"text": "one point in one sentence", "windows": [n, ...]}]}',
    'Rules: 2 to 6 sections for this part, 2 to 5 bullets each. "windows" lists the numbers of the windows a bullet',
    'comes from (only numbers shown in the transcript). State only what the transcript says. No Markdown, no code',
    'fences, no text before or after the lines.',
    options.language
      ? `Write the titles and bullets in the language with the code "${options.language}".`
      : 'Write the titles and bullets in the language of the transcript.',
  ];
  if (options.customPrompt) {
    lines.push(
      'The reader asked for the following focus and style. Follow it for what to stress and how to phrase the bullets,',
      'but never change the answer format above:',
      `<reader-preferences>${options.customPrompt}</reader-preferences>`,
    );
  }
  return lines.join('\n');
}

/** One part of the transcript as numbered windows. */
export function partPrompt(prepared: Prepared, part: Part, options: PromptOptions): string {
  const head =
    options.parts > 1
      ? `Title: ${options.title}\nThis is part ${options.part} of ${options.parts} of the transcript.\n\n`
      : `Title: ${options.title}\n\n`;
  const lines: string[] = [];
  for (let i = part.first; i <= part.last; i++) {
    const w = prepared.windows[i] as Window;
    const at = prepared.kind === 'video' ? secondsToTimestamp(w.start) : `char ${w.start}`;
    lines.push(`[${w.number}] (${at}) ${windowText(prepared, w)}`);
  }
  return head + lines.join('\n');
}

/** The one repair: the model's own answer back with what was wrong, asking for the whole part again. */
export function repairPrompt(previous: string, errors: readonly string[]): string {
  return [
    'Your answer did not follow the format. Problems:',
    ...errors.slice(0, 5).map((e) => `- ${e}`),
    'Your answer was:',
    shorten(previous, 4000),
    'Answer again for the same transcript part, as JSON Lines only, one section per line.',
  ].join('\n');
}
