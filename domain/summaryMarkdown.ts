/**
 * A summary as Markdown (DECISIONS.md "The customer's data"): the card's "Copy as Markdown" and
 * ".md" download and every file of the export are this one text, so a copied summary and an
 * exported one never differ. Title, video link, date, then the sections with their timestamp links
 * (or the plain text as saved).
 */
import type { components } from '#contract/schema.d.ts';
import { EXPORT_FILE_PREFIX } from './constants.ts';
import { messages } from './messages.ts';
import { type BulletSource, parseSummaryBody, type SummarySection, videoLink, videoOf } from './summaryBody.ts';
import { clockOf } from './transcript/source.ts';
import { timestampToSeconds } from './timestamp.ts';

type Summary = components['schemas']['Summary'];

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of an instant in a time zone (the en-CA locale writes dates that way). */
export function dayOf(instant: string | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

const SLUG_MAX = 60;

/** A title as a file-name part: lowercase letters and digits of any script joined by '-', at most 60 long. */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const slug = [...words.join('-')].slice(0, SLUG_MAX).join('').replace(/-+$/, '');
  return slug || 'summary';
}

/** `YYYY-MM-DD-title-slug.md`; `copy` > 1 tells apart two summaries of one day and title (`-2.md`). */
export function markdownFileName(summary: Pick<Summary, 'title' | 'created_at'>, timeZone: string, copy = 1): string {
  const base = `${dayOf(summary.created_at, timeZone)}-${slugOf(summary.title)}`;
  return copy > 1 ? `${base}-${copy}.md` : `${base}.md`;
}

/** The export's archive name: `skimly-export-YYYY-MM-DD.zip`. */
export function exportFileName(now: Date, timeZone: string): string {
  return `${EXPORT_FILE_PREFIX}${dayOf(now, timeZone)}.zip`;
}

/**
 * One line: a title or bullet with line breaks would end its heading or list item early. Each run
 * of whitespace holding a line break becomes one space. The pattern it replaces (whitespace, line
 * breaks, whitespace) did the same in quadratic time on a run of spaces without a break (2.6 s on
 * 60,000; issue 26.2).
 */
const oneLine = (text: string) => text.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? ' ' : run)).trim();

/** What a link's destination may start with in the Markdown; anything else is not a link there. */
const SAFE_DESTINATION = /^(?:https?:\/\/|mailto:)/i;
const safeAfter = (text: string, at: number) => SAFE_DESTINATION.test(text.slice(at, at + 8));

/**
 * A person's or a model's text made inert for a Markdown viewer (issue 26.9): `<` is escaped, so no
 * HTML tag or <scheme:…> autolink comes through, and a link or link definition whose destination
 * does not start with http(s):// or mailto: (javascript:, data:, an entity-encoded colon) loses its
 * link syntax; the text stays. Each pattern starts only at its own marker: linear time.
 */
export function inertMarkdown(text: string): string {
  return text
    .replace(/</g, '\\<')
    .replace(/\]\([ \t\r\n]*(?:\\<)?/g, (open: string, at: number, all: string) =>
      safeAfter(all, at + open.length) ? open : `]\\(${open.slice(2)}`,
    )
    .replace(
      /^([ \t]{0,3})\[([^\]\n]*)\]:[ \t]*/gm,
      (definition: string, indent: string, _label, at: number, all: string) =>
        safeAfter(all, at + definition.length) ? definition : `${indent}\\[${definition.slice(indent.length + 1)}`,
    );
}

/** Text inside [...] of a link: brackets and backslashes escaped. */
export const linkText = (text: string) => oneLine(text).replace(/[\\[\]]/g, (ch) => `\\${ch}`);

/** A bullet's source as a quote under it: the transcript's words, and when in a video, the moment. */
function quoteMarkdown(source: BulletSource, timed: boolean): string {
  const { sourceLabel, quoteAt } = messages.newSummary;
  const at = timed ? ` (${quoteAt(clockOf(source.start))})` : '';
  return `  > ${sourceLabel}: “${inertMarkdown(oneLine(source.quote))}”${at}`;
}

function sectionMarkdown(section: SummarySection, videoId: string | null): string {
  const stamp = oneLine(section.timestamp);
  const at =
    videoId === null || timestampToSeconds(stamp) === null
      ? stamp
      : `[${linkText(stamp)}](${videoLink(videoId, stamp)})`;
  const heading = `## ${at} ${inertMarkdown(oneLine(section.title))}`.trimEnd();
  const bullets = section.bullets.map((bullet, index) => {
    const line = `- ${inertMarkdown(oneLine(bullet))}`;
    const source = section.sources?.[index];
    return source ? `${line}\n${quoteMarkdown(source, videoId !== null)}` : line;
  });
  return [heading, ...(bullets.length ? ['', ...bullets] : [])].join('\n');
}

/** The summary as a Markdown document; dates are days in `timeZone`. */
export function summaryMarkdown(summary: Summary, timeZone: string): string {
  const body = parseSummaryBody(summary.summary);
  const video = videoOf(summary);
  const summarized = messages.dashboard.summarized(dayOf(summary.created_at, timeZone));
  const meta =
    video === null ? summarized : `[${messages.dashboard.youtubeVideo}](${videoLink(video)}) · ${summarized}`;
  const content =
    body.kind === 'sections'
      ? body.sections.map((section) => sectionMarkdown(section, video)).join('\n\n')
      : inertMarkdown(body.text.trim());
  return `# ${inertMarkdown(oneLine(summary.title))}\n\n${meta}\n\n${content}\n`;
}
