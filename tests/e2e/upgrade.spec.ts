import { PAYMENT_VERIFICATION, PLAN_TOGGLE_LOCK_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, uniqueEmail } from './support/auth.ts';
import { billingSwitch, openTab, planCard, planDialog } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

/** About when a monthly subscription bought now renews. */
function nextMonth(): Date {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

test('a Basic user upgrades through the TEST MODE checkout and becomes Premium', async ({ page, dataDir }) => {
  const email = uniqueEmail('upgrade');
  await createVerifiedUser(page.request, dataDir, email);
  await apiSignIn(page, email);

  // Both tabs are locked behind the overlay; My Summaries is the default tab.
  await expect(page.getByRole('tab', { name: messages.dashboard.tabSummaries })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(messages.dashboard.upgradeToViewSummaries)).toBeVisible();
  await expect(page.getByText(messages.dashboard.premiumFeature)).toBeVisible();
  await openTab(page, messages.dashboard.tabPrompt);
  await expect(page.getByText(messages.dashboard.upgradeToUnlock)).toBeVisible();
  await expect(page.getByText(messages.dashboard.basicPlan)).toBeVisible();

  await page.getByRole('button', { name: messages.plans.upgradeNow }).click();
  const dialog = planDialog(page);
  await expect(dialog.getByText(messages.plans.subtitle)).toBeVisible();
  await expect(dialog.getByText(messages.plans.freeForever)).toBeVisible();
  await expect(dialog.getByText(messages.plans.yourPlan, { exact: true })).toBeVisible();
  await expect(dialog.getByText(messages.plans.needHelpText)).toBeVisible();

  // Annual: the switch locks while the cards re-render, then frees itself.
  const toggle = billingSwitch(page);
  await expect(toggle).not.toBeChecked();
  await expect(dialog.getByText('$9.99/month')).toBeVisible();
  await toggle.click();
  await expect(toggle).toBeDisabled();
  await expect(toggle).toBeEnabled({ timeout: PLAN_TOGGLE_LOCK_MS * 5 });
  await expect(dialog.getByText('$83.88/year')).toBeVisible();
  await expect(dialog.getByText('$9.99/month')).toBeHidden();
  await toggle.click();
  await expect(toggle).toBeEnabled({ timeout: PLAN_TOGGLE_LOCK_MS * 5 });
  await expect(toggle).not.toBeChecked();

  await expect(planCard(page, 'Premium').getByText(messages.plans.popular, { exact: true })).toBeVisible();
  await planCard(page, 'Premium').getByRole('button', { name: messages.plans.upgradeNow }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  // The retry's "Attempt 2 of 5" shows only while its request is out; when that request is the one that
  // finds the payment, it can be gone before a poll sees it. The page that loads next notes every text
  // it shows, so the retry is checked however briefly it was on screen.
  const secondAttempt = messages.payment.attempt(2, PAYMENT_VERIFICATION.maxAttempts);
  await page.addInitScript((text: string) => {
    const seen = { shown: false };
    Object.assign(window, { secondAttemptSeen: seen });
    new MutationObserver(() => {
      if (!seen.shown && document.body?.textContent?.includes(text)) seen.shown = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, secondAttempt);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/success-payment\?session_id=/);
  await expect(page.getByRole('heading', { name: messages.payment.verifying })).toBeVisible();
  await expect(page.getByText(messages.payment.attempt(1, PAYMENT_VERIFICATION.maxAttempts))).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // TEST MODE completes the checkout after TEST_CHECKOUT_DELAY_MS (3 s): the page has to retry.
  await expect(page.getByRole('heading', { name: messages.payment.successTitle })).toBeVisible({ timeout: 15_000 });
  const retried = await page.evaluate(
    () => (window as unknown as { secondAttemptSeen: { shown: boolean } }).secondAttemptSeen.shown,
  );
  expect(retried, `the page said "${secondAttempt}" before its success`).toBe(true);
  await expect(page.getByText(messages.payment.successText)).toBeVisible();
  const detail = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(detail(messages.payment.planLabel)).toContainText('Premium');
  await expect(detail(messages.payment.statusLabel)).toHaveText(/active/i);
  await expect(detail(messages.payment.nextBillingLabel)).toContainText(String(nextMonth().getUTCFullYear()));

  await page.getByRole('link', { name: messages.payment.returnToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText(messages.dashboard.premiumFeature)).toBeHidden();
});
