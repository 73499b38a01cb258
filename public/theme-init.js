// Runs before first paint (blocking, external: the CSP forbids inline scripts). Sets data-theme on <html>
// from the stored choice so the page never flashes the wrong theme. Key and default mirror
// domain/constants.ts (STORAGE_KEYS.theme, DEFAULT_THEME); tests/web/shell/theme.test.tsx keeps them in step.
(() => {
  const key = 'youtube-skimly-theme';
  let choice = 'light';
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch {
    // Storage blocked (privacy mode): keep the default.
  }
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
