/**
 * The dashboard on a 320 px phone (issue 18, items 5 and 6): the page is the one scroller (no box
 * scrolling inside it), nothing overflows sideways, and the plan dialog keeps its close button in
 * reach however far its content scrolls.
 */
import type { Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { openPlanDialog, planDialog } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

const d = messages.dashboard;

/** Elements wider than the viewport or pushing the document sideways. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the summaries list is part of the page, not a box scrolling inside it', async ({ page }) => {
  await apiSignIn(page, DEMO.premium, DEMO.password);
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ results$/)).toBeVisible();
  const list = page.getByRole('tabpanel').getByRole('list').first();
  const scrollsInside = await list.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(scrollsInside).toBe(false);
  expect(await sidewaysOverflow(page)).toBe(0);
  // Cards inside cards left the text a 150 px column: now most of the 320 px goes to the words.
  const card = page.getByRole('tabpanel').getByRole('article').first();
  const title = await card.getByRole('heading').first().boundingBox();
  const firstLine = await card.locator('p, ol').first().boundingBox();
  expect(title?.width ?? 0).toBeGreaterThanOrEqual(180);
  expect(firstLine?.width ?? 0).toBeGreaterThanOrEqual(230);
});

test('the plan dialog fits 320 px and its close button stays in reach', async ({ page }) => {
  await apiSignIn(page, DEMO.basic, DEMO.password);
  await expect(page.getByText(d.basicPlan)).toBeVisible();
  await openPlanDialog(page);
  const dialog = planDialog(page);
  const toggle = dialog.getByRole('switch');
  await expect(toggle).toBeVisible();
  const width = await dialog.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
  // The Monthly/Annually pill is inside the dialog's box, both ends.
  const [pill, box] = [await toggle.locator('..').boundingBox(), await dialog.boundingBox()];
  expect(pill && box && pill.x >= box.x && pill.x + pill.width <= box.x + box.width).toBe(true);
  expect(await sidewaysOverflow(page)).toBe(0);
  // Scrolled to its end, the close button is still on screen.
  await dialog.evaluate((el) => {
    for (const node of [el, ...el.querySelectorAll('*')]) node.scrollTop = node.scrollHeight;
  });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
});
