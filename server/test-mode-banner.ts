/**
 * The TEST MODE banner the server writes into every page it serves (server/site.ts) and Vite's dev
 * server into every page it serves (vite.config.ts). Plain markup, styled by the site's global
 * stylesheet ([data-test-mode-banner] in src/styles/global.css.ts), so it shows before any script.
 */
import { messages } from '#domain/messages.ts';

const t = messages.testMode;

export function testModeBanner(): string {
  return `<aside data-test-mode-banner aria-label="${t.label}"><strong>${t.label}</strong> ${t.banner}</aside>`;
}

/** The banner first in <body>: on every page before any script runs, outside React's root. */
export function withTestModeBanner(html: string): string {
  return html.replace(/<body([^>]*)>/i, (tag) => `${tag}${testModeBanner()}`);
}
