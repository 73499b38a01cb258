// Runs before first paint (blocking, external: the CSP forbids inline scripts). Sets data-theme on <html>
// from the stored choice so the page never flashes the wrong theme. Key and default mirror
// domain/constants.ts (STORAGE_KEYS.theme, DEFAULT_THEME); tests/web/shell/themeInit.test.ts keeps them in step.
(function () {
  var key = 'youtube-skimly-theme';
  var choice = 'light';
  try {
    var stored = window.localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch (e) {
    // Storage blocked (privacy mode): keep the default.
  }
  var dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
