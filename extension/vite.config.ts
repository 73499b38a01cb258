/**
 * The extension's build (npm run build:extension) and its development mode (npm run dev:extension):
 * the CRXJS Vite plugin turns the manifest's entries (service worker, content script, side panel,
 * options page) into an unpacked extension in dist/extension; scripts/build-extension.ts zips it.
 */
import { crx } from '@crxjs/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { extensionManifest } from './manifest.config.ts';

const DEFAULT_SITE_URL = 'https://skimly.dev';
const siteOrigin = new URL(process.env.SKIMLY_SITE_URL ?? DEFAULT_SITE_URL).origin;
const root = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin(), crx({ manifest: extensionManifest(siteOrigin) })],
  define: { __SKIMLY_SITE_ORIGIN__: JSON.stringify(siteOrigin) },
  build: {
    outDir: new URL('../dist/extension', import.meta.url).pathname,
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
  },
  // npm run dev:extension: the unpacked extension in dist/extension loads its code from here, with reload
  server: { port: 5174, strictPort: true, cors: { origin: [/^chrome-extension:\/\//] } },
});
