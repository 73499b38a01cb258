import { createContext, useContext, useState } from 'react';
import type { Snapshot } from 'xstate';
import { useBeforeScript } from '#src/ui/beforeScript.ts';

/**
 * The dashboard's first paint (decisions 209, 295): for a signed-in reader coming back to /dashboard,
 * the server renders the site's own route tree into #root from the dashboard machine's snapshot
 * (src/entry-first-paint.tsx), so the first summary shows before the script arrives; the browser then
 * hydrates that markup (src/fullApp.tsx) and resumes the machine from the same snapshot: the page on
 * screen becomes the live page, nothing is drawn again. The snapshot travels beside #root as a data
 * block, read once before hydrating.
 */

/** The one page the server draws a first paint for. */
export const DASHBOARD_PATH = '/dashboard';

/** The data block after #root that holds the machine's snapshot (decision 288). */
export const FIRST_PAINT_SNAPSHOT_ID = 'first-paint-snapshot';

/** What the server drew the first paint from: the dashboard machine's persisted snapshot, for this view. */
export type FirstPaintSnapshot = { search: string; snapshot: unknown };

/**
 * The page the server drew, or null: provided above the router by the server's render and by the
 * browser's hydration of it. The session it was drawn for lets the protected route open at once
 * (the auth machine's `serverSawSession`), and the dashboard resumes its snapshot.
 */
export const DrawnPage = createContext<FirstPaintSnapshot | null>(null);

/** Whether this tree hydrates a page the server drew for a signed-in reader. */
export function useServerDrewPage(): boolean {
  return useContext(DrawnPage) !== null;
}

/**
 * The snapshot the dashboard resumes from: the drawn one while the browser hydrates the view it was
 * drawn for (and on the server, which renders from it); null on any later visit to /dashboard in the
 * same document, whose page starts from its input and asks. Read once, on the page's first render.
 */
export function useDrawnDashboard(search: string): Snapshot<unknown> | null {
  const drawn = useContext(DrawnPage);
  const hydrating = useBeforeScript();
  const [snapshot] = useState(() =>
    hydrating && drawn?.search === search && drawn.snapshot ? (drawn.snapshot as Snapshot<unknown>) : null,
  );
  return snapshot;
}

/**
 * The snapshot block the server put beside #root, or null when there is none or it cannot be read
 * (the page then renders in the browser alone, as without a first paint).
 */
export function readFirstPaint(): FirstPaintSnapshot | null {
  const block = document.getElementById(FIRST_PAINT_SNAPSHOT_ID);
  if (!block?.textContent) return null;
  try {
    const drawn = JSON.parse(block.textContent) as FirstPaintSnapshot;
    return typeof drawn.search === 'string' && drawn.snapshot ? drawn : null;
  } catch {
    return null;
  }
}

/**
 * The controls whose work is the script's: the server's markup draws them inert, since pressed before
 * the script they would do nothing; the browser releases them as it takes the page over.
 */
export const SCRIPT_CONTROLS = ['button', 'input', 'select', 'textarea'] as const;

/** Makes the server's inert controls live, right before React hydrates them (it never sees `inert`). */
export function releaseControls(container: HTMLElement): void {
  for (const control of container.querySelectorAll(SCRIPT_CONTROLS.map((tag) => `${tag}[inert]`).join(','))) {
    control.removeAttribute('inert');
  }
}
