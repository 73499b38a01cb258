import { createContext, useContext } from 'react';

/**
 * True where the page is drawn to work before its script runs: the server's first paint of the
 * dashboard (src/entry-first-paint.tsx, decision 293). There a control whose work is the script's is
 * drawn as what HTML does alone when it can (a tab is a link to its address), else it waits (inert).
 */
export const BeforeScript = createContext(false);

/** Whether this tree is drawn for before the script (see BeforeScript). */
export function useBeforeScript(): boolean {
  return useContext(BeforeScript);
}
