/**
 * Calls to Skimly's server from the service worker, typed by the contract. The extension uses the
 * website's session when there is one (GET /check-website with the site's cookie answers its token), or
 * the token of its own sign-in; it names itself with X-Extension-Id (its Chrome id) and
 * X-Request-Source `extension`.
 */
import type { components } from '#contract/schema.d.ts';
import type { ExtensionSettings } from '#extension/shared/settings.ts';

type Schemas = components['schemas'];
export type SessionCheck = Schemas['SessionCheck'];
export type QuotaAnswer = Schemas['SummaryQuotaResponse'];
type LoginAnswer = Schemas['LoginResponse'];
type LoginBody = Schemas['LoginRequest'];

export const REQUEST_SOURCE_EXTENSION = 'extension';

export function skimlyHeaders(token: string | null): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Extension-Id': chrome.runtime.id,
    'X-Request-Source': REQUEST_SOURCE_EXTENSION,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** The site's session (its cookie), else the extension's own token; never throws (offline: signed out). */
export async function checkSession(settings: ExtensionSettings): Promise<SessionCheck> {
  const ask = async (token: string | null): Promise<SessionCheck> => {
    const response = await fetch(`${settings.siteUrl}/check-website`, {
      headers: skimlyHeaders(token),
      credentials: 'include',
    });
    if (!response.ok) return { authenticated: false };
    return (await response.json()) as SessionCheck;
  };
  try {
    const bySite = await ask(null);
    if (bySite.authenticated || !settings.token) return bySite;
    return await ask(settings.token);
  } catch {
    return { authenticated: false };
  }
}

export async function readQuota(settings: ExtensionSettings, token: string): Promise<QuotaAnswer | null> {
  try {
    const response = await fetch(`${settings.siteUrl}/api/summaries/quota`, { headers: skimlyHeaders(token) });
    return response.ok ? ((await response.json()) as QuotaAnswer) : null;
  } catch {
    return null;
  }
}

/** The extension's own sign-in (the options page), for a browser not signed in on the website. */
export async function signIn(settings: ExtensionSettings, body: LoginBody): Promise<LoginAnswer> {
  const response = await fetch(`${settings.siteUrl}/api/login`, {
    method: 'POST',
    headers: { ...skimlyHeaders(null), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(answer.message ?? `HTTP ${response.status}`);
  }
  return (await response.json()) as LoginAnswer;
}

export async function signOut(settings: ExtensionSettings): Promise<void> {
  if (!settings.token) return;
  await fetch(`${settings.siteUrl}/api/logout`, { method: 'POST', headers: skimlyHeaders(settings.token) }).catch(
    () => undefined,
  );
}
