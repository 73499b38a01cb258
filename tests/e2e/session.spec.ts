import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, makePremium, PASSWORD, siteHeaders, uniqueEmail } from './support/auth.ts';
import { openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test('/dashboard signed out goes to sign-in, and back to the dashboard after (issue 18.14)', async ({
  page,
  dataDir,
}) => {
  const email = uniqueEmail('deeplink');
  await createVerifiedUser(page.request, dataDir, email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // Nobody was signed in: nothing "ended".
  await expect(page.getByText(messages.auth.sessionEnded)).toHaveCount(0);
  await page.getByLabel(messages.account.emailLabel).fill(email);
  await page.getByLabel(messages.account.passwordLabel).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a session ended elsewhere: the next call answers 401; told, sent to sign-in, the typed prompt kept', async ({
  page,
  playwright,
  baseURL,
  dataDir,
}) => {
  const email = uniqueEmail('expiry');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await page.reload();
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();

  // Another device signs in and logs out of every session.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const login = await elsewhere.post('/api/login', { headers: siteHeaders(), data: { email, password: PASSWORD } });
  const { token: other } = (await login.json()) as { token: string };
  expect((await elsewhere.post('/api/logout-all', { headers: siteHeaders(other) })).status()).toBe(200);
  await elsewhere.dispose();

  // Mid-use, without reloading: the person types a prompt, then saves it with the dead session.
  await openTab(page, messages.dashboard.tabPrompt);
  const draft = 'Every claim with its timestamp, then what the speaker wants me to do.';
  await page.getByLabel(messages.dashboard.yourCustomPrompt).fill(draft);
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/user-prompt') && r.status() === 401);
  await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
  await unauthorized;
  // Told, and taken to sign-in with the way back to the same tab (issue 18.14, decision 287).
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3Dprompt$/);
  await expect(page.getByText(messages.auth.sessionEnded)).toBeVisible();
  await page.getByLabel(messages.account.emailLabel).fill(email);
  await page.getByLabel(messages.account.passwordLabel).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=prompt$/);
  // What they typed is back, unsaved, and said so.
  await openTab(page, messages.dashboard.tabPrompt);
  await expect(page.getByLabel(messages.dashboard.yourCustomPrompt)).toHaveValue(draft);
  await expect(page.getByText(messages.dashboard.draftRestored)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.dashboard.savePrompt })).toBeEnabled();
});
