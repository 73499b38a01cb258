/**
 * The whole site on react-router's data router: every page but the landing page's first load
 * starts here (main.tsx imports it; index.html and __dashboard.html preload it), and the landing
 * page hands over to it on its first navigation to another page (src/landing.tsx, decision 205).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
export async function loadMatchedRoutes(): Promise<void> {
  const matched = (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The server's first paint of the dashboard becomes the live page (decision 295): the same route
 * tree hydrates its markup, the dashboard resuming the snapshot it was drawn from. Hydration data
 * tells the router the page is the server's, so it neither shows its fallback nor moves the scroll.
 */
async function hydrateFirstPaint(container: HTMLElement, drawn: FirstPaintSnapshot): Promise<void> {
  await loadMatchedRoutes();
  releaseControls(container);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (about 350 ms on a phone); a tap meanwhile hydrates at once.
  startTransition(() => {
    hydrateRoot(container, <FirstPaintApp router={createFirstPaintRouter()} drawn={drawn} />);
  });
}

/** The router over the server's page: its hydration data says the page is there already. */
export function createFirstPaintRouter(): DataRouter {
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}

/** The site hydrating the first paint: the tree src/entry-first-paint.tsx renders on the server. */
export function FirstPaintApp({ router, drawn }: { router: DataRouter; drawn: FirstPaintSnapshot }) {
  return (
    <StrictMode>
      <DrawnPage.Provider value={drawn}>
        <AppRouter router={router} />
      </DrawnPage.Provider>
    </StrictMode>
  );
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
