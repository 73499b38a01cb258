import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, makePremium, uniqueEmail } from './support/auth.ts';
import { openPlanDialog, planCard, planDialog } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test('Premium user cancels after confirming: CANCELLED badge and the end date, still Premium until then, the tab kept', async ({
  page,
  dataDir,
}) => {
  const email = uniqueEmail('cancelsub');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await page.reload();
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();
  // The tab the person is on stays after the cancel (issue 12.11: no reload to the first tab).
  await page.getByRole('tab', { name: messages.dashboard.tabPrompt }).click();

  await openPlanDialog(page);
  const current = planCard(page, 'Premium');
  await expect(current.getByText(messages.plans.yourPlan, { exact: true })).toBeVisible();
  // Premium users are not offered the Basic plan's upgrade button.
  await expect(planCard(page, 'Basic').getByRole('button', { name: messages.plans.upgradeNow })).toHaveCount(0);
  await current.getByRole('button', { name: messages.plans.cancelSubscription }).click();
  // Issue 18.1: it asks first; Keep Premium changes nothing.
  const ask = page.getByRole('dialog', { name: messages.plans.cancelConfirmTitle });
  await expect(ask.getByText(messages.plans.cancelConfirmLoss)).toBeVisible();
  await ask.getByRole('button', { name: messages.plans.keepPremium }).click();
  await expect(ask).toBeHidden();
  await current.getByRole('button', { name: messages.plans.cancelSubscription }).click();
  await ask.getByRole('button', { name: messages.plans.confirmCancel }).click();
  await expect(page.getByText(messages.plans.cancelled)).toBeVisible();
  await expect(planDialog(page)).toBeHidden();
  await expect(page.getByText(messages.plans.cancelledBadge, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: messages.dashboard.tabPrompt })).toHaveAttribute('aria-selected', 'true');

  await openPlanDialog(page);
  await expect(current.getByText(messages.plans.cancelledBadge, { exact: true })).toBeVisible();
  await expect(planDialog(page).getByText(/^Subscription ends .+/)).toBeVisible();
  await expect(current.getByRole('button', { name: messages.plans.cancelSubscription })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();
});
