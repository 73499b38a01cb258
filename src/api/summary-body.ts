/**
 * A saved summary's text is plain text or a JSON list of sections, sometimes wrapped in ``` or
 * ```json fences (SPEC.md section 3). This decides which, at the boundary, so views only render.
 */
import { z } from './zod.ts';
import type { components } from './schema';

export type SummarySection = components['schemas']['SummarySection'];

export type SummaryBody = { kind: 'sections'; sections: SummarySection[] } | { kind: 'text'; text: string };

// Timestamps stay free text here: a malformed one still shows, it just gets no video link.
const sectionsSchema = z
  .array(z.object({ timestamp: z.string(), title: z.string(), bullets: z.array(z.string()) }))
  .check(z.minLength(1)) satisfies z.ZodMiniType<SummarySection[]>;

const FENCED = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/;

function unfence(text: string): string {
  const trimmed = text.trim();
  return FENCED.exec(trimmed)?.[1]?.trim() ?? trimmed;
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
  const parsed = sectionsSchema.safeParse(parseJson(unfence(summary)));
  return parsed.success ? { kind: 'sections', sections: parsed.data } : { kind: 'text', text: summary };
}

const TIMESTAMP = /^(?:(\d+):)?(\d{1,3}):(\d{2})$/;

/** "m:ss" or "h:mm:ss" to seconds; null for anything else (including seconds or minutes over 59 after hours). */
export function timestampToSeconds(timestamp: string): number | null {
  const match = TIMESTAMP.exec(timestamp.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const hours = h === undefined ? 0 : Number(h);
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds > 59 || (h !== undefined && minutes > 59)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** The YouTube watch link, starting at the timestamp when one is given and valid. */
export function videoLink(videoId: string, timestamp?: string): string {
  const base = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  const seconds = timestamp === undefined ? null : timestampToSeconds(timestamp);
  return seconds === null ? base : `${base}&t=${seconds}s`;
}
