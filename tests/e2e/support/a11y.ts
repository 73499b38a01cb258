import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { expect } from './fixtures.ts';

export const THEMES_UNDER_TEST = ['light', 'dark'] as const;

/** Stores the theme before any page script runs, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: (typeof THEMES_UNDER_TEST)[number]): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
}

/** Runs axe (WCAG 2.1 A/AA and best practices) and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // A toast fades in: scanned mid-fade, its text is measured against a half-transparent background.
  // What a person reads is the toast at rest.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) =>
      toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const report = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  // Soft: one scan's violations must not hide the next dialog's.
  expect.soft(report, `axe violations on ${where}`).toEqual([]);
}

/** Presses Tab until `target` has focus: proves it is reachable by keyboard alone. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
