import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, three environments: machines (pure node), web views (jsdom), server (node + PGlite).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/{server,contract,security,fuzz,faults}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest overwrites BASE_URL with Vite's base ('/') inside workers; keep the caller's value for the contract suite.
          env: { CONTRACT_BASE_URL: process.env.BASE_URL ?? '' },
        },
      },
    ],
  },
});
