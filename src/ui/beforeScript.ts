import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True while the page is the server's markup: when the server renders it (the landing page's
 * prerender, the dashboard's first paint) and when the browser hydrates that markup, its first render
 * there; false in every render after, and in any render the browser does alone. A control whose work
 * is the script's is drawn as what HTML does alone (a tab is a link to its address, decision 293),
 * and what the server cannot know (the stored theme) is drawn neutral: both sides draw the same, and
 * the page turns live right after hydration (decision 295).
 */
export function useBeforeScript(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
