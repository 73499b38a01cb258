import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built site served by the real server (see tests/e2e/support/global-setup.ts).
 * Debian's Chromium only: never a downloaded browser build.
 */
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two cores are shared with the server under test: two browsers at most.
  workers: 2,
  retries: ci ? 1 : 0,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
