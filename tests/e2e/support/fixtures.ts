import { test as base, expect } from '@playwright/test';

function fromSetup(name: 'E2E_BASE_URL' | 'E2E_DATA_DIR'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts (global setup)`);
  return value;
}

/** The site under test, e.g. http://127.0.0.1:41234. */
export const siteOrigin = (): string => fromSetup('E2E_BASE_URL');

/** Every spec imports `test` from here: baseURL and the outbox folder come from the global setup. */
export const test = base.extend<{ dataDir: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(fromSetup('E2E_BASE_URL'));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  dataDir: async ({}, use) => {
    await use(fromSetup('E2E_DATA_DIR'));
  },
});

export { expect };
