import { messages } from '../../domain/messages.ts';
import { SECTION_IDS } from '../pages/landing/content.ts';

/** Navigation targets on the landing page; absolute so they also work from the legal pages. */
export const sectionLinks = [
  { to: `/#${SECTION_IDS.features}`, label: messages.site.features },
  { to: `/#${SECTION_IDS.howItWorks}`, label: messages.site.howItWorks },
  { to: `/#${SECTION_IDS.faq}`, label: messages.site.faq },
] as const;
