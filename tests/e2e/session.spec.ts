import { messages } from '../../domain/messages.ts';
import { apiSignIn, createVerifiedUser, makePremium, PASSWORD, siteHeaders, uniqueEmail } from './support/auth.ts';
import { openTab } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test('/dashboard signed out goes to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
});

test('a session ended elsewhere: the next call answers 401, the site logs out and returns to /', async ({
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

  // Mid-use, without reloading: applying a filter calls the API with the dead session.
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/summaries') && r.status() === 401);
  await openTab(page, messages.dashboard.tabSummaries);
  await page.getByRole('button', { name: messages.dashboard.apply }).click();
  await unauthorized;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
});
