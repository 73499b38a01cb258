import { messages } from '#domain/messages.ts';

/**
 * The landing page's section anchors. The site navigation links to them from every page, so they live
 * with the navigation; the landing page gives its sections these ids.
 */
export const SECTION_IDS = {
  hero: 'top',
  problem: 'problem',
  features: 'features',
  howItWorks: 'how-it-works',
  audiences: 'who-uses-it',
  demo: 'in-action',
  benefits: 'benefits',
  faq: 'faq',
  cta: 'get-started',
} as const;

/** Navigation targets on the landing page; absolute so they also work from the legal pages. */
export const sectionLinks = [
  { to: `/#${SECTION_IDS.features}`, label: messages.site.features },
  { to: `/#${SECTION_IDS.howItWorks}`, label: messages.site.howItWorks },
  { to: `/#${SECTION_IDS.faq}`, label: messages.site.faq },
] as const;
