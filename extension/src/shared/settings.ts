/**
 * The extension's settings in chrome.storage.local: the provider of the full summary and, for the
 * person's own provider, its address, key and model. Keys stay here: nothing of this is ever sent to
 * Skimly's server (decision 243). `siteUrl` points a build at another Skimly server (development, tests).
 */
import type { ProviderKind } from '#machines/videoSummary.machine.ts';

export interface ExtensionSettings {
  provider: ProviderKind;
  /** The OpenAI-compatible endpoint (…/v1) of 'openai-compatible' or 'ollama'. */
  baseUrl: string;
  apiKey: string;
  model: string;
  siteUrl: string;
  /** A session token from the extension's own sign-in (the site's session is used when there is one). */
  token: string | null;
}

export const SETTINGS_KEY = 'skimly-settings';
export const INSTALL_ID_KEY = 'skimly-install-id';
export const OLLAMA_BASE_URL = 'http://localhost:11434/v1';

export const DEFAULT_SETTINGS: ExtensionSettings = {
  provider: 'skimly',
  baseUrl: '',
  apiKey: '',
  model: '',
  siteUrl: __SKIMLY_SITE_ORIGIN__,
  token: null,
};

export async function readSettings(): Promise<ExtensionSettings> {
  const stored = await chrome.storage.local.get(SETTINGS_KEY);
  return { ...DEFAULT_SETTINGS, ...(stored[SETTINGS_KEY] as Partial<ExtensionSettings> | undefined) };
}

export async function writeSettings(patch: Partial<ExtensionSettings>): Promise<ExtensionSettings> {
  const next = { ...(await readSettings()), ...patch };
  await chrome.storage.local.set({ [SETTINGS_KEY]: next });
  return next;
}
