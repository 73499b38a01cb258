/**
 * The whole site on react-router's data router: every page but the landing page's first load
 * starts here (main.tsx imports it; index.html and __dashboard.html preload it), and the landing
 * page hands over to it on its first navigation to another page (src/landing.tsx, decision 205).
 */
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes, RouterProvider } from 'react-router';
import { DrawnPage, type FirstPaintSnapshot, readFirstPaint, releaseControls } from './app/firstPaint.ts';
import { routes } from './routes.tsx';

export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}

/**
 * The matched routes' modules, loaded before hydrating: a route still lazy would render the
 * router's fallback first, not the page the server drew (react-router's way: resolve, then hydrate).
 */
async function loadMatchedRoutes(): Promise<void> {
  const matched = (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** How a test hydrates the same way: its APIs around the app, and React's recoverable errors reported to it. */
type HydrateOptions = { wrap?: (app: ReactNode) => ReactNode; onRecoverableError?: RootOptions['onRecoverableError'] };

/**
 * The server's first paint of the dashboard becomes the live page (decision 295): the same route
 * tree hydrates its markup, the dashboard resuming the snapshot it was drawn from. Hydration data
 * tells the router the page is the server's, so it neither shows its fallback nor moves the scroll.
 */
export async function hydrateFirstPaint(
  container: HTMLElement,
  drawn: FirstPaintSnapshot,
  { wrap = (app) => app, ...options }: HydrateOptions = {},
): Promise<{ root: Root; router: DataRouter }> {
  await loadMatchedRoutes();
  releaseControls(container);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  const app = (
    <StrictMode>
      <DrawnPage.Provider value={drawn}>
        <AppRouter router={router} />
      </DrawnPage.Provider>
    </StrictMode>
  );
  let root: Root | undefined;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (about 350 ms on a phone); a tap meanwhile hydrates at once.
  startTransition(() => {
    root = hydrateRoot(container, wrap(app), options);
  });
  if (!root) throw new Error('hydrateRoot did not run');
  return { root, router };
}

/** Any page but the prerendered landing page: the dashboard's first paint hydrated, else #root rendered afresh. */
export function renderApp(container: HTMLElement): void {
  const drawn = readFirstPaint();
  if (drawn && container.firstElementChild !== null) {
    void hydrateFirstPaint(container, drawn);
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <AppRouter router={createAppRouter()} />
    </StrictMode>,
  );
}
