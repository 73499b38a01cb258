/**
 * Installing the extension opens the landing page's thank-you banner, and the uninstall survey is
 * addressed to this install (`/uninstall/{uid}`, an id the site accepts).
 */
import { isUninstallId } from '#domain/uninstall.ts';
import { BUILT_SITE, expect, test } from './support/extension.ts';

test('installing opens the landing page with install=true, and keeps an id for the uninstall survey', async ({
  worker,
}) => {
  const openTabs = async () =>
    (await worker.evaluate(() => chrome.tabs.query({}))).map((tab) => tab.pendingUrl || tab.url || '');
  await expect.poll(openTabs).toContain(`${BUILT_SITE}/#how-it-works?install=true`);
  const id = await worker.evaluate(
    async () => (await chrome.storage.local.get('skimly-install-id'))['skimly-install-id'],
  );
  expect(typeof id === 'string' && isUninstallId(id)).toBe(true);
});
