/**
 * The landing page's first load (decision 205): the prerendered page hydrated without react-router.
 * Its links are plain anchors; the first one to another page (or the auth machine's navigate, e.g. to
 * /dashboard after signing in) loads the whole site (src/fullApp.tsx), lets its router navigate there
 * and puts it in the landing page's place. The composition root stays mounted above both, so the auth
 * and theme actors, and a sign-in in progress, carry over. A link within the page (`#faq`) stays the
 * browser's. Hovering or focusing a link, or opening the sign-in dialog, starts loading the router.
 */
import { createContext, type MouseEvent, StrictMode, useContext, useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { selectIsDialogOpen } from '#machines/signInForm.machine.ts';
import { AppToaster } from './app/AppToaster.tsx';
import { useSignInFormSnapshot } from './app/AuthContext.tsx';
import { type AppApisOverride, Composition, type Navigator } from './app/composition.tsx';
import {
  type SiteLinkProps,
  type SiteNavigation,
  SCROLL_POSITIONS_KEY,
  SiteNavigationProvider,
  useWindowLocation,
} from '#src/features/siteNavigation.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import LandingPage from './pages/landing/LandingPage.tsx';

type FullApp = typeof import('./fullApp.tsx');
let loading: Promise<FullApp> | null = null;

/** The whole site's module, loaded once (again after a failed attempt). */
function loadApp(): Promise<FullApp> {
  loading ??= import('./fullApp.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function prefetchApp(): void {
  loadApp().catch(() => {});
}

/** The landing root's navigate, for its links. */
const HandOverContext = createContext<Navigator>((to) => window.location.assign(to));

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

/** The landing page's link: an anchor; a page of the site is opened by the router, loaded on the way. */
function LandingLink({ to, children, onClick, onPointerEnter, onFocus, ...props }: SiteLinkProps) {
  const handOver = useContext(HandOverContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event)) return;
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) return;
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    // A section of this page: the browser scrolls to it and adds the history entry.
    if (samePage && url.hash) return;
    event.preventDefault();
    if (samePage) {
      // The logo on the landing page: its top, as the router's ScrollToTop does.
      if (window.location.hash) window.history.pushState(null, '', url.pathname + url.search);
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    handOver(url.pathname + url.search + url.hash, {});
  };
  return (
    <a
      href={to}
      {...props}
      onClick={follow}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetchApp();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchApp();
      }}
    >
      {children}
    </a>
  );
}

const landingNavigation: SiteNavigation = { Link: LandingLink, useLocation: useWindowLocation };

/** Someone opening the sign-in dialog is on the way to /dashboard: the router loads while they type. */
function PrefetchOnSignIn() {
  const open = useSignInFormSnapshot(selectIsDialogOpen, false);
  useEffect(() => {
    if (open) prefetchApp();
  }, [open]);
  return null;
}

/**
 * Back from the page the router opens returns to where the landing page was read, as it did when the
 * router ran from the start: this history entry gets a key in react-router's history format ({ usr,
 * key, idx }) and its position is stored where the router's <ScrollRestoration> reads them on mount.
 */
function leaveScrollPosition(): void {
  const key = `landing-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ usr: null, key, idx: 0 }, '');
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...positions, [key]: window.scrollY }));
  } catch {
    // No session storage: Back opens the landing page at its top.
  }
}

type Handed = { app: FullApp; router: DataRouter };

/** The landing page without the router, until the first navigation elsewhere brings it. */
export function LandingRoot({ apis }: { apis?: AppApisOverride }) {
  const [handed, setHanded] = useState<Handed | null>(null);
  const router = useRef<DataRouter | null>(null);
  const navigate: Navigator = (to, options) => {
    if (router.current) {
      void router.current.navigate(to, options);
      return;
    }
    loadApp().then(
      async (app) => {
        if (!router.current) {
          leaveScrollPosition();
          router.current = app.createAppRouter();
        }
        await router.current.navigate(to, options);
        setHanded({ app, router: router.current });
      },
      // The router could not load (offline, a new deploy): the browser opens the page itself.
      () => window.location.assign(to),
    );
  };
  return (
    <HandOverContext.Provider value={navigate}>
      <SiteNavigationProvider value={landingNavigation}>
        <Composition navigate={navigate} {...(apis ? { apis } : {})}>
          {handed ? (
            <handed.app.AppRouter router={handed.router} />
          ) : (
            <>
              <SiteLayout>
                <LandingPage />
              </SiteLayout>
              <PrefetchOnSignIn />
              <AppToaster />
            </>
          )}
        </Composition>
      </SiteNavigationProvider>
    </HandOverContext.Provider>
  );
}

/** The landing page as the build prerenders it and the browser hydrates it. */
export function Landing() {
  return (
    <StrictMode>
      <LandingRoot />
    </StrictMode>
  );
}

export function hydrateLanding(container: HTMLElement): void {
  hydrateRoot(container, <Landing />);
}
