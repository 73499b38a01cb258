import { createHash } from 'node:crypto';
import type { SummaryType } from '../../domain/constants.ts';
import { type DemoTopic, DEMO_TOPICS } from './catalogue.ts';

export type DemoSummary = { title: string; video_id: string; type: SummaryType; summary: string; created_at: Date };

/** An 11-character YouTube-style id, stable per title so re-seeding writes the same data. */
function videoId(title: string): string {
  return createHash('sha256').update(title).digest('base64url').slice(0, 11);
}

const stamp = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function plainText(t: DemoTopic): string {
  return `${t.title} in brief.\n\nKey takeaways:\n${t.points.map((p) => `- ${p}.`).join('\n')}`;
}

/** The extension's JSON sections form; every third one arrives wrapped in a ```json fence, as models often write it. */
function sections(t: DemoTopic, i: number): string {
  const json = JSON.stringify(
    t.points.map((p, n) => ({
      timestamp: stamp(n * 245 + (i % 7) * 13),
      title: p.split(' ').slice(0, 4).join(' '),
      bullets: [`${p}.`, `Why it matters: ${p.toLowerCase()}.`],
    })),
    null,
    2,
  );
  return i % 3 === 0 ? `\`\`\`json\n${json}\n\`\`\`` : json;
}

/**
 * The 40 demo summaries, spread so every date filter has content: 4 today, 8 earlier this week,
 * 10 earlier this month, 18 older (a range that is empty, e.g. "this week" on a Monday, folds into today).
 */
export function demoSummaries(now: Date, bounds: { today: Date; week: Date; month: Date }): DemoSummary[] {
  const ranges: Array<[number, Date, Date]> = [
    [4, bounds.today, now],
    [8, bounds.week, bounds.today],
    [10, bounds.month, bounds.week],
    [18, new Date(bounds.month.getTime() - 300 * 86_400_000), bounds.month],
  ];
  const out: DemoSummary[] = [];
  for (const [count, from, to] of ranges) {
    const start = to > from ? from : bounds.today;
    const end = to > from ? to : now;
    for (let k = 0; k < count; k++) {
      const i = out.length;
      const topic = DEMO_TOPICS[i % DEMO_TOPICS.length] as DemoTopic;
      const at = new Date(end.getTime() - ((k + 1) / (count + 1)) * (end.getTime() - start.getTime()));
      out.push({
        title: topic.title,
        video_id: videoId(topic.title),
        type: topic.type,
        summary: i % 2 === 0 ? sections(topic, i) : plainText(topic),
        created_at: at,
      });
    }
  }
  return out;
}
