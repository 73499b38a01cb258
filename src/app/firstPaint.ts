import { useEffect } from 'react';

/**
 * The dashboard's first paint (decision 209): the server draws the signed-in dashboard into the HTML
 * (src/entry-first-paint.tsx), so the first summary shows before the script arrives. The live app
 * renders out of sight (src/styles/global.css.ts) and takes its place once it has something of its
 * own to show: the dashboard's data, another page, or an error.
 */
export const FIRST_PAINT_ID = 'first-paint';
/** The one page the server draws a first paint for. */
export const DASHBOARD_PATH = '/dashboard';

/** How long the first paint may stand in for a live page that shows nothing yet. */
const FIRST_PAINT_LIMIT_MS = 10_000;

/** Removes the first paint, so that the live page shows. Safe to call when there is none. */
export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
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
