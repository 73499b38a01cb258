/**
 * Issue 28.3 (and 28.2's billing interval and invoice purpose) in the browser, at the widths the audit used (375 and 1440 px): a renewal fails and the
 * customer is e-mailed (the TEST MODE outbox); the dashboard is left open on its grace-period banner;
 * the grace period runs out on the server's billing clock and, when the page's own clock passes the
 * date, the banner gives way without a reload to the Basic plan and why it is Basic; the lapse is
 * e-mailed too (once each: tests/server/billing-notices.test.ts). The browser's clock is Playwright's, set to the server's billing clock: no test
 * reads today's date.
 *
 * The billing clock is global to a server: this file starts a server of its own, as subscription-year does.
 */
import type { APIRequestContext } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { login, makePremium, registerVerified, siteHeaders } from './support/api.ts';
import { uniqueEmail } from './support/auth.ts';
import { expect } from './support/fixtures.ts';
import { readOutbox } from './support/outbox.ts';
import { testWithOwnServer } from './support/ownServer.ts';

const DAY_MS = 86_400_000;
const plans = messages.plans;
const mail = messages.server;

const test = testWithOwnServer;

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Moves the server's billing clock on by whole days; returns its new now. */
async function advance(request: APIRequestContext, token: string, days: number): Promise<Date> {
  const res = await request.post('/api/test-mode/clock/advance', { headers: siteHeaders(token), data: { days } });
  return new Date((await json<{ now: string }>(res, 'advance')).now);
}

for (const width of [375, 1440]) {
  test(`a grace period ends on a page left open (${width} px): the banner becomes Basic and says why; both steps e-mailed`, async ({
    page,
    dataDir,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const request = page.request;
    const email = uniqueEmail(`lapse-${width}`);
    await registerVerified(request, dataDir, email, baseURL ?? '');
    const token = await login(request, email);
    await makePremium(request, token);

    // The next renewal fails: a month on, Premium is kept for the grace period, and the customer is told.
    await json(
      await request.post('/api/test-mode/renewal-failure', { headers: siteHeaders(token) }),
      'renewal-failure',
    );
    const now = await advance(request, token, 31);
    const failed = await readOutbox(dataDir, { to: email, subject: mail.renewalFailedSubject });
    expect(failed.text).toContain('Premium stays on until');
    const info = await json<{ subscription: { grace_ends_at: string } }>(
      await request.get('/api/user-info', { headers: siteHeaders(token) }),
      'user-info',
    );
    const graceEndsAt = new Date(info.subscription.grace_ends_at);

    // The page runs on the billing clock's time, and is left open on its banner.
    await page.clock.install({ time: now });
    await page.goto('/dashboard');
    await expect(page.getByText(plans.paymentFailedTitle)).toBeVisible();
    await expect(page.getByText(messages.dashboard.premiumPlan, { exact: true })).toBeVisible();
    await expect(page.getByText(plans.endedTitle)).toHaveCount(0);
    // Issue 28.2: the profile says how Premium is billed; each invoice says what it was for.
    await expect(page.getByText(plans.billedEvery('month'), { exact: true })).toBeVisible();
    const billing = page.getByRole('region', { name: plans.billingTitle, exact: true });
    await expect(billing.getByRole('columnheader', { name: plans.invoiceFor, exact: true })).toBeVisible();
    await expect(
      billing.getByRole('cell', { name: messages.billing.invoiceDescription('month', false), exact: true }),
    ).toHaveCount(2);

    // The grace period runs out on the server; the open page learns of it once its own clock passes the date.
    await advance(request, token, Math.ceil((graceEndsAt.getTime() - now.getTime()) / DAY_MS) + 1);
    await page.clock.fastForward(graceEndsAt.getTime() - now.getTime() - 60_000);
    await expect(page.getByText(plans.paymentFailedTitle)).toBeVisible();
    await page.clock.fastForward(90_000);
    await expect(page.getByText(plans.paymentFailedTitle)).toHaveCount(0);
    await expect(page.getByText(plans.endedTitle)).toBeVisible();
    await expect(page.getByText(plans.endedReasons.unpaid)).toBeVisible();
    await expect(page.getByText(messages.dashboard.basicPlan, { exact: true })).toBeVisible();
    await expect(page.getByText(plans.billedEvery('month'), { exact: true })).toHaveCount(0);

    const lapsed = await readOutbox(dataDir, { to: email, subject: mail.lapsedSubject });
    expect(lapsed.text).toContain('renewal payment for your Skimly Premium was not made');
    expect(lapsed.link).toBe(`${baseURL}/dashboard`);
  });
}
