/**
 * The settings the website needs from the server, written into every page the server (server/site.ts)
 * or Vite's dev server (vite.config.ts) serves: the extension's store address (decision 174) and
 * whether Google sign-in is configured (decision 175). The prerendered pages were built with the
 * default store address; it is replaced by the configured one, so hydration sees the same links.
 */
import { DEFAULT_EXTENSION_STORE_URL, SITE_META } from '#domain/constants.ts';
import type { Config } from './config.ts';

export interface SiteConfig {
  storeUrl: string;
  googleSignIn: boolean;
}

export function siteConfigOf(config: Config): SiteConfig {
  return {
    storeUrl: config.EXTENSION_STORE_URL ?? DEFAULT_EXTENSION_STORE_URL,
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function withSiteConfig(html: string, site: SiteConfig): string {
  const url = attribute(site.storeUrl);
  const metas =
    `<meta name="${SITE_META.storeUrl}" content="${url}">` +
    `<meta name="${SITE_META.googleSignIn}" content="${site.googleSignIn ? 'on' : 'off'}">`;
  const linked = html.replaceAll(`href="${attribute(DEFAULT_EXTENSION_STORE_URL)}"`, `href="${url}"`);
  // A function, not a replacement string: `$&` in a setting's value stays text.
  return linked.replace(/<\/head>/i, (head) => `${metas}${head}`);
}
