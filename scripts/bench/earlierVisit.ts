import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS, TIME_ZONE_COOKIE } from '#domain/constants.ts';

/**
 * A returning reader's earlier visit (bench:web, audit): a page of the site, kept open until it has
 * written, when idle, the time zone's cookie and its stored name (decisions 209, 298), so the state a
 * measured load starts from is the site's own.
 */
export async function visitEarlier(page: Page, context: BrowserContext, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/privacy-policy`);
  const deadline = Date.now() + 30_000;
  // Polled by evaluation: the site's CSP refuses the string functions waitForFunction would run.
  while ((await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.timeZone)})`)) === null) {
    if (Date.now() > deadline) throw new Error('the page stored no time zone within 30 s');
    await page.waitForTimeout(100);
  }
  if (!(await context.cookies()).some((c) => c.name === TIME_ZONE_COOKIE)) throw new Error('no time zone cookie');
}
