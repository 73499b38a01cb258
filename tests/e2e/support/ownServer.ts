import { test as base } from '@playwright/test';
import { type Stack, startStack } from './stack.ts';

/**
 * A server of this test's own, started before it and stopped after it (a fixture rather than beforeAll:
 * Playwright resolves baseURL before a beforeAll has run). Each run, repeats included, gets a fresh one.
 */
export const testWithOwnServer = base.extend<{ stack: Stack; dataDir: string }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stack = await startStack();
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
  dataDir: async ({ stack }, use) => {
    await use(stack.dataDir);
  },
});
