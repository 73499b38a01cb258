/**
 * Installing opens the landing page's thank-you banner (`#how-it-works?install=true`); the uninstall
 * address is the site's survey for this install (`/uninstall/{uid}`, an id made once at install and kept
 * in chrome.storage.local).
 */
import { INSTALL_ID_KEY, readSettings } from '#extension/shared/settings.ts';

export const INSTALL_PAGE = '/#how-it-works?install=true';

async function installId(): Promise<string> {
  const stored = (await chrome.storage.local.get(INSTALL_ID_KEY))[INSTALL_ID_KEY];
  if (typeof stored === 'string') return stored;
  const id = crypto.randomUUID();
  await chrome.storage.local.set({ [INSTALL_ID_KEY]: id });
  return id;
}

export async function openInstallPages(reason: string): Promise<void> {
  const settings = await readSettings();
  await chrome.runtime.setUninstallURL(`${settings.siteUrl}/uninstall/${await installId()}`);
  if (reason === 'install') await chrome.tabs.create({ url: `${settings.siteUrl}${INSTALL_PAGE}` });
}
