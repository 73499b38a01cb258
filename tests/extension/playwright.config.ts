import { defineConfig } from '@playwright/test';

/**
 * The extension's browser tests: the built extension (npm run build:extension → dist/extension) loaded
 * into Debian's Chromium, headless, with youtube.com answered from recorded fixtures through Playwright's
 * routing and every other host unreachable. Each test gets a fresh browser profile.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two cores are shared with the server under test: two browsers at most.
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A fresh browser profile, the extension's start and a real server under a busy machine: generous
  // limits (speed is measured by the benchmarks, never here)
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Not inside test-results/: the site's browser tests empty that folder when they start
  outputDir: '../../.tmp/extension-test-results',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
