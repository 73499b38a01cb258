/** The site the build talks to (SKIMLY_SITE_URL's origin), written in by extension/vite.config.ts. */
declare const __SKIMLY_SITE_ORIGIN__: string;
