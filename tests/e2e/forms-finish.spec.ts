/**
 * Issue 28.8, the sign-up and sign-in part (decisions 286, 287): after Sign Up the dialog says "check
 * your e-mail" with a resend and a way to use another address; the mailed link signs the person in,
 * once; signing in again after an ended session returns to the same tab and view with the e-mail filled
 * in; a sign-out in one tab signs every other tab out at once.
 */
import { messages } from '#domain/messages.ts';
import {
  apiSignIn,
  authDialog,
  createVerifiedUser,
  makePremium,
  openVerificationLink,
  PASSWORD,
  siteHeaders,
  signUp,
  uniqueEmail,
} from './support/auth.ts';
import { dashboardLive } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';
import { linkPath, readOutbox } from './support/outbox.ts';

const text = messages.auth;

/** The verification links mailed to `email` so far. */
async function verificationLinks(dataDir: string, email: string): Promise<string> {
  return linkPath(await readOutbox(dataDir, { to: email, linkContains: '/verify-email' }));
}

for (const width of [375, 1440]) {
  test(`at ${width} px Sign Up moves the dialog to "check your e-mail", with a resend and another address`, async ({
    page,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`inbox-${width}`);
    await signUp(page, email);
    const dialog = authDialog(page);
    // The step replaced the form: no fields, the address named, the focus on what it says.
    await expect(dialog.getByLabel(messages.account.emailLabel, { exact: true })).toHaveCount(0);
    await expect(dialog.locator(':focus')).toContainText(text.checkEmailText(email));
    const first = await verificationLinks(dataDir, email);

    const resent = page.waitForResponse((r) => r.url().endsWith('/api/email/resend-verification'));
    await dialog.getByRole('button', { name: text.resendEmail }).click();
    expect((await resent).status()).toBe(202);
    await expect(page.getByText(text.verificationResent(email))).toBeVisible();
    await expect.poll(() => verificationLinks(dataDir, email)).not.toBe(first);
    // Still the same step: the person can resend again or use another address.
    await expect(dialog.getByRole('heading', { name: text.checkEmailTitle })).toBeVisible();

    await dialog.getByRole('button', { name: text.useAnotherAddress }).click();
    await expect(dialog.getByRole('heading', { name: text.signUpTitle })).toBeVisible();
    await expect(dialog.getByLabel(messages.account.emailLabel, { exact: true })).toHaveValue('');
  });

  test(`at ${width} px the mailed link confirms the address and signs in, once`, async ({ page, browser, dataDir }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`link-${width}`);
    await signUp(page, email);
    const link = await verificationLinks(dataDir, email);
    await openVerificationLink(page, dataDir, email);
    await expect(page.getByText(text.signedIn)).toBeVisible();
    await expect(page.getByRole('tab', { name: messages.dashboard.tabSummaries })).toBeVisible();

    // The same link in another browser (copied, forwarded): the address is confirmed, nobody is signed in.
    const other = await browser.newContext({ viewport: { width, height: 800 } });
    const otherPage = await other.newPage();
    const again = otherPage.waitForResponse((r) => r.url().endsWith('/api/email/verify'));
    await otherPage.goto(link);
    expect(await (await again).json()).toMatchObject({ signed_in: false });
    await expect(otherPage.getByRole('link', { name: messages.account.goToSignIn })).toBeVisible();
    await expect(otherPage).toHaveURL(/\/verify-email\?token=/);
    await other.close();
  });

  test(`at ${width} px signing in after an ended session returns to the same tab and view, the e-mail filled in`, async ({
    page,
    playwright,
    baseURL,
    dataDir,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`return-${width}`);
    await createVerifiedUser(page.request, dataDir, email);
    const token = await apiSignIn(page, email);
    await makePremium(page.request, token);
    const view = '/dashboard?q=climate&tab=prompt';
    await page.goto(view);
    await expect(page.getByRole('tab', { name: messages.dashboard.tabPrompt })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The text box, once the prompt has loaded (its loading status carries the same name).
    await page
      .getByRole('textbox', { name: messages.dashboard.yourCustomPrompt })
      .fill('Every claim with its timestamp.');

    // The session ends elsewhere (every device signed out), then the page's next call answers 401.
    const elsewhere = await playwright.request.newContext({ baseURL });
    const login = await elsewhere.post('/api/login', { headers: siteHeaders(), data: { email, password: PASSWORD } });
    const { token: other } = (await login.json()) as { token: string };
    expect((await elsewhere.post('/api/logout-all', { headers: siteHeaders(other) })).status()).toBe(200);
    await elsewhere.dispose();
    const unauthorized = page.waitForResponse((r) => r.url().includes('/api/user-prompt') && r.status() === 401);
    await page.getByRole('button', { name: messages.dashboard.savePrompt }).click();
    await unauthorized;

    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(view)}`);
    await expect(page.getByText(text.sessionEnded)).toBeVisible();
    const form = page.getByRole('main');
    await expect(form.getByLabel(messages.account.emailLabel, { exact: true })).toHaveValue(email);
    await form.getByLabel(messages.account.passwordLabel, { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: text.signInAction, exact: true }).click();
    await expect(page).toHaveURL(view);
    await expect(page.getByRole('tab', { name: messages.dashboard.tabPrompt })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test(`at ${width} px signing out in one tab signs the other tab out at once`, async ({ context, page, dataDir }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`tabs-${width}`);
    await createVerifiedUser(page.request, dataDir, email);
    await apiSignIn(page, email);
    await expect(page.getByText(email)).toBeVisible();
    const second = await context.newPage();
    await second.setViewportSize({ width, height: 800 });
    await second.goto('/dashboard?tab=prompt');
    await expect(second.getByText(email)).toBeVisible();
    // Live, not only drawn by the server: a tab hears its siblings once its script runs (decision 295).
    await dashboardLive(second);

    await page.getByRole('banner').getByRole('button', { name: messages.dashboard.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    // The other tab, untouched: home, signed out, nothing of the account left on screen.
    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByText(email)).toHaveCount(0);
    await expect(second.getByText(text.sessionEnded)).toHaveCount(0);
    // At 375 px the navigation's Sign In sits in its menu.
    if (width < 768) await second.getByRole('button', { name: messages.site.openMenu }).click();
    await expect(second.getByRole('button', { name: text.signInAction, exact: true }).first()).toBeVisible();
    // And it stays signed out: a reload finds no session.
    await second.reload();
    await expect(second.getByText(email)).toHaveCount(0);
  });
}
