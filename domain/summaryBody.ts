/**
 * A saved summary's text is plain text or a JSON list of sections, sometimes wrapped in ``` or
 * ```json fences (SPEC.md section 3). This decides which, once for the dashboard's cards, their
 * Markdown copy and the server's export, so views only render.
 */
import type { components } from '#contract/schema.d.ts';
import { timestampToSeconds } from './timestamp.ts';

export type SummarySection = components['schemas']['SummarySection'];
export type BulletSource = components['schemas']['BulletSource'];

export type SummaryBody = { kind: 'sections'; sections: SummarySection[] } | { kind: 'text'; text: string };

const isString = (value: unknown): value is string => typeof value === 'string';

// Timestamps stay free text here: a malformed one still shows, it just gets no video link.
function isSection(value: unknown): value is SummarySection {
  if (typeof value !== 'object' || value === null) return false;
  const { timestamp, title, bullets } = value as Record<string, unknown>;
  return isString(timestamp) && isString(title) && Array.isArray(bullets) && bullets.every(isString);
}

const isSpan = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isSource(value: unknown): value is BulletSource {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end, quote } = value as Record<string, unknown>;
  return isSpan(start) && isSpan(end) && isString(quote);
}

/**
 * A section's sources, one per bullet (the summariser's, saved with the summary): kept only when
 * every one is readable and there is one per bullet, so a quote is never shown under the wrong bullet.
 */
function sourcesOf(value: unknown, bullets: string[]): BulletSource[] | undefined {
  if (!Array.isArray(value) || value.length !== bullets.length || !value.every(isSource)) return undefined;
  return value.map(({ start, end, quote }) => ({ start, end, quote }));
}

/** A non-empty list of sections; extra keys are dropped, sources kept (decision 226). */
function sectionsOf(value: unknown): SummarySection[] | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isSection)) return null;
  return value.map((section) => {
    const { timestamp, title, bullets } = section;
    const sources = sourcesOf((section as { sources?: unknown }).sources, bullets);
    return sources && bullets.length > 0 ? { timestamp, title, bullets, sources } : { timestamp, title, bullets };
  });
}

const FENCE = '```';

/**
 * The text between an opening ```lang and the closing ``` (both trimmed), or the trimmed text when
 * it is not fenced. Written out, not as one pattern: /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/
 * backtracked in cubic time on backticks and newlines (96 s on 4,000; issue 26.2).
 */
function unfence(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 2 * FENCE.length || !trimmed.startsWith(FENCE) || !trimmed.endsWith(FENCE)) return trimmed;
  let start = FENCE.length;
  while (start < trimmed.length && /[a-zA-Z]/.test(trimmed.charAt(start))) start++;
  return trimmed.slice(start, Math.max(start, trimmed.length - FENCE.length)).trim();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sections when the text is a valid non-empty section list (fenced or not); otherwise the text as given. */
export function parseSummaryBody(summary: string): SummaryBody {
  const sections = sectionsOf(parseJson(unfence(summary)));
  return sections ? { kind: 'sections', sections } : { kind: 'text', text: summary };
}

/** The YouTube watch link, starting at the timestamp when one is given and valid. */
/**
 * The YouTube video a summary can link to: only a video summary has one. An article's or a PDF's
 * video_id names no YouTube video, so a link built from it would lead nowhere.
 */
export const videoOf = (summary: { type: string; video_id: string }): string | null =>
  summary.type === 'video' ? summary.video_id : null;

export function videoLink(videoId: string, timestamp?: string): string {
  const base = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  const seconds = timestamp === undefined ? null : timestampToSeconds(timestamp);
  return seconds === null ? base : `${base}&t=${seconds}s`;
}

/** The video's small YouTube thumbnail (320x180); the site's CSP allows i.ytimg.com for it. */
export const videoThumbnail = (videoId: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/mqdefault.jpg`;

/**
 * How deep a text nests [ and { as a JSON parser reads it: brackets inside "strings" do not count
 * (a backslash escapes the next character). One pass, constant memory; the server refuses a
 * summary deeper than SUMMARY_MAX_NESTING before any database parses it (decision 215).
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if ((ch === 0x5d || ch === 0x7d) && depth > 0) depth--;
  }
  return deepest;
}
