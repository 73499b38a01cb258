/**
 * Issue 28.2, billing a person can manage any day, at the audit's widths (375 and 1440 px): a healthy
 * Premium subscriber sees the card on file in Billing and updates it (TEST MODE's portal), coming back
 * to the tab they were on and told that it worked, the card-updated e-mail sent; each invoice links
 * TEST MODE's own receipt page (never a provider's host); the switch between monthly and annual billing
 * is in Billing, without the plan dialog; a failed renewal's invoice is a badge with "Pay now", which
 * pays it. Light theme throughout; the badge, where colour carries the state, in dark too.
 *
 * The failed renewal needs the billing clock, global to a server: that test starts a server of its own.
 */
import type { Page } from '@playwright/test';
import { billingMessages, testBillingPageMessages } from '#domain/billingMessages.ts';
import { messages } from '#domain/messages.ts';
import { login, makePremium, registerVerified, siteHeaders } from './support/api.ts';
import { expectNoAxeViolations, useTheme } from './support/a11y.ts';
import { apiSignIn, createVerifiedUser, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { readOutbox } from './support/outbox.ts';
import { testWithOwnServer } from './support/ownServer.ts';

const plans = messages.plans;
const words = billingMessages;
const pages = testBillingPageMessages;
const portal = messages.testBilling;

function billing(page: Page) {
  return page.getByRole('region', { name: plans.billingTitle, exact: true });
}

/** A Premium (monthly) account signed in on the dashboard; returns its token. */
async function premiumDashboard(page: Page, dataDir: string, tag: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(tag);
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await page.reload();
  await expect(page.getByText(messages.dashboard.premiumPlan, { exact: true })).toBeVisible();
  return { email, token };
}

for (const width of [375, 1440]) {
  test(`a healthy subscriber sees the card on file and updates it, back on the tab they were on (${width} px)`, async ({
    page,
    dataDir,
  }) => {
    // Two pages, two accessibility scans and a checkout: more than the default 45 s on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const { email } = await premiumDashboard(page, dataDir, `card-${width}`);
    const section = billing(page);
    // The checkout paid with TEST MODE's first card; no failed renewal is needed to update it.
    await expect(section.getByText(words.paymentMethod, { exact: true })).toBeVisible();
    await expect(section.getByText(words.cardOnFile('visa', '4242'), { exact: false })).toBeVisible();
    await expect(page.getByText(plans.paymentFailedTitle)).toHaveCount(0);

    // On the Custom prompt tab, Update card leads to the portal, which shows the card and offers another.
    await page.getByRole('tab', { name: messages.dashboard.tabPrompt }).click();
    await expect(page).toHaveURL(/[?&]tab=prompt/);
    await section.getByRole('button', { name: words.updateCard, exact: true }).click();
    await expect(page.getByRole('heading', { name: portal.portalTitle })).toBeVisible();
    await expect(page.getByText(words.cardOnFile('visa', '4242'), { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page, `the test billing portal at ${width} px`);
    await page.getByRole('radio', { name: /Mastercard ending in 4444/ }).check();
    await page.getByRole('button', { name: portal.updateCard, exact: true }).click();

    // Back where they started, told that it worked; the address says nothing more after that.
    await expect(page).toHaveURL(/\/dashboard\?tab=prompt$/);
    await expect(page.getByText(plans.cardUpdated)).toBeVisible();
    await expect(page.getByRole('tab', { name: messages.dashboard.tabPrompt })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(section.getByText(words.cardOnFile('mastercard', '4444'), { exact: false })).toBeVisible();
    const mail = await readOutbox(dataDir, { to: email, subject: messages.server.cardUpdatedSubject });
    expect(mail.link).toContain('/dashboard');
    await expectNoAxeViolations(page, `the dashboard after the card update at ${width} px`);
  });

  test(`invoices link TEST MODE's own receipt page; the interval switch is in Billing (${width} px)`, async ({
    page,
    dataDir,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await premiumDashboard(page, dataDir, `receipt-${width}`);
    const section = billing(page);

    // The receipt is the server's own page, on this site, marked TEST MODE.
    const receipt = section.getByRole('link', { name: /^View receipt of / });
    await expect(receipt).toHaveCount(1);
    const href = (await receipt.getAttribute('href')) ?? '';
    expect(new URL(href).origin).toBe(new URL(baseURL ?? '').origin);
    expect(href).not.toMatch(/stripe\.com/);
    const receiptPage = await page.context().newPage();
    await receiptPage.setViewportSize({ width, height: 900 });
    await receiptPage.goto(href);
    await expect(receiptPage.getByRole('heading', { name: pages.receiptTitle })).toBeVisible();
    await expect(receiptPage.getByText(messages.testMode.label, { exact: true })).toBeVisible();
    await expect(receiptPage.getByText(messages.billing.invoiceDescription('month', false))).toBeVisible();
    await expect(receiptPage.getByText('$9.99')).toBeVisible();
    await expect(receiptPage.getByText(plans.invoiceStatuses.paid, { exact: true })).toBeVisible();
    await expectNoAxeViolations(receiptPage, `the TEST MODE receipt at ${width} px`);
    await receiptPage.close();

    // Monthly -> annual from Billing: it asks first; keeping the current billing changes nothing.
    const toAnnual = section.getByRole('button', { name: words.switchBilling('year'), exact: true });
    await toAnnual.click();
    await expect(section.getByText(words.switchBillingToAnnualText)).toBeVisible();
    await section.getByRole('button', { name: plans.keepCurrentBilling, exact: true }).click();
    await expect(toAnnual).toBeFocused();
    await toAnnual.click();
    await section.getByRole('button', { name: plans.confirmSwitch, exact: true }).click();
    await expect(page.getByText(messages.billing.switchedToAnnual)).toBeVisible();
    await expect(page.getByText(plans.billedEvery('year'), { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // And back, at the end of the paid year: offered from Billing too.
    await expect(section.getByRole('button', { name: words.switchBilling('month'), exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `Billing with its switch at ${width} px`);
  });
}

const own = testWithOwnServer;

for (const width of [375, 1440]) {
  own(
    `a failed renewal's invoice is a badge with Pay now, which pays it (${width} px, light and dark)`,
    async ({ page, dataDir, baseURL }) => {
      own.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const request = page.request;
      const email = uniqueEmail(`paynow-${width}`);
      await registerVerified(request, dataDir, email, baseURL ?? '');
      const token = await login(request, email);
      await makePremium(request, token);
      const armed = await request.post('/api/test-mode/renewal-failure', { headers: siteHeaders(token) });
      expect(armed.ok()).toBe(true);
      const advanced = await request.post('/api/test-mode/clock/advance', {
        headers: siteHeaders(token),
        data: { days: 31 },
      });
      const { now } = (await advanced.json()) as { now: string };
      await page.clock.install({ time: new Date(now) });

      await page.goto('/dashboard');
      const section = billing(page);
      const badge = section.getByText(plans.invoiceStatuses.failed, { exact: true });
      await expect(badge).toBeVisible();
      const payNow = section.getByRole('button', { name: /^Pay now: invoice of / });
      await expect(payNow).toBeVisible();
      await expectNoAxeViolations(page, `the failed invoice's badge at ${width} px, light`);
      // Colour carries the state here: the badge and its button in dark too.
      await useTheme(page, 'dark');
      await page.reload();
      await expect(payNow).toBeVisible();
      await expectNoAxeViolations(page, `the failed invoice's badge at ${width} px, dark`);

      await payNow.click();
      await expect(page.getByText(portal.paymentFailed)).toBeVisible();
      await page.getByRole('button', { name: portal.updateCard, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(plans.cardUpdatedPaid)).toBeVisible();
      await expect(page.getByText(plans.paymentFailedTitle)).toHaveCount(0);
      await expect(section.getByText(plans.invoiceStatuses.failed, { exact: true })).toHaveCount(0);
      await expect(section.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    },
  );
}
