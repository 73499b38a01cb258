import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '#domain/themeBoot.ts';
import { loadConfig } from '#server/config.ts';
import { siteConfigOf, withSiteConfig } from '#server/site-config.ts';
import { withTestModeBanner } from '#server/test-mode-banner.ts';

// The dev server proxies the API to the reference server (npm run dev starts both).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/auth/google', '/check-website', '/test-checkout', '/openapi.yaml', '/docs'];

/** `npm run dev`: Vite serves the pages, so it writes the site's settings and the TEST MODE banner the server would (server/site.ts). */
function testModeBanner(): Plugin {
  return {
    name: 'skimly-test-mode-banner',
    apply: 'serve',
    transformIndexHtml: (html) => {
      const config = loadConfig();
      const configured = withSiteConfig(html, siteConfigOf(config));
      return config.TEST_MODE ? withTestModeBanner(configured) : configured;
    },
  };
}

/** Every page's <head> runs the theme boot inline, before anything is drawn (decision 299). */
function themeBoot(): Plugin {
  return {
    name: 'skimly-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), themeBoot(), testModeBanner()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: the landing page loads two scripts
        // (entry + this) instead of a string of tiny shared chunks, each a request on a slow link.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
