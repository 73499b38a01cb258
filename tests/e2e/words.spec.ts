import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, DEMO, makePremium, uniqueEmail } from './support/auth.ts';
import { openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 28.7: words that match the state. */

test('the Create an account card says what an account is for, not "Sign in to manage…"', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await expect(page.getByText(messages.account.loginText)).toBeVisible();
  await page.locator('main').getByRole('button', { name: messages.auth.signUpAction, exact: true }).last().click();
  await expect(page.getByRole('heading', { name: messages.auth.signUpTitle })).toBeVisible();
  await expect(page.getByText(messages.account.signUpText)).toBeVisible();
  await expect(page.getByText(messages.account.loginText)).toHaveCount(0);
});

test('a mailed link offers "Go to sign in" only to someone signed out', async ({ page, request, dataDir }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/confirm-email?token=e2e-unknown');
  await expect(page.getByRole('link', { name: messages.account.goToSignIn })).toBeVisible();

  const email = uniqueEmail('words-link');
  await createVerifiedUser(request, dataDir, email);
  await apiSignIn(page, email);
  await page.goto('/confirm-email?token=e2e-unknown');
  await expect(page.getByRole('link', { name: messages.account.goToAccount })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('link', { name: messages.account.goToSignIn })).toHaveCount(0);
});

test('exporting no summaries says so and saves no empty file', async ({ page, request, dataDir }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('words-export');
  await createVerifiedUser(request, dataDir, email);
  await apiSignIn(page, email);
  await page.goto('/account');
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await page.getByRole('button', { name: messages.exporting.action }).click();
  await expect(page.getByText(messages.exporting.nothing)).toBeVisible();
  await expect(page.getByText(messages.exporting.done(0))).toHaveCount(0);
  expect(downloads).toEqual([]);
});

test('the demo Premium account says it has no invoices, not "once you subscribe"', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await apiSignIn(page, DEMO.premium, DEMO.password);
  const billing = page.getByRole('region', { name: messages.plans.billingTitle });
  await expect(billing.getByText(messages.plans.noInvoicesPremium)).toBeVisible();
  await expect(billing.getByText(messages.plans.noInvoices)).toHaveCount(0);
});

test('an account with a password, to which the page offers no Google sign-in, is not sent to Google when deleting', async ({
  page,
  request,
  dataDir,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('words-delete');
  await createVerifiedUser(request, dataDir, email);
  await apiSignIn(page, email);
  await page.goto('/account');
  await page.getByRole('button', { name: messages.settings.deleteAction }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: messages.settings.deleteConfirm }).click();
  await expect(dialog.getByText(/Confirm it is you/)).toBeVisible();
  await expect(dialog.getByText(/Google/)).toHaveCount(0);
});

test('a plain reload keeps the unsaved prompt without claiming it is back "from before you were signed out"', async ({
  page,
  request,
  dataDir,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('words-draft');
  await createVerifiedUser(request, dataDir, email);
  await makePremium(page.request, await apiSignIn(page, email));
  await page.reload();
  await openTab(page, messages.dashboard.tabPrompt);
  const prompt = page.getByLabel(messages.dashboard.yourCustomPrompt);
  await prompt.fill('Every claim with its timestamp, typed and not saved.');
  await page.reload();
  await openTab(page, messages.dashboard.tabPrompt);
  await expect(prompt).toHaveValue('Every claim with its timestamp, typed and not saved.');
  await expect(page.getByText(messages.dashboard.draftRestored)).toHaveCount(0);
});
