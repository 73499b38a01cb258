import { messages } from '../../domain/messages.ts';
import { createVerifiedUser, PASSWORD, signIn, siteHeaders, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

test('log out of all sessions from a second browser ends the first one too', async ({ page, browser, dataDir }) => {
  const email = uniqueEmail('logoutall');
  await createVerifiedUser(page.request, dataDir, email);
  await signIn(page, email, PASSWORD);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, email, PASSWORD);
  // The site has no button for it (SPEC lists only the call): the second browser makes the call the
  // site would, with its own session cookie.
  const res = await secondPage.request.post('/api/logout-all', { headers: siteHeaders() });
  expect(res.status()).toBe(200);
  await secondPage.reload();
  await expect(secondPage).toHaveURL(/\/$/);
  await second.close();

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
});
