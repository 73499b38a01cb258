import { useEffect, useLayoutEffect, useState } from 'react';
import type { Snapshot } from 'xstate';
import { storeScrollPosition } from '#src/features/siteNavigation.tsx';

/**
 * The dashboard's first paint (decision 209): the server draws the signed-in dashboard into the HTML
 * (src/entry-first-paint.tsx), so the first summary shows before the script arrives. The live app
 * renders out of sight (src/styles/global.css.ts) and takes its place once it has something of its
 * own to show: the dashboard's data, another page, or an error. The dashboard's data is there on its
 * first render: it resumes its machine from the snapshot the first paint was drawn from (decision 288).
 */
export const FIRST_PAINT_ID = 'first-paint';
/** The one page the server draws a first paint for. */
export const DASHBOARD_PATH = '/dashboard';

/** The data block in the first paint that holds the machine's snapshot (decision 288). */
export const FIRST_PAINT_SNAPSHOT_ID = 'first-paint-snapshot';

/** What the server drew the first paint from: the dashboard machine's persisted snapshot, for this view. */
export type FirstPaintSnapshot = { search: string; snapshot: unknown };

/**
 * The snapshot the first paint was drawn from, for the live page to resume the machine from instead of
 * asking for the same answers again (decision 288); null when there is no first paint any more (it
 * goes with the first live page shown), when the address is no longer the view it drew, or when the
 * block cannot be read (the page then starts from its input, as without a first paint).
 */
export function firstPaintSnapshot(search: string): Snapshot<unknown> | null {
  const block = document.getElementById(FIRST_PAINT_ID)?.querySelector(`#${FIRST_PAINT_SNAPSHOT_ID}`);
  if (!block?.textContent) return null;
  try {
    const drawn = JSON.parse(block.textContent) as FirstPaintSnapshot;
    return drawn.search === search && drawn.snapshot ? (drawn.snapshot as Snapshot<unknown>) : null;
  } catch {
    return null;
  }
}

/** How long the first paint may stand in for a live page that shows nothing yet. */
const FIRST_PAINT_LIMIT_MS = 10_000;

/**
 * The cards the reader opened before the script ran (their Show More is a native <details>) open in
 * the live page too, so that the page does not fold back under their finger.
 */
function keepOpenCards(paint: HTMLElement): void {
  for (const fold of paint.querySelectorAll<HTMLDetailsElement>('details[open][data-summary]')) {
    const live = document.querySelector<HTMLDetailsElement>(
      `#root details[data-summary="${CSS.escape(fold.dataset.summary ?? '')}"]`,
    );
    if (live) live.open = true;
  }
}

/** Removes the first paint, so that the live page shows. Safe to call when there is none. */
export function dropFirstPaint(): void {
  const paint = document.getElementById(FIRST_PAINT_ID);
  if (!paint) return;
  keepOpenCards(paint);
  paint.remove();
}

/** The live page shows after the limit even if it never becomes ready (its spinner, then its error). */
export function limitFirstPaint(): void {
  if (document.getElementById(FIRST_PAINT_ID)) setTimeout(dropFirstPaint, FIRST_PAINT_LIMIT_MS);
}

/** Once `done` holds, the live page takes the first paint's place. */
export function useFirstPaintDone(done: boolean): void {
  useEffect(() => {
    if (done) dropFirstPaint();
  }, [done]);
}

/**
 * The reader may have scrolled the first paint before the script ran; the router's scroll
 * restoration would pull the page they are reading away: to the top on its first render, then to
 * where it saved this address (a reload: the last load's place). So at the root's first render,
 * before any layout effect, their place becomes the saved one, and the root's layout effect (run
 * after its children's) undoes the reset to the top within the same frame.
 */
export function useKeepFirstPaintScroll(scrollKey: string): void {
  const [readerAt] = useState(() => {
    if (!document.getElementById(FIRST_PAINT_ID)) return null;
    storeScrollPosition(scrollKey);
    return window.scrollY;
  });
  useLayoutEffect(() => {
    if (readerAt !== null) window.scrollTo({ top: readerAt, left: 0, behavior: 'instant' });
  }, [readerAt]);
}
