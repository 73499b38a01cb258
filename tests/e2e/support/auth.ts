import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { login, PASSWORD, registerVerified, siteHeaders } from './api.ts';
import { expect, siteOrigin } from './fixtures.ts';
import { linkPath, readOutbox } from './outbox.ts';

export { DEMO, makePremium, PASSWORD, siteHeaders, startCheckout } from './api.ts';

/** A fresh address per test, so specs never share an account and run in any order. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@skimly.test`;
}

export function authDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Opens the auth dialog from the landing page's navigation bar (on a phone, from its menu). */
export async function openAuthDialog(page: Page): Promise<void> {
  await page.goto('/');
  const inBar = page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true });
  const menu = page.getByRole('button', { name: messages.site.openMenu });
  await expect(inBar.or(menu).first()).toBeVisible();
  if (await inBar.isVisible()) await inBar.click();
  else {
    await menu.click();
    await page.getByRole('dialog').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  }
  await expect(authDialog(page).getByRole('heading', { name: messages.auth.signInTitle })).toBeVisible();
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  const dialog = authDialog(page);
  await dialog.getByLabel(messages.account.emailLabel, { exact: true }).fill(email);
  await dialog.getByLabel(messages.account.passwordLabel, { exact: true }).fill(password);
}

export function submitButton(page: Page, action: string) {
  return authDialog(page).locator('form').getByRole('button', { name: action, exact: true });
}

/** Signs in through the auth dialog and lands on /dashboard. */
export async function signIn(page: Page, email: string, password: string, remember = false): Promise<void> {
  await openAuthDialog(page);
  await fillCredentials(page, email, password);
  if (remember) await authDialog(page).getByRole('checkbox', { name: messages.auth.rememberMe }).check();
  await submitButton(page, messages.auth.signInAction).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up through the auth dialog: it moves to "check your e-mail" for the address (decision 287). */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openAuthDialog(page);
  await authDialog(page).getByRole('button', { name: messages.auth.signUpAction, exact: true }).click();
  await expect(authDialog(page).getByRole('heading', { name: messages.auth.signUpTitle })).toBeVisible();
  await fillCredentials(page, email, password);
  await submitButton(page, messages.auth.signUpAction).click();
  await expect(page.getByText(messages.auth.signedUp)).toBeVisible();
  await expect(authDialog(page).getByRole('heading', { name: messages.auth.checkEmailTitle })).toBeVisible();
  await expect(authDialog(page).getByText(messages.auth.checkEmailText(email))).toBeVisible();
}

/** Opens the newest verification link mailed to `email`: it confirms the address and signs in (decision 286). */
export async function openVerificationLink(page: Page, dataDir: string, email: string): Promise<void> {
  const mail = await readOutbox(dataDir, { to: email, linkContains: '/verify-email' });
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/email/verify'));
  await page.goto(linkPath(mail));
  expect((await verified).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
}

/**
 * Registers through the auth dialog, follows the verification link from the outbox (which signs in,
 * decision 286) and logs out, so the caller starts signed out as before.
 */
export async function createAccount(page: Page, dataDir: string, email: string, password = PASSWORD): Promise<void> {
  await signUp(page, email, password);
  await openVerificationLink(page, dataDir, email);
  await page.getByRole('button', { name: messages.dashboard.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
}

/** Fast path for specs whose subject is not sign-up: register and verify through the API. */
export async function createVerifiedUser(request: APIRequestContext, dataDir: string, email: string): Promise<void> {
  await registerVerified(request, dataDir, email, siteOrigin());
}

/** Signs in through the API with the page's own cookie jar, then opens the dashboard. */
export async function apiSignIn(page: Page, email: string, password = PASSWORD): Promise<string> {
  const token = await login(page.request, email, password);
  await page.goto('/dashboard');
  return token;
}

/** Saves one summary per title to the account of `token`, as the extension would. */
export async function saveSummaries(
  request: APIRequestContext,
  token: string,
  titles: readonly string[],
): Promise<void> {
  for (const title of titles) {
    const saved = await request.post('/api/summaries', {
      headers: siteHeaders(token),
      data: { title, video_id: 'dQw4w9WgXcQ', summary: `About ${title}.` },
    });
    expect(saved.status()).toBe(201);
  }
}
