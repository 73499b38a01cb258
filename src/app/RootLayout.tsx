import type { ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useMatch, useNavigate } from 'react-router';
import { SiteLayout } from '#src/layout/SiteLayout.tsx';
import { AppToaster } from './AppToaster.tsx';
import { type AppApisOverride, Composition, type Navigator } from './composition.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SCROLL_POSITIONS_KEY, type SiteNavigation, SiteNavigationProvider } from '#src/features/siteNavigation.tsx';

/**
 * Root route: the composition root (every machine's wiring, the auth and theme actors, navigation
 * bound to the router), the toaster, the tab title, and scroll restoration (a new page opens at its
 * top; Back returns to where it was). The site's links and address are the router's.
 */
/** Per document load: a fresh load (key "default") must not restore another fresh load's position. */
const freshLoad = `fresh-${Math.random().toString(36).slice(2)}`;
const scrollKey = ({ key }: { key: string }) => (key === 'default' ? freshLoad : key);

const routerNavigation: SiteNavigation = { Link, useLocation };

export function RootLayout() {
  return (
    <RouterComposition>
      <DocumentTitle />
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_POSITIONS_KEY} />
      <ScrollToTop />
      <Outlet />
      <AppToaster />
    </RouterComposition>
  );
}

/**
 * The composition root inside a router: its navigate is the router's, and so are the site's links
 * and address. (Tests mount a page in a MemoryRouter with it; `apis` as in `<Composition>`.)
 */
export function RouterComposition({ apis, children }: { apis?: AppApisOverride; children: ReactNode }) {
  const routerNavigate = useNavigate();
  const { pathname, search } = useLocation();
  const navigate: Navigator = (to, options) => {
    void routerNavigate(to, options);
  };
  return (
    <SiteNavigationProvider value={routerNavigation}>
      <Composition navigate={navigate} address={`${pathname}${search}`} {...(apis ? { apis } : {})}>
        {children}
      </Composition>
    </SiteNavigationProvider>
  );
}

/** Layout route of the public pages: the site's chrome around the matched route. */
export function SitePages() {
  // /login's form says "check your e-mail" itself after a sign-up: the notice would say it twice (decision 292).
  const onLogin = useMatch('/login') !== null;
  return (
    <SiteLayout checkEmailNotice={!onLogin}>
      <Outlet />
    </SiteLayout>
  );
}
