/**
 * The first script of every page (decision 299): paints the stored theme on <html> before anything is
 * drawn, so no page flashes the wrong theme. It is written inline into each page's <head>
 * (vite.config.ts) and allowed by the CSP through its hash (server/security/headers.ts): a script
 * file there held the first paint back by a round trip, the render-blocking request of every page.
 * The app's theme machine takes over once it runs (src/app/composition.tsx, ApplyTheme).
 */
import { DEFAULT_THEME, STORAGE_KEYS, THEMES } from './constants.ts';

export const THEME_BOOT_SCRIPT = `(() => {
  let choice = ${JSON.stringify(DEFAULT_THEME)};
  try {
    const stored = window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});
    if (${JSON.stringify(THEMES)}.includes(stored)) choice = stored;
  } catch {
    // Storage blocked (privacy mode): keep the default.
  }
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();`;
