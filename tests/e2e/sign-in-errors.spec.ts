import { messages } from '#domain/messages.ts';
import { EXTENSION_ID } from '#domain/constants.ts';
import {
  authDialog,
  DEMO,
  fillCredentials,
  openAuthDialog,
  PASSWORD,
  siteHeaders,
  submitButton,
  uniqueEmail,
} from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';
import { linkPath, readOutbox } from './support/outbox.ts';

test.beforeEach(async ({ page }) => {
  await openAuthDialog(page);
});

test('empty fields: Please fill in all fields', async ({ page }) => {
  await submitButton(page, messages.auth.signInAction).click();
  await expect(authDialog(page).getByText(messages.auth.fillAllFields)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('malformed address: Please enter a valid email address', async ({ page }) => {
  await fillCredentials(page, 'not an email', 'whatever-password');
  await submitButton(page, messages.auth.signInAction).click();
  await expect(authDialog(page).getByText(messages.auth.invalidEmail)).toBeVisible();
});

test('wrong password: inline error and the Sign in failed toast', async ({ page }) => {
  await fillCredentials(page, DEMO.basic, 'wrong-password-123');
  await submitButton(page, messages.auth.signInAction).click();
  await expect(authDialog(page).getByText(messages.auth.invalidEmailOrPassword)).toBeVisible();
  await expect(page.getByText(messages.auth.signInFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('fields reset when the dialog closes', async ({ page }) => {
  await fillCredentials(page, DEMO.basic, 'typed-password');
  await page.keyboard.press('Escape');
  await expect(authDialog(page)).toBeHidden();
  await page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  await expect(authDialog(page).getByLabel(messages.account.emailLabel, { exact: true })).toHaveValue('');
  await expect(authDialog(page).getByLabel(messages.account.passwordLabel, { exact: true })).toHaveValue('');
});

test('signing in unverified offers Resend e-mail, which sends a new link (issue 18.15)', async ({ page, dataDir }) => {
  const email = uniqueEmail('unverified');
  const registered = await page.request.post('/api/register', {
    headers: siteHeaders(),
    data: { email, password: PASSWORD, extension_id: EXTENSION_ID, extension_url: siteOrigin() },
  });
  expect(registered.status()).toBe(202);
  await fillCredentials(page, email, PASSWORD);
  await submitButton(page, messages.auth.signInAction).click();
  await expect(authDialog(page).getByText(messages.server.emailNotVerified)).toBeVisible();
  const resent = page.waitForResponse((r) => r.url().endsWith('/api/email/resend-verification'));
  await authDialog(page).getByRole('button', { name: messages.auth.resendEmail }).click();
  expect((await resent).status()).toBe(202);
  await expect(page.getByText(messages.auth.verificationResent(email))).toBeVisible();
  // The new link is in the outbox and works.
  const mail = await readOutbox(dataDir, { to: email, linkContains: '/verify-email' });
  expect(linkPath(mail)).toContain('/verify-email?token=');
});
