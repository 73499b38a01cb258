import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner, five projects: machines (pure node), web views (jsdom), generated paths replayed on the views
// (jsdom, API actors scripted), server (node + PGlite), and the architecture checks (node, running the
// linter and the compiler on small modules).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The server suites mostly wait
    // on child processes, sockets and timers, so two workers there halve the stage (decision 297).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'machines', include: ['tests/{machines,domain}/**/*.test.ts'], environment: 'node' },
      },
      {
        // The extension's own units (issue 24): the transcript module on recorded YouTube pages (jsdom)
        test: { name: 'extension', include: ['extension/tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        test: { name: 'architecture', include: ['tests/architecture/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/web/paths/**'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // jsdom renders of whole routes take a few seconds when both cores are busy (CI runs the
          // projects in parallel); 5 s timed out a passing theme test there.
          testTimeout: 15_000,
        },
      },
      {
        // Generated machine paths replayed on the real route table; only the API actors are scripted.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'paths',
          include: ['tests/web/paths/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts', 'tests/web/paths/support/mocks.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/{server,contract,security,fuzz,faults,deploy}/**/*.test.ts'],
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
