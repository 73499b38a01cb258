import type { Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { createVerifiedUser, makePremium, signIn, uniqueEmail, apiSignIn, PASSWORD } from './support/auth.ts';
import { openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 28.5: toasts sit below the header (the TEST MODE banner above it), say a thing once, and leave with the person. */

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

async function expectBelowHeader(page: Page, title: string): Promise<void> {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  if (!header) throw new Error('the header has no box');
  // The toast slides in from above: where it comes to rest is what the person sees.
  await expect
    .poll(async () => (await shown.boundingBox())?.y ?? -1, {
      message: `"${title}" starts below the header's bottom (${header.y + header.height} px)`,
    })
    .toBeGreaterThanOrEqual(header.y + header.height);
}

for (const width of [1440, 375]) {
  test(`at ${width} px the sign-in toast sits below the header, under the TEST MODE banner`, async ({
    page,
    request,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail('toast-place');
    await createVerifiedUser(request, dataDir, email);
    // The sign-in page: at 375 px the header's Sign In sits in the menu.
    await page.goto('/login');
    const form = page.locator('form').filter({ has: page.getByLabel(messages.account.passwordLabel, { exact: true }) });
    await form.getByLabel(messages.account.emailLabel, { exact: true }).fill(email);
    await form.getByLabel(messages.account.passwordLabel, { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-test-mode-banner]')).toBeVisible();
    await expectBelowHeader(page, messages.auth.signedIn);
  });
}

test('signing out closes the signed-in toasts', async ({ page, request, dataDir }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('toast-out');
  await createVerifiedUser(request, dataDir, email);
  await signIn(page, email, PASSWORD);
  const signedIn = toast(page, messages.auth.signedIn);
  // The pointer rests on the toast, so its own timer is paused: only the sign-out can close it.
  await signedIn.hover();
  const signOut = page.getByRole('banner').getByRole('button', { name: messages.dashboard.logout });
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(signedIn).toHaveCount(0);
});

test('a prompt too short is said once, under the field, and not in a toast', async ({ page, request, dataDir }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('toast-once');
  await createVerifiedUser(request, dataDir, email);
  await makePremium(page.request, await apiSignIn(page, email));
  await page.reload();
  await openTab(page, messages.dashboard.tabPrompt);
  const prompt = page.getByLabel(messages.dashboard.yourCustomPrompt);
  await prompt.fill('too short');
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await expect(prompt).toHaveAccessibleDescription(new RegExp(`${messages.dashboard.promptTooShort}$`));
  await expect(page.getByText(messages.dashboard.promptTooShort)).toHaveCount(1);
  // The next save's toast shows, so any toast of the first would be on the page by now.
  await prompt.fill('List every book the speaker mentions, with one line on why it matters.');
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await expect(toast(page, messages.dashboard.promptSaved)).toBeVisible();
  await expect(toast(page, messages.dashboard.promptTooShort)).toHaveCount(0);
});
