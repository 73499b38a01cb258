import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { authDialog, openAuthDialog } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { GOOGLE_USER } from './support/oidc.ts';

const googleButton = (page: import('@playwright/test').Page) =>
  authDialog(page).getByRole('button', { name: messages.auth.signInWithGoogle });

test('Google sign-in through the local OpenID provider returns to where it started', async ({ page }) => {
  await openAuthDialog(page);
  await googleButton(page).click();
  await expect(page.getByText(messages.auth.googleSignedIn)).toBeVisible();
  // oauth_redirect was '/', the page the sign-in started from.
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: messages.site.userMenu }).click();
  await expect(page.getByText(GOOGLE_USER.email)).toBeVisible();
});

test('a tampered state on the way back fails with the toast', async ({ page }) => {
  // Playwright cannot intercept a redirect's target, so the state is changed on the way out, at the
  // provider's authorize endpoint: the provider echoes it to the server's callback, which refuses it.
  await page.route(
    (url) => url.pathname === '/authorize',
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('state', 'tampered-state-value');
      await route.continue({ url: url.toString() });
    },
  );
  await openAuthDialog(page);
  await googleButton(page).click();
  await expect(page.getByText(messages.auth.googleFailed)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
});

test('a return whose state is not the one stored is refused by the site', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'the-state-the-site-sent'), STORAGE_KEYS.oauthState);
  await page.goto('/oauth/return?status=success&state=some-other-state');
  await expect(page.getByText(messages.auth.googleFailed)).toBeVisible();
});
