/**
 * A Premium reader signed in on the website: the extension uses the site's session (GET /check-website
 * with its cookie), shows the plan and the day's quota, streams the real server's summary over the instant
 * one, and the summary is then in My Summaries on the website's dashboard. The real server and the built
 * site, as the site's own browser tests run them (tests/e2e/support/stack.ts).
 */
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
      // The server's start waits 60 s for its health; on a machine busy with other browsers it may need a second go
      const stack = await startStack().catch(() => startStack());
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
});

test('a Premium summary streams from the server, is saved, and shows in My Summaries on the dashboard', async ({
  context,
  worker,
  youtube,
  stack,
}) => {
  await configure(worker, { siteUrl: stack.baseURL, provider: 'skimly' });
  // Signed in on the website, as the person is
  const site = await context.newPage();
  await site.goto('/');
  await site.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true }).click();
  await fillCredentials(site, DEMO.premium, DEMO.password);
  await submitButton(site, messages.auth.signInAction).click();
  await expect(site).toHaveURL(/\/dashboard$/);

  const page = await youtube.open(FIXTURE_VIDEOS.manual);
  const skimly = panel(page);
  const account = skimly.getByTestId('skimly-account');
  await expect(account).toContainText(messages.extension.signedInAs(DEMO.premium));
  await expect(account).toContainText(messages.extension.plan.premium);
  await expect(skimly.getByTestId('skimly-quota')).toContainText(/\d+ of 100 summaries left today/);

  await skimly.getByRole('button', { name: messages.extension.summarize }).click();
  const summary = skimly.getByTestId('skimly-summary');
  await expect(summary).toHaveAttribute('data-source', 'provider', { timeout: 30_000 });
  await expect(skimly).toHaveAttribute('data-stage', 'summarized');
  await expect(summary).toContainText(messages.extension.savedToHistory);
  await expect(skimly.getByTestId('skimly-quote').first()).not.toBeEmpty();

  await site.goto('/dashboard');
  await expect(site.getByText('How honeybees find their way home').first()).toBeVisible();
});
