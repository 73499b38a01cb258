import { messages } from '#domain/messages.ts';
import { createVerifiedUser, PASSWORD, signIn, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

test("'Sign out of all devices' on the dashboard of a second browser ends the first one too", async ({
  page,
  browser,
  dataDir,
}) => {
  const email = uniqueEmail('logoutall');
  await createVerifiedUser(page.request, dataDir, email);
  await signIn(page, email, PASSWORD);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, email, PASSWORD);
  const call = secondPage.waitForResponse((r) => r.url().endsWith('/api/logout-all'));
  await secondPage.getByRole('button', { name: messages.dashboard.logoutAll }).click();
  await secondPage.getByRole('button', { name: messages.dashboard.logoutAllConfirmAction }).click();
  expect((await call).status()).toBe(200);
  await expect(secondPage).toHaveURL(/\/$/);
  await expect(
    secondPage.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction }),
  ).toBeVisible();
  await second.close();

  // The first browser's session ended elsewhere: told, and sent to sign-in with the way back (decision 176).
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByText(messages.auth.sessionEnded)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
});
