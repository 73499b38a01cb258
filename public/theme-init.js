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

// The reader's time zone for the server, which writes the dashboard's first paint in it (decision 209;
// TIME_ZONE_COOKIE in domain/constants.ts). A year, renewed on every page.
(() => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads with the page request; the Cookie Store API is async and missing in some browsers
    if (zone) document.cookie = `skimly_tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No Intl time zone: the dashboard starts without its first paint.
  }
})();
