import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isAddressToFollow } from './composition.tsx';

/**
 * A new page (a link, not Back or Forward) opens at its top at once. ScrollRestoration's own reset
 * follows the site's `scroll-behavior: smooth`, so a footer link's page slid up from its bottom for
 * a moment (and read as "opened scrolled down"). Back and Forward stay with ScrollRestoration, which
 * puts the reader back where they were; a #hash is left to the page, which scrolls to its section.
 * A page writing its own view into its address (the dashboard's page and filters, decision 198) is
 * no new page: it stays where it is.
 */
export function ScrollToTop() {
  const { key, hash, state } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new history entry (its key)
  useLayoutEffect(() => {
    if (navigation === 'POP' || hash || !isAddressToFollow(navigation, state)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
