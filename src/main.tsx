import './styles/fonts.ts';
import './styles/global.css.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { routes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createBrowserRouter(routes);

// The server sends the prerendered landing page for '/': hydrate it. Every other route starts empty
// (index.html's #root holds only the placeholder comment, which must not count as prerendered markup).
if (window.location.pathname === '/' && container.firstElementChild !== null) {
  hydrateRoot(container, <App router={router} />);
} else {
  createRoot(container).render(<App router={router} />);
}
