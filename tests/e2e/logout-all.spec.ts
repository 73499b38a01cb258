import { apiSignIn, createVerifiedUser, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

test('log out of all sessions from a second browser ends the first one too', async ({ page, browser, dataDir }) => {
  const email = uniqueEmail('logoutall');
  await createVerifiedUser(page.request, dataDir, email);
  await apiSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await apiSignIn(secondPage, email);
  await expect(secondPage).toHaveURL(/\/dashboard$/);
  await secondPage.getByRole('button', { name: /log ?out (of )?all/i }).click();
  await expect(secondPage).toHaveURL(/\/$/);
  await second.close();

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});
