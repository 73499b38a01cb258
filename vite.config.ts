import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to the reference server (npm run dev starts both).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/auth/google', '/check-website', '/test-checkout', '/openapi.yaml', '/docs'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
