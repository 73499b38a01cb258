import type { Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import {
  apiSignIn,
  authDialog,
  createVerifiedUser,
  fillCredentials,
  openAuthDialog,
  PASSWORD,
  signIn,
  submitButton,
  uniqueEmail,
} from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { linkPath, readOutbox } from './support/outbox.ts';

const NEW_PASSWORD = 'brand-New-password-987';

async function choosePassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel(messages.account.newPasswordLabel, { exact: true }).fill(password);
  await page.getByLabel(messages.account.confirmPasswordLabel, { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: messages.account.resetSubmit }).click();
}

test('forgot password: e-mail link, new password, every old session ended', async ({ page, browser, dataDir }) => {
  const email = uniqueEmail('reset');
  await createVerifiedUser(page.request, dataDir, email);
  const other = await browser.newContext();
  const oldSession = await other.newPage();
  await apiSignIn(oldSession, email);
  await expect(oldSession).toHaveURL(/\/dashboard$/);

  await openAuthDialog(page);
  await authDialog(page).getByRole('link', { name: messages.auth.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: messages.account.forgotTitle })).toBeVisible();
  await page.getByLabel(messages.account.emailLabel, { exact: true }).fill(email);
  await page.getByRole('button', { name: messages.account.forgotSubmit }).click();
  // Success is the site's own copy (messages.account); server messages are shown for errors only.
  await expect(page.getByRole('status')).toHaveText(messages.account.forgotSent);
  const mail = await readOutbox(dataDir, { to: email, linkContains: '/reset-password' });

  await page.goto(linkPath(mail));
  await expect(page.getByRole('heading', { name: messages.account.resetTitle })).toBeVisible();
  await choosePassword(page, NEW_PASSWORD, 'different-password-1');
  await expect(page.getByText(messages.account.passwordsDiffer)).toBeVisible();
  await choosePassword(page, NEW_PASSWORD);
  await expect(page.getByRole('status')).toHaveText(messages.account.resetDone);

  // The session opened before the reset is gone: the next load is signed out, told, and on sign-in.
  await oldSession.reload();
  await expect(oldSession).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(oldSession.getByText(messages.auth.sessionEnded)).toBeVisible();
  await other.close();

  await openAuthDialog(page);
  await fillCredentials(page, email, PASSWORD);
  await submitButton(page, messages.auth.signInAction).click();
  await expect(authDialog(page).getByText(messages.auth.invalidEmailOrPassword)).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
});

test('an unknown reset link is refused', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token-0123456789');
  await choosePassword(page, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(messages.server.invalidToken);
});
