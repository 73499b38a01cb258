import { messages } from '../../domain/messages.ts';
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
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByRole('button', { name: /reset|send/i }).click();
  const mail = await readOutbox(dataDir, { to: email, linkContains: '/reset-password' });

  await page.goto(linkPath(mail));
  await page.getByLabel(/password/i).first().fill(NEW_PASSWORD);
  const confirm = page.getByLabel(/confirm/i);
  if (await confirm.count()) await confirm.fill(NEW_PASSWORD);
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/password/reset'));
  await page.getByRole('button', { name: /password/i }).click();
  expect((await reset).status()).toBe(200);

  // The session opened before the reset is gone: the next load lands signed out on /.
  await oldSession.reload();
  await expect(oldSession).toHaveURL(/\/$/);
  await other.close();

  await openAuthDialog(page);
  await fillCredentials(page, email, PASSWORD);
  await submitButton(page, messages.auth.signInAction).click();
  await expect(authDialog(page).getByText(messages.auth.invalidEmailOrPassword)).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
});

test('a used or unknown reset link is refused', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel(/password/i).first().fill(NEW_PASSWORD);
  const confirm = page.getByLabel(/confirm/i);
  if (await confirm.count()) await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
});
