/**
 * Issue 13's "Done when": one customer's whole year, with the server's TEST MODE billing clock moved
 * forward. Subscribe monthly, switch to annual, cancel, resume, a renewal fails (banner, grace period),
 * the card is updated in the TEST MODE billing portal and the retry succeeds, cancel again, the period
 * ends (Basic: no CANCELLED, no date), subscribe again. Every screen on the way is checked for its badge,
 * its button and its date.
 *
 * The billing clock is global to a server, and the other specs share the run's server in parallel:
 * this file starts a server of its own (own port, own fresh embedded database) and moves only its clock.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PLAN_TOGGLE_LOCK_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { login, registerVerified, siteHeaders } from './support/api.ts';
import { uniqueEmail } from './support/auth.ts';
import { billingSwitch, openPlanDialog, planCard, planDialog } from './support/dashboard.ts';
import { expect } from './support/fixtures.ts';
import { testWithOwnServer } from './support/ownServer.ts';

const DAY_MS = 86_400_000;
const plans = messages.plans;

const test = testWithOwnServer;

type Subscription = {
  is_premium: boolean;
  current_period_end: string | null;
  cancelled: boolean;
  on_grace_period: boolean;
  interval?: 'month' | 'year' | null;
  payment_failed?: boolean;
  grace_ends_at?: string | null;
};

/** How the site writes a date (src/features/format.ts; the browser runs in UTC, playwright.config.ts). */
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shown = (iso: string) => longDate.format(new Date(iso));
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ANY_DATE = new RegExp(`(${MONTHS}) \\d{1,2}, \\d{4}`);

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The account's subscription as the server answers it now. */
async function subscriptionOf(request: APIRequestContext, token: string): Promise<Subscription> {
  const body = await ok<{ subscription: Subscription }>(
    await request.get('/api/user-info', { headers: siteHeaders(token) }),
    'user-info',
  );
  return body.subscription;
}

/** Now on the server's billing clock. */
async function clockNow(request: APIRequestContext, token: string): Promise<Date> {
  const body = await ok<{ now: string }>(
    await request.get('/api/test-mode/clock', { headers: siteHeaders(token) }),
    'clock',
  );
  return new Date(body.now);
}

/** Moves the billing clock to just past `moment` (a whole number of days); returns the new now. */
async function advancePast(request: APIRequestContext, token: string, moment: string): Promise<Date> {
  const now = await clockNow(request, token);
  const days = Math.max(1, Math.ceil((new Date(moment).getTime() - now.getTime()) / DAY_MS) + 1);
  const body = await ok<{ now: string }>(
    await request.post('/api/test-mode/clock/advance', { headers: siteHeaders(token), data: { days } }),
    'advance',
  );
  const moved = new Date(body.now);
  expect(moved.getTime()).toBeGreaterThan(new Date(moment).getTime());
  return moved;
}

/** Days from `from` to the ISO date `to`. */
const daysBetween = (from: Date, to: string) => (new Date(to).getTime() - from.getTime()) / DAY_MS;

function profile(page: Page) {
  // The profile card: the one holding the plan badge and 'Manage Subscription'.
  return page
    .locator('main')
    .locator('div', { has: page.getByRole('button', { name: messages.dashboard.manageSubscription }) })
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .last();
}

function billing(page: Page) {
  return page.getByRole('region', { name: plans.billingTitle, exact: true });
}

/** The dashboard as loaded afresh from the server. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: messages.dashboard.manageSubscription })).toBeEnabled();
}

/** Premium and renewing: the badge, 'Renews on {date}', no CANCELLED, no banner. */
async function expectRenewing(page: Page, periodEnd: string): Promise<void> {
  const card = profile(page);
  await expect(card.getByText(messages.dashboard.premiumPlan, { exact: true })).toBeVisible();
  await expect(card.getByText(messages.dashboard.renewsOn(shown(periodEnd)), { exact: true })).toBeVisible();
  await expect(card.getByText(plans.cancelledBadge, { exact: true })).toHaveCount(0);
  await expect(page.getByText(plans.paymentFailedTitle)).toHaveCount(0);
}

