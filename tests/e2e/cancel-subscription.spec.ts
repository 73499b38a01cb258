import { messages } from '../../domain/messages.ts';
import { apiSignIn, createVerifiedUser, makePremium, uniqueEmail } from './support/auth.ts';
import { openPlanDialog, planCard, planDialog } from './support/dashboard.ts';
import { expect, test } from './support/fixtures.ts';

test('Premium user cancels: CANCELLED badge and the end date, still Premium until then', async ({ page, dataDir }) => {
  const email = uniqueEmail('cancelsub');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  await makePremium(page.request, token);
  await page.reload();
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();

  await openPlanDialog(page);
  const current = planCard(page, 'Premium');
  await expect(current.getByText(messages.plans.yourPlan, { exact: true })).toBeVisible();
  // Premium users are not offered the Basic plan's upgrade button.
  await expect(planCard(page, 'Basic').getByRole('button', { name: messages.plans.upgradeNow })).toHaveCount(0);
  await current.getByRole('button', { name: messages.plans.cancelSubscription }).click();
  await expect(page.getByText(messages.plans.cancelled)).toBeVisible();
  await expect(planDialog(page)).toBeHidden();

  await openPlanDialog(page);
  await expect(current.getByText(messages.plans.cancelledBadge, { exact: true })).toBeVisible();
  await expect(planDialog(page).getByText(/^Subscription ends .+/)).toBeVisible();
  await expect(current.getByRole('button', { name: messages.plans.cancelSubscription })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText(messages.dashboard.premiumPlan)).toBeVisible();
});
