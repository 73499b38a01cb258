import { ARCHIVE } from './content/archive.ts';
import { EARLIER } from './content/earlier.ts';
import { THIS_MONTH } from './content/month.ts';
import { THIS_WEEK, TODAY } from './content/recent.ts';
import type { DemoEntry } from './content/types.ts';

export type { DemoEntry } from './content/types.ts';

/**
 * The Premium demo account's 40 summaries by when they were saved, each bucket newest first, so
 * every date filter of the dashboard has content (SPEC.md: today, this week, this month, all).
 */
export const DEMO_CATALOGUE: Record<'today' | 'week' | 'month' | 'older', DemoEntry[]> = {
  today: TODAY,
  week: THIS_WEEK,
  month: THIS_MONTH,
  older: [...EARLIER, ...ARCHIVE],
};

/** The text the extension would have saved: paragraphs, or the sections JSON (fenced when the model fenced it). */
export function summaryText(entry: DemoEntry): string {
  if (entry.form === 'text') return entry.paragraphs.join('\n\n');
  const json = JSON.stringify(entry.sections, null, 2);
  return entry.fenced ? `\`\`\`json\n${json}\n\`\`\`` : json;
}
