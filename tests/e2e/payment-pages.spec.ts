import type { Request } from '@playwright/test';
import { PAYMENT_VERIFICATION } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { apiSignIn, createVerifiedUser, startCheckout, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

test('cancelling the TEST MODE checkout lands on /cancel-payment', async ({ page, dataDir }) => {
  const email = uniqueEmail('cancelpay');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  const id = await startCheckout(page.request, token);
  await page.goto(`/test-checkout/${id}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cancel-payment$/);
  await expect(page.getByRole('heading', { name: messages.payment.cancelledTitle })).toBeVisible();
  await expect(page.getByText(messages.payment.cancelledText)).toBeVisible();
  // Signed in: the dashboard is offered first, 'Return to home' stays (issue 18.17).
  await expect(page.getByRole('link', { name: messages.payment.returnHome })).toBeVisible();
  await page.getByRole('link', { name: messages.payment.returnToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a verification that never completes gives up after 5 attempts', async ({ page, dataDir }) => {
  test.slow();
  const email = uniqueEmail('neverpaid');
  await createVerifiedUser(page.request, dataDir, email);
  const token = await apiSignIn(page, email);
  const id = await startCheckout(page.request, token);
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/payment/success')) calls.push(r);
  });
  await page.goto(`/success-payment?session_id=${encodeURIComponent(id)}`);
  const max = PAYMENT_VERIFICATION.maxAttempts;
  await expect(page.getByText(messages.payment.attempt(1, max))).toBeVisible();
  await expect(page.getByText(messages.payment.attempt(2, max))).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('heading', { name: messages.payment.errorTitle })).toBeVisible({ timeout: max * 3000 });
  await expect(page.getByRole('alert')).toHaveText(messages.payment.timeout);
  // Exactly five calls, about two seconds apart, and none after giving up.
  await page.waitForTimeout(PAYMENT_VERIFICATION.retryIntervalMs + 500);
  expect(calls).toHaveLength(max);
  // The browser's own start times: when the runner heard of a request jittered by tens of ms.
  const checks = calls.map((r) => r.timing().startTime);
  const gaps = checks.slice(1).map((t, i) => t - (checks[i] ?? t));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PAYMENT_VERIFICATION.retryIntervalMs - 100);
});

test('no session_id: immediate error', async ({ page }) => {
  await page.goto('/success-payment');
  await expect(page.getByRole('heading', { name: messages.payment.errorTitle })).toBeVisible();
  await expect(page.getByText(messages.payment.noSessionId)).toBeVisible();
  // Signed out: no dashboard to go back to.
  await expect(page.getByRole('link', { name: messages.payment.returnToDashboard })).toHaveCount(0);
  await page.getByRole('link', { name: messages.payment.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});
