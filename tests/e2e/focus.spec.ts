import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, makePremium, uniqueEmail } from './support/auth.ts';
import { openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

const text = messages.dashboard;

/** Issue 28.6 (part): the prompt's reset question closes on Escape, hides the buttons it replaces, and focus follows. */
test('the reset question: Escape keeps the prompt and returns to Reset; a reset lands on the prompt', async ({
  page,
  request,
  dataDir,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('focus-reset');
  await createVerifiedUser(request, dataDir, email);
  await makePremium(page.request, await apiSignIn(page, email));
  await page.reload();
  await openTab(page, text.tabPrompt);
  const prompt = page.getByLabel(text.yourCustomPrompt);
  await prompt.fill('List every book the speaker mentions, with one line on why it matters.');
  await page.getByRole('button', { name: text.savePrompt }).click();
  await expect(page.getByText(text.promptSaved)).toBeVisible();

  const reset = page.getByRole('button', { name: text.resetToDefault });
  await reset.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('region', { name: text.resetConfirmTitle });
  await expect(question).toBeVisible();
  // The question stands in for the buttons it replaces.
  await expect(reset).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.savePrompt })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(reset).toBeFocused();

  await page.keyboard.press('Enter');
  await question.getByRole('button', { name: text.resetConfirmAction }).click();
  await expect(page.getByText(text.promptReset)).toBeVisible();
  await expect(prompt).toBeFocused();
});
