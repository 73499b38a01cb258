import type { BrowserContext, Page } from '@playwright/test';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import {
  createAccount,
  fillCredentials,
  openAuthDialog,
  PASSWORD,
  signIn,
  submitButton,
  uniqueEmail,
} from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const DAY_S = 24 * 60 * 60;

/** Days from now until the session cookie expires. */
async function sessionCookieDays(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'session cookie').toBeDefined();
  return ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.dashboard.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
}

test('sign up, verify by e-mail, sign in with and without Remember me, log out', async ({ page, context, dataDir }) => {
  const email = uniqueEmail('signup');
  await createAccount(page, dataDir, email);

  await signIn(page, email, PASSWORD, false);
  await expect(page.getByText(messages.auth.signedIn)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(messages.dashboard.basicPlan)).toBeVisible();
  expect(await sessionCookieDays(context)).toBeCloseTo(1, 0);
  const entries = await historyLength(page);
  await logOut(page);
  // Logout replaces the history entry instead of pushing one.
  expect(await historyLength(page)).toBe(entries);
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);

  await signIn(page, email, PASSWORD, true);
  expect(await sessionCookieDays(context)).toBeCloseTo(30, 0);
  await logOut(page);
  // A later visit is a signed-out deep link: sign-in, then back (decision 176).
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('sign-in replaces the history entry with /dashboard', async ({ page, dataDir }) => {
  const email = uniqueEmail('history');
  await createAccount(page, dataDir, email);
  await openAuthDialog(page);
  const entries = await historyLength(page);
  await fillCredentials(page, email, PASSWORD);
  await submitButton(page, messages.auth.signInAction).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await historyLength(page)).toBe(entries);
});
