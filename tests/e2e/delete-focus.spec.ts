/**
 * Keyboard users keep their place around the delete dialogs: closing one without deleting puts focus
 * back on the button that opened it; deleting a summary leaves focus in the list, not on the page.
 */
import { request as playwrightRequest } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { login } from './support/api.ts';
import { createVerifiedUser, makePremium, PASSWORD, siteHeaders, signIn, uniqueEmail } from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

const card = messages.summaryActions;
const settings = messages.settings;
const TITLES = ['Focus first', 'Focus second'];

test('delete dialogs give focus back to where the person was', async ({ page, dataDir }) => {
  const email = uniqueEmail('delete-focus');
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  for (const title of TITLES) {
    const saved = await api.post('/api/summaries', {
      headers: siteHeaders(token),
      data: { title, video_id: 'dQw4w9WgXcQ', summary: `About ${title}.` },
    });
    expect(saved.status()).toBe(201);
  }
  await api.dispose();
  await signIn(page, email, PASSWORD);

  const deleteOf = (title: string) =>
    page.getByRole('article', { name: title }).getByRole('button', { name: card.delete, exact: true });
  const dialog = page.getByRole('dialog', { name: card.deleteTitle });

  // Escape keeps the summary and returns to its Delete button.
  await deleteOf('Focus first').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteOf('Focus first')).toBeFocused();

  // So does Cancel.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: card.cancel }).click();
  await expect(deleteOf('Focus first')).toBeFocused();

  // Deleting: the card is gone, focus lands on the list (the next Tab reaches the next card), not on <body>.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: card.deleteConfirm }).click();
  await expect(page.getByRole('article', { name: 'Focus first' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: messages.dashboard.tabSummaries })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('article', { name: 'Focus second' }).locator(':focus')).toHaveCount(1);

  // The account's delete dialog: Escape returns to "Delete account".
  await page.goto('/account');
  const opener = page.getByRole('button', { name: settings.deleteAction });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: settings.deleteTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});
