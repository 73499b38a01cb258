/**
 * The transcript panel reader on its own: both markups, a third one it has never seen (it reads the
 * rows' own lines), and the wait for rows that arrive in batches.
 */
import { describe, expect, it } from 'vitest';
import { openPanelAndWait, readPanel } from '#extension/transcript/panel.ts';

const page = (html: string) => new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');

describe('reading the panel', () => {
  it('reads the view-model markup without its spoken time, and hours', () => {
    const doc = page(`
      <timeline-chapter-view-model><span class="ytAttributedStringHost" role="text">Chapter one</span></timeline-chapter-view-model>
      <transcript-segment-view-model><div class="ytwTranscriptSegmentViewModelTimestamp">59:58</div>
        <div class="ytwTranscriptSegmentViewModelTimestampA11yLabel">59 minutes, 58 seconds</div>
        <span class="ytAttributedStringHost" role="text">almost an hour</span></transcript-segment-view-model>
      <transcript-segment-view-model><div class="ytwTranscriptSegmentViewModelTimestamp">1:00:03</div>
        <div class="ytwTranscriptSegmentViewModelTimestampA11yLabel">1 hour, 3 seconds</div>
        <span class="ytAttributedStringHost" role="text">  and   past it </span></transcript-segment-view-model>`);
    expect(readPanel(doc, 3610)).toEqual({
      markup: 'view-model',
      segments: [
        { start: 3598, duration: 5, text: 'almost an hour' },
        { start: 3603, duration: 7, text: 'and past it' },
      ],
    });
  });

  it('reads a row whose class names moved: its own lines, time first, the spoken time left out', () => {
    const doc = page(`
      <transcript-segment-view-model><div class="renamedTimestamp">0:07</div>
        <div class="renamedLabel">7 seconds</div>
        <div class="renamedText">words that still count</div></transcript-segment-view-model>`);
    expect(readPanel(doc)?.segments).toEqual([{ start: 7, duration: 0, text: 'words that still count' }]);
  });

  it('has nothing to read without rows', () => {
    expect(readPanel(page('<div>no panel</div>'))).toBeNull();
  });
});

describe('opening the panel and waiting for its rows', () => {
  const row = (s: number) =>
    `<ytd-transcript-segment-renderer><div class="segment-timestamp">0:${String(s).padStart(2, '0')}</div><yt-formatted-string class="segment-text">row ${s}</yt-formatted-string></ytd-transcript-segment-renderer>`;

  it('presses "Show transcript" and reads once the count stopped growing (rows come in batches)', async () => {
    const doc = page(
      '<ytd-video-description-transcript-section-renderer><button>Transkript anzeigen</button></ytd-video-description-transcript-section-renderer><div id="rows"></div>',
    );
    const rows = doc.getElementById('rows') as HTMLElement;
    const batches = [[0, 1, 2], [3, 4], []];
    let clicked = false;
    doc.querySelector('button')?.addEventListener('click', () => {
      clicked = true;
    });
    const sleep = async () => {
      if (clicked) rows.insertAdjacentHTML('beforeend', (batches.shift() ?? []).map(row).join(''));
    };
    expect(await openPanelAndWait(doc, { sleep, timeoutMs: 5000, intervalMs: 100 })).toBe('ready');
    expect(readPanel(doc)?.segments.map((s) => s.text)).toEqual(['row 0', 'row 1', 'row 2', 'row 3', 'row 4']);
  });

  it('says so when there is no button, and when no row comes in time', async () => {
    const sleep = () => Promise.resolve();
    expect(await openPanelAndWait(page('<p>no transcript here</p>'), { sleep, timeoutMs: 500, intervalMs: 100 })).toBe(
      'no-button',
    );
    const silent = page('<button aria-label="Show transcript">Show transcript</button>');
    expect(await openPanelAndWait(silent, { sleep, timeoutMs: 500, intervalMs: 100 })).toBe('timeout');
  });
});
