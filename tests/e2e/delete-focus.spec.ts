/**
 * Keyboard users keep their place around deletions: a summary's Delete leaves focus on its Undo (issue
 * 28.6), which Ctrl+Z answers too; closing the account's delete dialog puts focus back on its opener.
 */
import { request as playwrightRequest } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { login } from './support/api.ts';
import { createVerifiedUser, makePremium, saveSummaries, PASSWORD, signIn, uniqueEmail } from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

const card = messages.summaryActions;
const settings = messages.settings;
const TITLES = ['Focus first', 'Focus second'];

test('deleting keeps the keyboard where the person was, Undo included', async ({ page, dataDir }) => {
  const email = uniqueEmail('delete-focus');
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  await saveSummaries(api, token, TITLES);
  await api.dispose();
  await signIn(page, email, PASSWORD);

  const deleteOf = (title: string) =>
    page.getByRole('article', { name: title }).getByRole('button', { name: card.delete, exact: true });
  const notice = page.getByRole('status').filter({ hasText: card.deletedNamed('Focus first') });
  const undo = notice.getByRole('button', { name: card.undo });

  // Delete by keyboard: nothing asks (issue 28.9); the card goes and its Undo, said aloud, has the focus.
  await deleteOf('Focus first').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Focus first' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(undo).toBeFocused();
  // Near the action: the next Tab is the first card left.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('article', { name: 'Focus second' }).locator(':focus')).toHaveCount(1);
  // Ctrl+Z while the notice shows puts the summary back; focus goes to the list, not the page's top.
  await undo.focus();
  const restored = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/summaries/'));
  await page.keyboard.press('Control+z');
  expect((await restored).status()).toBe(201);
  await expect(page.getByRole('article', { name: 'Focus first' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('list', { name: messages.dashboard.tabSummaries })).toBeFocused();

  // Deleted for good: when the window closes (the pointer and focus elsewhere) focus stays in the list.
  await deleteOf('Focus first').focus();
  await page.keyboard.press('Enter');
  await expect(undo).toBeFocused();
  await page.getByRole('list', { name: messages.dashboard.tabSummaries }).focus();
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('article', { name: 'Focus first' })).toHaveCount(0);

  // The account's delete dialog: Escape returns to "Delete account".
  await page.goto('/account');
  const opener = page.getByRole('button', { name: settings.deleteAction });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: settings.deleteTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});
