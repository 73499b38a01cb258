import type { SummaryType } from '#domain/constants.ts';
import { DEMO_CATALOGUE, summaryText } from './catalogue.ts';

export type DemoSummary = { title: string; video_id: string; type: SummaryType; summary: string; created_at: Date };

const DAY_MS = 86_400_000;
/** How far back the oldest summaries go before the start of this month. */
const OLDER_SPAN_DAYS = 300;

/**
 * The 40 demo summaries with their save times: each bucket of the catalogue spread evenly over its
 * range, newest first. A range that is empty (this week on a Monday, this month on the 1st) folds
 * into today, so every date filter still finds something.
 */
export function demoSummaries(now: Date, bounds: { today: Date; week: Date; month: Date }): DemoSummary[] {
  const ranges = [
    { entries: DEMO_CATALOGUE.today, from: bounds.today, to: now },
    { entries: DEMO_CATALOGUE.week, from: bounds.week, to: bounds.today },
    // Early in a month this week can start last month; this month's bucket then ends at today.
    { entries: DEMO_CATALOGUE.month, from: bounds.month, to: bounds.week > bounds.month ? bounds.week : bounds.today },
    {
      entries: DEMO_CATALOGUE.older,
      from: new Date(bounds.month.getTime() - OLDER_SPAN_DAYS * DAY_MS),
      to: bounds.month,
    },
  ];
  return ranges.flatMap(({ entries, from, to }) => {
    const [start, end] = to > from ? [from, to] : [bounds.today, now];
    const span = end.getTime() - start.getTime();
    return entries.map((entry, k) => ({
      title: entry.title,
      video_id: entry.videoId,
      type: entry.type,
      summary: summaryText(entry),
      created_at: new Date(end.getTime() - ((k + 1) / (entries.length + 1)) * span),
    }));
  });
}
