import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, makePremium, uniqueEmail } from './support/auth.ts';
import { openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test('Premium: custom prompt validation, save, reload, reset to default', async ({ page, dataDir }) => {
  const email = uniqueEmail('prompt');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await page.reload();
  await openTab(page, messages.dashboard.tabPrompt);
  const prompt = page.getByLabel(messages.dashboard.yourCustomPrompt);
  await expect(prompt).toHaveValue(DEFAULT_PROMPT);

  await prompt.fill('too short');
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  // Said next to the field (a toast may say it too): the textarea is marked invalid and described by it.
  await expect(prompt).toHaveAccessibleDescription(new RegExp(`${messages.dashboard.promptTooShort}$`));
  await expect(prompt).toHaveAttribute('aria-invalid', 'true');

  const mine = 'List every book and paper the speaker mentions, with one line on why it matters.';
  await prompt.fill(mine);
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await expect(page.getByText(messages.dashboard.promptSaved)).toBeVisible();
  await page.reload();
  await openTab(page, messages.dashboard.tabPrompt);
  await expect(page.getByLabel(messages.dashboard.yourCustomPrompt)).toHaveValue(mine);

  await expect(page.getByRole('button', { name: messages.dashboard.savePrompt })).toBeDisabled();
  await page.getByRole('button', { name: messages.dashboard.resetToDefault }).click();
  await page.getByRole('button', { name: messages.dashboard.resetConfirmAction }).click();
  await expect(page.getByText(messages.dashboard.promptReset)).toBeVisible();
  await expect(page.getByLabel(messages.dashboard.yourCustomPrompt)).toHaveValue(DEFAULT_PROMPT);
  await page.reload();
  await openTab(page, messages.dashboard.tabPrompt);
  await expect(page.getByLabel(messages.dashboard.yourCustomPrompt)).toHaveValue(DEFAULT_PROMPT);
});
