import { messages } from '../../domain/messages.ts';
import { authDialog, DEMO, fillCredentials, openAuthDialog, submitButton } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

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
