import type { Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { expect } from './fixtures.ts';

export function planDialog(page: Page) {
  return page.getByRole('dialog', { name: messages.plans.title });
}

export async function openPlanDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.dashboard.manageSubscription }).click();
  await expect(planDialog(page)).toBeVisible();
}

export function billingSwitch(page: Page) {
  return planDialog(page).getByRole('switch');
}

/** A plan card (a region named by its plan); only the cards of the chosen billing interval show. */
export function planCard(page: Page, name: 'Basic' | 'Premium') {
  return planDialog(page).getByRole('region', { name, exact: true });
}

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * The dashboard is live: the browser has hydrated the server's first paint, if the HTML carried one
 * (decision 295), whose tabs are links to their addresses until then; the live page's are buttons.
 */
export async function dashboardLive(page: Page): Promise<void> {
  await expect(page.locator('#root button[role="tab"]').first()).toBeVisible();
  await expect(page.locator('#root a[role="tab"]')).toHaveCount(0);
}
