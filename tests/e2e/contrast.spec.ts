import type { Locator, Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { THEMES_UNDER_TEST, useTheme } from './support/a11y.ts';
import { apiSignIn, createVerifiedUser, makePremium, uniqueEmail } from './support/auth.ts';
import { contrastOf, stillColours } from './support/contrast.ts';
import { expect, test } from './support/fixtures.ts';

/** Issue 28.4: every button keeps 4.5:1 at rest, hovered, focused and pressed; field edges reach 3:1. */
const TEXT = 4.5;
const EDGE = 3;

async function expectReadable(target: Locator, state: string): Promise<void> {
  const name = (await target.textContent())?.trim() || (await target.getAttribute('aria-label')) || 'unnamed';
  const { text } = await contrastOf(target);
  expect.soft(text, `"${name}" ${state}`).toBeGreaterThanOrEqual(TEXT);
}

/** At rest, focused and hovered. */
async function expectReadableInEachState(target: Locator): Promise<void> {
  await expectReadable(target, 'at rest');
  await target.focus();
  await expectReadable(target, 'focused');
  await target.hover();
  await expectReadable(target, 'hovered');
}

/** …and held down: released away from it, so nothing is followed or opened. */
async function expectReadableInEveryState(page: Page, target: Locator): Promise<void> {
  await expectReadableInEachState(target);
  await page.mouse.down();
  await expectReadable(target, 'pressed');
  await page.mouse.move(0, 0);
  await page.mouse.up();
}

/** Every visible button that shows words (and every link dressed as one): icons and checkboxes have none. */
async function expectEveryButtonReadable(scope: Locator): Promise<void> {
  const buttons = scope.locator('button:not([role]):visible, a[class]:visible').filter({ hasText: /\S/ });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expectReadableInEachState(buttons.nth(i));
}

for (const theme of THEMES_UNDER_TEST) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    test('the landing page: Add to Chrome hovered keeps its label, and so does every other button', async ({
      page,
    }) => {
      await page.goto('/');
      await stillColours(page);
      const addToChrome = page.getByRole('main').getByRole('link', { name: messages.site.addToChrome }).first();
      await addToChrome.hover();
      await expectReadable(addToChrome, 'hovered');
      await expectEveryButtonReadable(page.locator('body'));
    });

    test('the 404 page: Back to home hovered, and a disabled button', async ({ page }) => {
      await page.goto('/no-such-page');
      await stillColours(page);
      const backHome = page.getByRole('link', { name: messages.site.backHome });
      await expectReadableInEveryState(page, backHome);
      // The disabled look: a link-button marked aria-disabled and a real button disabled.
      await backHome.evaluate((link) => link.setAttribute('aria-disabled', 'true'));
      await backHome.hover();
      await expectReadable(backHome, 'disabled, hovered');
      const signIn = page
        .getByRole('navigation')
        .getByRole('button', { name: messages.auth.signInAction, exact: true });
      await signIn.evaluate((button) => button.setAttribute('disabled', ''));
      await expectReadable(signIn, 'disabled');
    });

    test('the empty dashboard: Add to Chrome hovered', async ({ page, request, dataDir }) => {
      const email = uniqueEmail('contrast');
      await createVerifiedUser(request, dataDir, email);
      await makePremium(page.request, await apiSignIn(page, email));
      await page.reload();
      const addToChrome = page.getByRole('main').getByRole('link', { name: messages.site.addToChrome });
      await expect(addToChrome).toBeVisible();
      await stillColours(page);
      await expectReadableInEveryState(page, addToChrome);
      await expectEveryButtonReadable(page.locator('body'));
    });

    test('sign-in fields: each edge reaches 3:1 against the dialog', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await stillColours(page);
      const fields = [
        dialog.getByLabel(messages.account.emailLabel, { exact: true }),
        dialog.getByLabel(messages.account.passwordLabel, { exact: true }),
        dialog.getByRole('checkbox', { name: messages.auth.rememberMe }),
      ];
      for (const field of fields) {
        const { border } = await contrastOf(field);
        expect.soft(border, `${await field.getAttribute('id')} edge`).toBeGreaterThanOrEqual(EDGE);
      }
      await expectEveryButtonReadable(dialog);
    });
  });
}
