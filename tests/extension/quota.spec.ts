/**
 * The day's summaries spent (decision 232): the panel says so in the website's words for the reader's
 * plan. Basic is told to upgrade; Premium, who has nothing to upgrade to, is told more come tomorrow.
 * The real server with no summaries a day for either plan, and the built site to sign in on.
 */
import type { BrowserContext } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';
import { DEMO } from '#tests/e2e/support/api.ts';
import { fillCredentials, submitButton } from '#tests/e2e/support/auth.ts';
import { type Stack, startStack } from '#tests/e2e/support/stack.ts';
import { configure, expect, panel, test as extensionTest } from './support/extension.ts';

const test = extensionTest.extend<object, { stack: Stack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const env = { SUMMARY_DAILY_BASIC: '0', SUMMARY_DAILY_PREMIUM: '0' };
      // The server's start waits 60 s for its health; on a machine busy with other browsers it may need a second go
      const stack = await startStack(env).catch(() => startStack(env));
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
});

const spent = messages.summaryFailures.quota_exhausted;

/** Signed in on the website, as the person is. */
async function signInOnSite(context: BrowserContext, email: string): Promise<void> {
  const site = await context.newPage();
  await site.goto('/');
  await site.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  await fillCredentials(site, email, DEMO.password);
  await submitButton(site, messages.auth.signInAction).click();
  await expect(site).toHaveURL(/\/dashboard$/);
  await site.close();
}

for (const [plan, email, next, notSaid] of [
  ['Premium', DEMO.premium, spent.premiumNext, spent.next],
  ['Basic', DEMO.basic, spent.next, spent.premiumNext],
] as const)
  test(`${plan}, the day's summaries spent: the panel words it for ${plan}`, async ({
    context,
    worker,
    youtube,
    stack,
  }) => {
    await configure(worker, { siteUrl: stack.baseURL, provider: 'skimly' });
    await signInOnSite(context, email);
    const page = await youtube.open(FIXTURE_VIDEOS.manual);
    const skimly = panel(page);
    await expect(skimly.getByTestId('skimly-account')).toContainText(
      messages.extension.plan[plan === 'Premium' ? 'premium' : 'basic'],
    );

    await skimly.getByRole('button', { name: messages.extension.summarize }).click();
    const failure = skimly.getByTestId('skimly-failure');
    await expect(failure).toHaveAttribute('data-reason', 'quota_exhausted');
    await expect(failure).toContainText(spent.title);
    await expect(failure).toContainText(next);
    await expect(failure).not.toContainText(notSaid);
    if (plan === 'Premium') await expect(failure).not.toContainText(/upgrade/i);
  });
