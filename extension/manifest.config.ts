/**
 * The extension's Manifest V3, written by the CRXJS Vite plugin (extension/vite.config.ts) into
 * dist/extension/manifest.json. `siteOrigin` is the server the extension talks to (SKIMLY_SITE_URL
 * at build time); it gets a host permission, as do YouTube, a local Ollama and localhost servers.
 */
import { defineManifest } from '@crxjs/vite-plugin';
import { PRODUCT_NAME } from '#domain/constants.ts';

export function extensionManifest(siteOrigin: string) {
  return defineManifest({
    manifest_version: 3,
    name: `${PRODUCT_NAME}: AI summaries for YouTube`,
    short_name: PRODUCT_NAME,
    description: 'Summaries of YouTube videos with timestamps you can click and the quote behind each point.',
    version: '0.1.0',
    minimum_chrome_version: '116',
    icons: { 16: 'icons/icon-16.png', 48: 'icons/icon-48.png', 128: 'icons/icon-128.png' },
    action: { default_title: `${PRODUCT_NAME}: open the side panel`, default_icon: { 16: 'icons/icon-16.png' } },
    background: { service_worker: 'src/background/serviceWorker.ts', type: 'module' },
    content_scripts: [
      // The transcript module's page hook: in YouTube's own world before the player starts, it sees the
      // player's caption requests (extension/src/transcript/README.md)
      {
        matches: ['https://www.youtube.com/*', 'https://m.youtube.com/*'],
        js: ['src/transcript/pageHook.iife.ts'],
        run_at: 'document_start',
        world: 'MAIN',
      },
      {
        matches: ['https://www.youtube.com/*', 'https://m.youtube.com/*'],
        js: ['src/content/main.tsx'],
        run_at: 'document_idle',
      },
    ],
    side_panel: { default_path: 'src/sidepanel/index.html' },
    options_page: 'src/options/index.html',
    permissions: ['storage', 'sidePanel', 'tabs'],
    host_permissions: [
      'https://www.youtube.com/*',
      'https://m.youtube.com/*',
      `${siteOrigin}/*`,
      // A local Ollama, a self-hosted OpenAI-compatible endpoint, a server on this computer
      'http://localhost/*',
      'http://127.0.0.1/*',
    ],
    // The panel's shadow root links the content script's stylesheets
    web_accessible_resources: [
      { matches: ['https://www.youtube.com/*', 'https://m.youtube.com/*'], resources: ['assets/*.css'] },
    ],
    // A person's own provider elsewhere is asked for when it is configured in the options page
    optional_host_permissions: ['https://*/*'],
  });
}
