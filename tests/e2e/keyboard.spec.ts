import { PLAN_TOGGLE_LOCK_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { tabTo } from './support/a11y.ts';
import { authDialog, DEMO } from './support/auth.ts';
import { billingSwitch, planDialog } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test('keyboard only: sign in, open the plan dialog, switch billing, close it', async ({ page }) => {
  await page.goto('/');
  const signInButton = page
    .getByRole('navigation')
    .getByRole('button', { name: messages.auth.signInAction, exact: true });
  await tabTo(page, signInButton);
  await page.keyboard.press('Enter');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByLabel(messages.account.emailLabel, { exact: true }));
  await page.keyboard.type(DEMO.basic);
  await tabTo(page, dialog.getByLabel(messages.account.passwordLabel, { exact: true }));
  await page.keyboard.type(DEMO.password);
  await tabTo(page, dialog.getByRole('checkbox', { name: messages.auth.rememberMe }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: messages.auth.rememberMe })).toBeChecked();
  // Enter in a field submits the form.
  await tabTo(page, dialog.getByLabel(messages.account.passwordLabel, { exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const manage = page.getByRole('button', { name: messages.dashboard.manageSubscription });
  await tabTo(page, manage);
  await page.keyboard.press('Enter');
  await expect(planDialog(page)).toBeVisible();
  const toggle = billingSwitch(page);
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled({ timeout: PLAN_TOGGLE_LOCK_MS * 5 });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(planDialog(page)).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(manage).toBeFocused();
});
