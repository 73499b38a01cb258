/**
 * The server's settings the site reads from the page itself (decisions 174, 175): the server writes
 * them into every page's head (server/site-config.ts), so no call is needed. Without them (the
 * prerender, a test page) the defaults apply: the store's search, and Google sign-in offered.
 */
import { DEFAULT_EXTENSION_STORE_URL, SITE_META } from '#domain/constants.ts';

function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

/** Where "Add to Chrome" and "Reinstall" go. */
export function extensionStoreUrl(): string {
  return meta(SITE_META.storeUrl) ?? DEFAULT_EXTENSION_STORE_URL;
}

/** False when the server said Google sign-in is not configured: the button is not offered. */
export function googleSignInOffered(): boolean {
  return meta(SITE_META.googleSignIn) !== 'off';
}
