import type { Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { expectNoAxeViolations, THEMES_UNDER_TEST, useTheme } from './support/a11y.ts';
import { apiSignIn, DEMO, fillCredentials, openAuthDialog, submitButton } from './support/auth.ts';
import { openPlanDialog } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

const PUBLIC_ROUTES = [
  '/',
  '/privacy-policy',
  '/terms',
  '/uninstall',
  '/uninstall/ext-user-1',
  '/cancel-payment',
  '/success-payment',
  '/forgot-password',
  '/reset-password?token=e2e-unknown',
  '/verify-email?token=e2e-unknown',
  '/confirm-email?token=e2e-unknown',
  '/login',
  '/no-such-page',
];

/** Waits until the page has settled (spinners gone) so axe sees what a person sees. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
}

for (const theme of THEMES_UNDER_TEST) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    for (const route of PUBLIC_ROUTES) {
      test(`axe: ${route}`, async ({ page }) => {
        await page.goto(route);
        await settle(page);
        await expectNoAxeViolations(page, `${route} (${theme})`);
      });
    }

    test('axe: dashboard, Basic, and its plan dialog', async ({ page }) => {
      await apiSignIn(page, DEMO.basic, DEMO.password);
      await expect(page.getByText(messages.dashboard.basicPlan)).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page, `dashboard basic (${theme})`);
      await openPlanDialog(page);
      await expect(page.getByRole('dialog').getByRole('switch')).toBeVisible();
      await expectNoAxeViolations(page, `plan dialog (${theme})`);
    });

    test('axe: an error toast, then the success toast on the dashboard (issue 12.13)', async ({ page }) => {
      await openAuthDialog(page);
      await fillCredentials(page, DEMO.basic, 'not-the-password');
      await submitButton(page, messages.auth.signInAction).click();
      const failed = page.getByText(messages.auth.signInFailed, { exact: true });
      await expect(failed).toBeVisible();
      await expectNoAxeViolations(page, `error toast (${theme})`);
      await fillCredentials(page, DEMO.basic, DEMO.password);
      await submitButton(page, messages.auth.signInAction).click();
      await expect(page.getByText(messages.auth.signedIn, { exact: true })).toBeVisible();
      await expect(page.getByText(messages.dashboard.basicPlan).first()).toBeVisible();
      await expectNoAxeViolations(page, `dashboard with the success toast (${theme})`);
    });

    test('axe: dashboard, Premium, both tabs', async ({ page }) => {
      await apiSignIn(page, DEMO.premium, DEMO.password);
      await expect(page.getByText(/^Showing \d+ to \d+ of \d+ results$/)).toBeVisible();
      await expectNoAxeViolations(page, `dashboard premium summaries (${theme})`);
      await page.getByRole('tab', { name: messages.dashboard.tabPrompt }).click();
      await expect(page.getByLabel(messages.dashboard.yourCustomPrompt)).toBeVisible();
      await expectNoAxeViolations(page, `dashboard premium prompt (${theme})`);
    });

    // A summary's deletion asks nothing (its Undo notice is checked in lists.spec.ts, on an account of its own).
    test('axe: account settings and its deletion dialog', async ({ page }) => {
      await apiSignIn(page, DEMO.premium, DEMO.password);
      await page.goto('/account');
      await expect(page.getByRole('list', { name: messages.settings.sessionsSection })).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page, `account settings (${theme})`);
      await page.getByRole('button', { name: messages.settings.deleteAction }).click();
      await expect(page.getByRole('dialog', { name: messages.settings.deleteTitle })).toBeVisible();
      await expectNoAxeViolations(page, `account deletion dialog (${theme})`);
    });

    test('axe: auth dialog in both modes', async ({ page }) => {
      await openAuthDialog(page);
      await expectNoAxeViolations(page, `auth dialog sign-in (${theme})`);
      await page.getByRole('dialog').getByRole('button', { name: messages.auth.signUpAction, exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: messages.auth.signUpTitle })).toBeVisible();
      await expectNoAxeViolations(page, `auth dialog sign-up (${theme})`);
    });

    test('axe: the theme menu and the account menu open', async ({ page }) => {
      await apiSignIn(page, DEMO.premium, DEMO.password);
      await page.goto('/');
      await page.getByRole('button', { name: messages.site.userMenu }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `account menu open (${theme})`);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: new RegExp(messages.site.theme) })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `theme menu open (${theme})`);
    });

    test('axe: mobile menu', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: messages.site.openMenu }).click();
      await expect(page.getByRole('dialog').or(page.getByRole('menu'))).toBeVisible();
      await expectNoAxeViolations(page, `mobile menu (${theme})`);
    });

    test('axe: thank-you modal', async ({ page }) => {
      await page.goto('/uninstall');
      await page.getByRole('radio', { name: messages.feedback.reasons['not-useful'] }).check();
      await page.getByRole('button', { name: messages.feedback.submit }).click();
      await expect(page.getByRole('dialog', { name: messages.feedback.thankYou })).toBeVisible();
      await expectNoAxeViolations(page, `thank-you modal (${theme})`);
    });
  });
}
