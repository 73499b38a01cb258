/**
 * Links and the current address for the parts of the site the landing page renders (navigation bar,
 * footer, menus, the auth form, the landing page itself), without importing react-router: the landing
 * page's first load runs without the router (decision 205). Inside the router (RootLayout) they are
 * react-router's own `Link` and `useLocation`; on the landing page before the router has loaded, the
 * landing root's (src/landing.tsx): a plain anchor that hands the navigation over to the router.
 */
import { type ComponentProps, type ComponentType, createContext, useContext, useSyncExternalStore } from 'react';

/** A link inside the site: where it goes, and an anchor's other props. */
export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };
export type SiteLocation = { pathname: string; search: string; hash: string; key: string };
export type SiteNavigation = {
  Link: ComponentType<SiteLinkProps>;
  /** A hook: called by `useSiteLocation` on every render of its caller. */
  useLocation: () => SiteLocation;
};

/** Where the router's scroll restoration keeps positions (RootLayout), and the landing page leaves its own. */
export const SCROLL_POSITIONS_KEY = 'skimly-scroll-positions';

/** The address before any script runs (prerendering, hydration): the landing page, no hash. */
const SERVER_LOCATION: SiteLocation = { pathname: '/', search: '', hash: '', key: 'default' };

let windowLocation: SiteLocation | null = null;
let changes = 0;

/** The browser's address, a new object (and key) after each history change seen. */
function readWindowLocation(): SiteLocation {
  const { pathname, search, hash } = window.location;
  const current = windowLocation;
  if (current && current.pathname === pathname && current.search === search && current.hash === hash) return current;
  windowLocation = { pathname, search, hash, key: changes === 0 ? 'default' : `h${changes}` };
  return windowLocation;
}

function onHistoryChange(notify: () => void): () => void {
  const changed = () => {
    changes += 1;
    windowLocation = null;
    notify();
  };
  window.addEventListener('hashchange', changed);
  window.addEventListener('popstate', changed);
  return () => {
    window.removeEventListener('hashchange', changed);
    window.removeEventListener('popstate', changed);
  };
}

/** The browser's address, followed through hash changes and Back/Forward (the landing page's, without a router). */
export function useWindowLocation(): SiteLocation {
  return useSyncExternalStore(onHistoryChange, readWindowLocation, () => SERVER_LOCATION);
}

function PlainLink({ to, children, ...props }: SiteLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

const SiteNavigationContext = createContext<SiteNavigation>({ Link: PlainLink, useLocation: useWindowLocation });

export const SiteNavigationProvider = SiteNavigationContext.Provider;

/** A link to a page of the site (react-router's Link inside the router). */
export function Link(props: SiteLinkProps) {
  const { Link: Implementation } = useContext(SiteNavigationContext);
  return <Implementation {...props} />;
}

/** The current address (react-router's useLocation inside the router). */
export function useSiteLocation(): SiteLocation {
  return useContext(SiteNavigationContext).useLocation();
}
