import './styles/global.css.ts';
import { renderToString } from 'react-dom/server';
import { Landing } from './landing.tsx';

/**
 * Renders the landing page to HTML at build time (scripts/build.ts runs it for '/'): the same tree
 * the browser hydrates (src/landing.tsx, without the router), so hydration matches and no inline
 * script is added (the site's CSP would refuse one).
 */
export async function render(path: string): Promise<string> {
  if (path !== '/') throw new Error(`Only the landing page is prerendered, not ${path}`);
  return renderToString(<Landing />);
}