/** Premium until the end of a cancelled period: CANCELLED and 'Subscription ends {date}'. */
async function expectCancelled(page: Page, periodEnd: string): Promise<void> {
  const card = profile(page);
  await expect(card.getByText(messages.dashboard.premiumPlan, { exact: true })).toBeVisible();
  await expect(card.getByText(plans.cancelledBadge, { exact: true })).toBeVisible();
  await expect(card.getByText(plans.subscriptionEnds(shown(periodEnd)), { exact: true })).toBeVisible();
  await expect(card.getByText(/^Renews on /)).toHaveCount(0);
}

/** Flips the dialog's Monthly/Annually switch and waits for it to free itself. */
async function flipInterval(page: Page, toAnnual: boolean): Promise<void> {
  const toggle = billingSwitch(page);
  await expect(toggle).toBeEnabled({ timeout: PLAN_TOGGLE_LOCK_MS * 5 });
  await toggle.click();
  await expect(toggle).toBeEnabled({ timeout: PLAN_TOGGLE_LOCK_MS * 5 });
  if (toAnnual) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

async function closePlanDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(planDialog(page)).toBeHidden();
}

/** From the Premium monthly card's 'Upgrade Now' through the TEST MODE checkout to 'Payment Successful'. */
async function buyMonthly(page: Page): Promise<void> {
  await openPlanDialog(page);
  await expect(billingSwitch(page)).not.toBeChecked();
  await expect(planCard(page, 'Basic').getByText(plans.yourPlan, { exact: true })).toBeVisible();
  await expect(planCard(page, 'Basic').getByText(plans.cancelledBadge, { exact: true })).toHaveCount(0);
  await expect(planDialog(page).getByText(ANY_DATE)).toHaveCount(0);
  await planCard(page, 'Premium').getByRole('button', { name: plans.upgradeNow }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: messages.testCheckout.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/success-payment\?session_id=/);
  // TEST MODE completes the checkout after its own delay: the page polls until it has.
  await expect(page.getByRole('heading', { name: messages.payment.successTitle })).toBeVisible({ timeout: 20_000 });
}

