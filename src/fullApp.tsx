/**
 * The whole site on react-router's data router: every page but the landing page's first load
 * starts here (main.tsx imports it; index.html and __dashboard.html preload it), and the landing
 * page hands over to it on its first navigation to another page (src/landing.tsx, decision 205).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { limitFirstPaint } from './app/firstPaint.ts';
import { routes } from './routes.tsx';

export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}

/** A page other than the prerendered landing page: #root starts empty. */
export function renderApp(container: HTMLElement): void {
  limitFirstPaint();
  createRoot(container).render(
    <StrictMode>
      <AppRouter router={createAppRouter()} />
    </StrictMode>,
  );
}
