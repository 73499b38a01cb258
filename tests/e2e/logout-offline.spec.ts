import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, siteHeaders, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 18.2, decision 173: a logout the server never heard is sent again before the session could come back. */
test('logout while the server cannot be reached: signed out here, and after a reload the server ends the session', async ({
  page,
  dataDir,
}) => {
  const email = uniqueEmail('logout-offline');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await expect(page.getByRole('button', { name: messages.dashboard.logout, exact: true })).toBeVisible();

  // The server stops answering the logout call.
  await page.route('**/api/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: messages.dashboard.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
  // The server still holds the session: only the site knows it was ended.
  const before = await page.request.get('/check-website', { headers: siteHeaders(token) });
  expect(((await before.json()) as { authenticated: boolean }).authenticated).toBe(true);

  // The server is back; the next visit sends the owed logout before anything else.
  await page.unroute('**/api/logout');
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
  await page.goto('/dashboard');
  expect((await logout).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
  const after = await page.request.get('/check-website', { headers: siteHeaders(token) });
  expect(((await after.json()) as { authenticated: boolean }).authenticated).toBe(false);

  // And once more: nothing is owed any longer, nothing signs the person back in.
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
});
