/**
 * Issue 28.8 (Account settings) and 28.6 (focus after a saved password and a saved e-mail), at the
 * audit's widths: each problem sits under the field it concerns, marked invalid and described, with
 * focus on the first; a saved change empties its form and focus goes to its result; a pending e-mail
 * change can be resent and cancelled (decisions 284, 285).
 */
import type { Locator, Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { expectNoAxeViolations } from './support/a11y.ts';
import { apiSignIn, createVerifiedUser, PASSWORD, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { readOutbox } from './support/outbox.ts';

const settings = messages.settings;
const NEW_PASSWORD = 'e2e-Changed-Password-5678';

/** The text the field's aria-describedby points to (its error under the field). */
async function describedBy(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  expect(ids).not.toBe('');
  const page = field.page();
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

async function expectFieldError(field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(field)).toBe(text);
}

async function openSettings(page: Page, email: string): Promise<void> {
  await apiSignIn(page, email);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: settings.title, level: 1 })).toBeVisible();
}

for (const width of [375, 1440]) {
  test.describe(`Account settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('password: problems on their fields with focus; a saved one empties the form and focuses the result', async ({
      page,
      dataDir,
    }) => {
      const email = uniqueEmail(`pwform-${width}`);
      await createVerifiedUser(page.request, dataDir, email);
      await openSettings(page, email);
      const section = page.getByRole('region', { name: settings.passwordSection });
      const current = section.getByLabel(settings.currentPasswordLabel);
      const next = section.getByLabel(messages.account.newPasswordLabel, { exact: true });
      const confirm = section.getByLabel(messages.account.confirmPasswordLabel);
      const submit = section.getByRole('button', { name: settings.changePassword });

      // Too short, and the confirmation left empty: both said, focus on the first.
      await current.fill(PASSWORD);
      await next.fill('short');
      await submit.click();
      await expectFieldError(next, messages.account.passwordTooShort);
      expect(await describedBy(confirm)).toBe(settings.fieldRequired);
      await expect(current).not.toHaveAttribute('aria-invalid');

      await next.fill(NEW_PASSWORD);
      await confirm.fill(`${NEW_PASSWORD}-other`);
      await submit.click();
      await expectFieldError(confirm, messages.account.passwordsDiffer);
      await expect(next).not.toHaveAttribute('aria-invalid');

      // The server's refusals: a wrong current password is that field's; a weak new one, the new one's.
      await current.fill('not-my-password');
      await confirm.fill(NEW_PASSWORD);
      const wrong = page.waitForResponse((r) => r.url().endsWith('/api/account/password'));
      await submit.click();
      expect((await wrong).status()).toBe(403);
      await expectFieldError(current, messages.server.wrongPassword);

      await current.fill(PASSWORD);
      await next.fill('aaaaaaaaaa');
      await confirm.fill('aaaaaaaaaa');
      const weak = page.waitForResponse((r) => r.url().endsWith('/api/account/password'));
      await submit.click();
      expect((await weak).status()).toBe(422);
      await expect(next).toBeFocused();
      await expect(next).toHaveAttribute('aria-invalid', 'true');
      await expect(current).not.toHaveAttribute('aria-invalid');

      // Saved: said once where the form is, focused; the form is empty and clean.
      await next.fill(NEW_PASSWORD);
      await confirm.fill(NEW_PASSWORD);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/password'));
      await submit.click();
      expect((await saved).status()).toBe(200);
      const result = page.getByTestId('password-result');
      await expect(result).toHaveText(settings.passwordChanged);
      await expect(result).toBeFocused();
      await expect(result).toBeInViewport();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: settings.passwordChanged })).toHaveCount(0);
      for (const field of [current, next, confirm]) {
        await expect(field).toHaveValue('');
        await expect(field).not.toHaveAttribute('aria-invalid');
      }
    });

    test('e-mail: problems on their fields with focus; a sent change empties the form, is pending, resent and cancelled', async ({
      page,
      dataDir,
    }) => {
      const email = uniqueEmail(`mailform-${width}`);
      const moved = uniqueEmail(`mailform-new-${width}`);
      await createVerifiedUser(page.request, dataDir, email);
      await openSettings(page, email);
      const section = page.getByRole('region', { name: settings.emailSection });
      const address = section.getByLabel(settings.newEmailLabel);
      const password = section.getByLabel(settings.currentPasswordLabel);
      const submit = section.getByRole('button', { name: settings.changeEmail });
      const result = page.getByTestId('email-result');

      await address.fill('jane at example');
      await submit.click();
      await expectFieldError(address, messages.auth.invalidEmail);
      expect(await describedBy(password)).toBe(settings.fieldRequired);
      await expectNoAxeViolations(page, `account settings with field errors (${width} px)`);

      // The server says the address is already this account's: the address's problem.
      await address.fill(email);
      await password.fill(PASSWORD);
      await submit.click();
      await expectFieldError(address, messages.server.sameEmail);
      await expect(password).not.toHaveAttribute('aria-invalid');

      await address.fill(moved);
      await password.fill('not-my-password');
      await submit.click();
      await expectFieldError(password, messages.server.wrongPassword);
      await expect(address).not.toHaveAttribute('aria-invalid');

      await password.fill(PASSWORD);
      await submit.click();
      await expect(result).toHaveText(settings.emailLinkSent(moved));
      await expect(result).toBeFocused();
      await expect(address).toHaveValue('');
      await expect(password).toHaveValue('');
      const first = await readOutbox(dataDir, { to: moved, linkContains: '/confirm-email' });

      // Pending after a reload too; Resend sends a new link and says so, focused.
      await page.reload();
      await expect(result).toHaveText(settings.emailPending(moved));
      await expectNoAxeViolations(page, `account settings with a pending e-mail change (${width} px)`);
      const resent = page.waitForResponse((r) => r.url().endsWith('/api/account/email/resend'));
      await section.getByRole('button', { name: settings.resendLink }).click();
      expect((await resent).status()).toBe(202);
      await expect(result).toHaveText(messages.server.emailChangeResent(moved));
      await expect(result).toBeFocused();
      await expect
        .poll(async () => (await readOutbox(dataDir, { to: moved, linkContains: '/confirm-email' })).link)
        .not.toBe(first.link);

      // Cancel: the address stays; the line says so, focused; nothing is pending after a reload.
      const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/account/email/cancel'));
      await section.getByRole('button', { name: settings.cancelEmailChange }).click();
      expect((await cancelled).status()).toBe(200);
      await expect(result).toHaveText(settings.emailChangeCancelled(email));
      await expect(result).toBeFocused();
      await expect(section.getByRole('button', { name: settings.resendLink })).toHaveCount(0);
      await page.reload();
      await expect(section.getByText(settings.currentEmail(email))).toBeVisible();
      await expect(result).toHaveCount(0);
      await expect(section.getByRole('button', { name: settings.cancelEmailChange })).toHaveCount(0);
    });
  });
}
