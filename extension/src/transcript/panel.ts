/**
 * The last method: YouTube's own "Show transcript" panel, read from the page. Two markups are current
 * (2026): the older Polymer one (`ytd-transcript-segment-renderer` with `.segment-timestamp` and
 * `.segment-text`) and the view-model one (`transcript-segment-view-model` with
 * `.ytwTranscriptSegmentViewModelTimestamp` and a `span[role="text"]`, class `ytAttributedStringHost`,
 * earlier `yt-core-attributed-string`). Both are tried; rows are read when their count stops growing
 * (long videos stream in in more than one batch).
 */
import { timestampToSeconds } from '#domain/timestamp.ts';
import type { TranscriptSegment } from '#domain/transcript/segment.ts';

export type PanelMarkup = 'view-model' | 'renderer';

const MARKUPS: readonly {
  markup: PanelMarkup;
  row: string;
  timestamp: string;
  text: string;
}[] = [
  {
    markup: 'view-model',
    row: 'transcript-segment-view-model',
    timestamp: '.ytwTranscriptSegmentViewModelTimestamp',
    text: 'span[role="text"], .ytAttributedStringHost, .yt-core-attributed-string',
  },
  {
    markup: 'renderer',
    row: 'ytd-transcript-segment-renderer',
    timestamp: '.segment-timestamp',
    text: '.segment-text',
  },
];

const ROWS = MARKUPS.map((m) => m.row).join(', ');
const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
/** The spoken form of a row's time a screen reader gets ("1 minute, 5 seconds"), not part of the text. */
const SPOKEN_TIME = /^(\d+\s+(hours?|minutes?|seconds?),?\s*)+$/i;

/** How many transcript rows the page holds, in either markup. */
export function panelRowCount(root: ParentNode): number {
  return root.querySelectorAll(ROWS).length;
}

function readRow(row: Element, markup: (typeof MARKUPS)[number]): { start: number; text: string } | null {
  const stamp = clean(row.querySelector(markup.timestamp)?.textContent);
  let text = clean(row.querySelector(markup.text)?.textContent);
  let start = timestampToSeconds(stamp);
  if (start === null || !text) {
    // Markup moved again: the row's own lines are its time, maybe its spoken time, and its text
    const lines = (row.textContent ?? '')
      .split('\n')
      .map((line) => clean(line))
      .filter((line) => line && !SPOKEN_TIME.test(line));
    const timeAt = lines.findIndex((line) => timestampToSeconds(line) !== null);
    if (timeAt === -1) return null;
    start ??= timestampToSeconds(lines[timeAt] ?? '');
    text ||= lines.filter((_, i) => i !== timeAt).join(' ');
  }
  return start === null || !text ? null : { start, text };
}

/**
 * The transcript panel's rows as segments, with the markup that held them; each lasts until the next
 * one starts (the last until the video's end when its length is known). Null when there are no rows.
 */
export function readPanel(
  root: ParentNode,
  lengthSeconds = 0,
): { markup: PanelMarkup; segments: TranscriptSegment[] } | null {
  for (const markup of MARKUPS) {
    const rows = root.querySelectorAll(markup.row);
    if (rows.length === 0) continue;
    const read: { start: number; text: string }[] = [];
    for (const row of rows) {
      const line = readRow(row, markup);
      if (line) read.push(line);
    }
    if (read.length === 0) continue;
    const lines = read.map(({ start, text }, i) => {
      const next = read[i + 1]?.start ?? (lengthSeconds > start ? lengthSeconds : start);
      return { start, duration: Math.max(0, next - start), text };
    });
    return { markup: markup.markup, segments: lines };
  }
  return null;
}

/**
 * The "Show transcript" button: the description's transcript section (its place, not its words, so
 * any interface language), else a button labelled so in English.
 */
function showTranscriptButton(root: ParentNode): HTMLElement | null {
  const candidates = [
    'ytd-video-description-transcript-section-renderer button',
    'ytd-video-description-transcript-section-renderer [role="button"]',
    'button[aria-label="Show transcript"]',
  ];
  for (const selector of candidates) {
    const found = root.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  for (const button of root.querySelectorAll<HTMLElement>('button')) {
    if (/^\s*show transcript\s*$/i.test(button.textContent ?? '')) return button;
  }
  return null;
}

export interface PanelWait {
  sleep: (ms: number) => Promise<void>;
  /** How long to wait for the first row. */
  timeoutMs: number;
  /** How often to count the rows. */
  intervalMs: number;
  /** Stop early (the page moved to another video). */
  cancelled?: () => boolean;
}

/**
 * Opens the panel when no rows are there yet (a click on "Show transcript") and waits until rows are
 * there and their count held for two looks. 'no-button' when there is nothing to open; 'timeout' when
 * no row came.
 */
export async function openPanelAndWait(root: ParentNode, wait: PanelWait): Promise<'ready' | 'no-button' | 'timeout'> {
  if (panelRowCount(root) === 0) {
    const button = showTranscriptButton(root);
    if (!button) return 'no-button';
    button.click();
  }
  let last = -1;
  let steady = 0;
  for (let waited = 0; waited <= wait.timeoutMs; waited += wait.intervalMs) {
    if (wait.cancelled?.()) return 'timeout';
    const count = panelRowCount(root);
    if (count > 0 && count === last) steady++;
    else steady = 0;
    if (steady >= 2) return 'ready';
    last = count;
    await wait.sleep(wait.intervalMs);
  }
  return panelRowCount(root) > 0 ? 'ready' : 'timeout';
}
