import { DEFAULT_EXTENSION_STORE_URL } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { expect, test } from './support/fixtures.ts';

const f = messages.feedback;

test('uninstall feedback: reason required, other needs details, stored, thank-you modal', async ({ page }) => {
  await page.goto('/uninstall/ext-user-42');
  await expect(page.getByRole('heading', { name: f.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: f.reinstall })).toHaveAttribute('href', DEFAULT_EXTENSION_STORE_URL);

  await page.getByRole('button', { name: f.submit }).click();
  await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(f.reasonRequired);

  await expect(page.getByLabel(f.pleaseSpecify)).toHaveCount(0);
  await page.getByRole('radio', { name: f.reasons.other, exact: true }).check();
  await page.getByLabel(f.pleaseSpecify).fill('It slowed my laptop down.');
  await page.getByLabel(f.suggestions).fill('A lighter mode.');
  await page.getByLabel(f.email).fill('leaving@skimly.test');

  const stored = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
  await page.getByRole('button', { name: f.submit }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    reason: 'other',
    type: 'uninstall',
    uid: 'ext-user-42',
    comments: 'It slowed my laptop down.',
    suggestions: 'A lighter mode.',
    email: 'leaving@skimly.test',
  });
  const modal = page.getByRole('dialog', { name: f.thankYou });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: f.close }).first().click();
  await expect(modal).toBeHidden();
  // The form starts over after the thank-you.
  await expect(page.getByRole('radio', { name: f.reasons.other, exact: true })).not.toBeChecked();
});

test('a reason other than other sends no comments', async ({ page }) => {
  await page.goto('/uninstall');
  await page.getByRole('radio', { name: f.reasons.privacy }).check();
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await page.getByRole('button', { name: f.submit }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as Record<string, unknown>;
  expect(body.reason).toBe('privacy');
  expect(body.type).toBe('uninstall');
  expect(body.comments ?? '').toBe('');
  await expect(page.getByRole('dialog', { name: f.thankYou })).toBeVisible();
});