test('one customer, one year: subscribe, switch, cancel, resume, a failed renewal fixed, lapse, subscribe again', async ({
  page,
  dataDir,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const request = page.request;
  const email = uniqueEmail('year');
  await registerVerified(request, dataDir, email, baseURL ?? '');
  const token = await login(request, email);
  const detail = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

  await test.step('Basic: no date, no CANCELLED, no invoices', async () => {
    await openDashboard(page);
    const card = profile(page);
    await expect(card.getByText(messages.dashboard.basicPlan, { exact: true })).toBeVisible();
    await expect(card.getByText(ANY_DATE)).toHaveCount(0);
    await expect(billing(page).getByText(plans.noInvoices)).toBeVisible();
  });

  let periodEnd = '';
  await test.step('subscribe monthly through the TEST MODE checkout', async () => {
    await buyMonthly(page);
    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({ is_premium: true, cancelled: false, interval: 'month' });
    periodEnd = sub.current_period_end ?? '';
    const days = daysBetween(await clockNow(request, token), periodEnd);
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    await expect(detail(messages.payment.nextBillingLabel)).toHaveText(shown(periodEnd));
    await page.getByRole('link', { name: messages.payment.returnToDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectRenewing(page, periodEnd);
    await expect(billing(page).getByRole('row')).toHaveCount(2);
    await expect(billing(page).getByRole('cell', { name: '$9.99' })).toBeVisible();
    await expect(billing(page).getByRole('cell', { name: plans.invoiceStatuses.paid })).toBeVisible();
  });

  await test.step('ten days later, switch to annual (price difference asked first)', async () => {
    await ok(
      await request.post('/api/test-mode/clock/advance', { headers: siteHeaders(token), data: { days: 10 } }),
      'advance 10 days',
    );
    await openDashboard(page);
    await expectRenewing(page, periodEnd);
    await openPlanDialog(page);
    await expect(planCard(page, 'Premium').getByText(plans.yourPlan, { exact: true })).toBeVisible();
    await expect(planCard(page, 'Premium').getByRole('button', { name: plans.cancelSubscription })).toBeVisible();
    await flipInterval(page, true);
    const annual = planCard(page, 'Premium');
    await expect(annual.getByText('$83.88/year')).toBeVisible();
    await expect(annual.getByRole('button', { name: plans.upgradeNow })).toHaveCount(0);
    await annual.getByRole('button', { name: plans.switchToAnnual }).click();
    const ask = page.getByRole('dialog', { name: plans.switchToAnnualTitle });
    await expect(ask.getByText(plans.switchToAnnualText('$83.88', '$6.99', '$9.99'))).toBeVisible();
    // The question dims the plan dialog behind it (hidden from the accessibility tree meanwhile): a click
    // on that dialog's corner lands on the question's overlay.
    const plan = page.getByRole('dialog', { name: plans.title, includeHidden: true });
    const behind = await plan.boundingBox();
    if (!behind) throw new Error('the plan dialog has no box');
    const corner = [behind.x + 8, behind.y + 8] as const;
    expect(await plan.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), corner)).toBe(false);
    await ask.getByRole('button', { name: plans.confirmSwitch }).click();
    await expect(page.getByText(messages.billing.switchedToAnnual)).toBeVisible();
    await expect(planDialog(page)).toBeHidden();

    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({ is_premium: true, cancelled: false, interval: 'year' });
    periodEnd = sub.current_period_end ?? '';
    const days = daysBetween(await clockNow(request, token), periodEnd);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
    // At once, without a reload, and again from the server.
    await expectRenewing(page, periodEnd);
    await openDashboard(page);
    await expectRenewing(page, periodEnd);
    await expect(billing(page).getByRole('row')).toHaveCount(3);
    await openPlanDialog(page);
    await expect(billingSwitch(page)).toBeChecked();
    await expect(planCard(page, 'Premium').getByText(plans.yourPlan, { exact: true })).toBeVisible();
    await flipInterval(page, false);
    await expect(planCard(page, 'Premium').getByRole('button', { name: plans.switchToMonthly })).toBeVisible();
    await closePlanDialog(page);
  });

  await test.step('cancel: CANCELLED and the end date, Resume offered', async () => {
    await openPlanDialog(page);
    const current = planCard(page, 'Premium');
    await current.getByRole('button', { name: plans.cancelSubscription }).click();
    const ask = page.getByRole('dialog', { name: plans.cancelConfirmTitle });
    await expect(ask.getByText(plans.cancelConfirmUntil(shown(periodEnd)))).toBeVisible();
    await ask.getByRole('button', { name: plans.confirmCancel }).click();
    await expect(page.getByText(plans.cancelled)).toBeVisible();
    await expect(planDialog(page)).toBeHidden();
    await expectCancelled(page, periodEnd);
    await openDashboard(page);
    await expectCancelled(page, periodEnd);
    await openPlanDialog(page);
    await expect(current.getByText(plans.cancelledBadge, { exact: true })).toBeVisible();
    await expect(current.getByText(plans.subscriptionEnds(shown(periodEnd)), { exact: true })).toBeVisible();
    await expect(current.getByRole('button', { name: plans.cancelSubscription })).toHaveCount(0);
    await expect(current.getByRole('button', { name: plans.resume })).toBeVisible();
  });

  await test.step('resume: Renews on again', async () => {
    await planCard(page, 'Premium').getByRole('button', { name: plans.resume }).click();
    await expect(page.getByText(messages.billing.resumed)).toBeVisible();
    await expect(planDialog(page)).toBeHidden();
    await expectRenewing(page, periodEnd);
    await openDashboard(page);
    await expectRenewing(page, periodEnd);
    await openPlanDialog(page);
    await expect(planCard(page, 'Premium').getByText(plans.yourPlan, { exact: true })).toBeVisible();
    await expect(planCard(page, 'Premium').getByRole('button', { name: plans.cancelSubscription })).toBeVisible();
    await closePlanDialog(page);
  });

  let graceEndsAt = '';
  await test.step('the renewal at the end of the year fails: banner, grace period, no Renews on', async () => {
    await ok(
      await request.post('/api/test-mode/renewal-failure', { headers: siteHeaders(token) }),
      'arm renewal failure',
    );
    const renewedAt = periodEnd;
    await advancePast(request, token, renewedAt);
    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({ is_premium: true, cancelled: false, on_grace_period: true, payment_failed: true });
    graceEndsAt = sub.grace_ends_at ?? '';
    expect(daysBetween(new Date(renewedAt), graceEndsAt)).toBeCloseTo(7, 3);
    periodEnd = sub.current_period_end ?? '';

    await openDashboard(page);
    await expect(page.getByText(plans.paymentFailedTitle)).toBeVisible();
    await expect(page.getByText(plans.paymentFailedUntil(shown(graceEndsAt)))).toBeVisible();
    const card = profile(page);
    await expect(card.getByText(messages.dashboard.premiumPlan, { exact: true })).toBeVisible();
    await expect(card.getByText(/^Renews on /)).toHaveCount(0);
    await expect(card.getByText(plans.cancelledBadge, { exact: true })).toHaveCount(0);
    // Premium is kept during the grace period: the summaries are not locked.
    await expect(page.getByText(messages.dashboard.premiumFeature)).toHaveCount(0);
    await expect(billing(page).getByRole('cell', { name: plans.invoiceStatuses.failed })).toBeVisible();
  });

  await test.step('the card is updated in the TEST MODE billing portal and the retry succeeds', async () => {
    await page.getByRole('button', { name: plans.updatePaymentMethod }).click();
    await expect(page).toHaveURL(/\/test-billing\/portal(\?return_to=[^&]*)?$/);
    await expect(page.getByText('TEST MODE').first()).toBeVisible();
    await expect(page.getByText(messages.testBilling.paymentFailed)).toBeVisible();
    await page.getByRole('button', { name: messages.testBilling.updateCard }).click();
    // Back on the dashboard it was opened from, told the invoice was paid (issue 28.2; the notice then
    // leaves the address).
    await expect(page).toHaveURL(/\/dashboard(\?billing=paid)?$/);

    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({ is_premium: true, payment_failed: false, on_grace_period: false, cancelled: false });
    expect(sub.current_period_end).toBe(periodEnd);
    await openDashboard(page);
    await expectRenewing(page, periodEnd);
    await expect(billing(page).getByRole('cell', { name: plans.invoiceStatuses.failed })).toHaveCount(0);
    await expect(billing(page).getByRole('row')).toHaveCount(4);
  });

  await test.step('cancel again', async () => {
    await openPlanDialog(page);
    await planCard(page, 'Premium').getByRole('button', { name: plans.cancelSubscription }).click();
    await page
      .getByRole('dialog', { name: plans.cancelConfirmTitle })
      .getByRole('button', { name: plans.confirmCancel })
      .click();
    await expect(page.getByText(plans.cancelled)).toBeVisible();
    await expectCancelled(page, periodEnd);
  });

  await test.step('the period ends: Basic, no CANCELLED, no date anywhere but the invoices', async () => {
    await advancePast(request, token, periodEnd);
    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({
      is_premium: false,
      current_period_end: null,
      cancelled: false,
      on_grace_period: false,
    });

    await openDashboard(page);
    const card = profile(page);
    await expect(card.getByText(messages.dashboard.basicPlan, { exact: true })).toBeVisible();
    await expect(card.getByText(plans.cancelledBadge, { exact: true })).toHaveCount(0);
    await expect(page.getByText(messages.dashboard.upgradeToViewSummaries)).toBeVisible();
    await expect(billing(page).getByRole('row')).toHaveCount(4);
    // Every date on the page belongs to an invoice.
    const outsideInvoices = await page.locator('body').evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      for (const table of copy.querySelectorAll('table')) table.remove();
      return copy.innerText;
    });
    expect(outsideInvoices).not.toMatch(ANY_DATE);
    expect(outsideInvoices).not.toContain(plans.cancelledBadge);

    await openPlanDialog(page);
    await expect(planDialog(page).getByText(plans.cancelledBadge, { exact: true })).toHaveCount(0);
    await expect(planDialog(page).getByText(ANY_DATE)).toHaveCount(0);
    await expect(planCard(page, 'Premium').getByRole('button', { name: plans.resume })).toHaveCount(0);
    await closePlanDialog(page);
  });

  await test.step('subscribe again', async () => {
    await buyMonthly(page);
    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({ is_premium: true, cancelled: false, interval: 'month', payment_failed: false });
    periodEnd = sub.current_period_end ?? '';
    const days = daysBetween(await clockNow(request, token), periodEnd);
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    await expect(detail(messages.payment.nextBillingLabel)).toHaveText(shown(periodEnd));
    await page.getByRole('link', { name: messages.payment.returnToDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectRenewing(page, periodEnd);
    await expect(page.getByText(messages.dashboard.premiumFeature)).toHaveCount(0);
    await expect(billing(page).getByRole('row')).toHaveCount(5);
  });
});
