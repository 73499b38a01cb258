import './styles/fonts.ts';
import './styles/global.css.ts';
import { rememberTimeZone } from './app/timeZoneCookie.ts';
import { hydrateLanding } from './landing.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The server sends the prerendered landing page for '/': hydrate it without the router, which loads
// on the first navigation to another page (decision 205). Every other route starts empty (index.html's
// #root holds only the placeholder comment, which must not count as prerendered markup) and runs the
// whole site, which index.html preloads (scripts/build.ts), so it arrives with this script.
if (window.location.pathname === '/' && container.firstElementChild !== null) {
  // Hydrating is one long task: the browser paints the prerendered page first. Once the entry lost
  // the router (decision 205) it could arrive before the first paint, and the hero's paint (the largest
  // on a phone) waited for hydration: Lighthouse's LCP went from 1.0 to 2.0 s.
  requestAnimationFrame(() => setTimeout(() => hydrateLanding(container), 0));
} else {
  void import('./fullApp.tsx').then(({ renderApp }) => renderApp(container));
}

if (typeof requestIdleCallback === 'function') requestIdleCallback(rememberTimeZone, { timeout: 5000 });
else setTimeout(rememberTimeZone, 1000);
