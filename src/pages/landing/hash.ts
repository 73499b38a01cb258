import { SECTION_IDS } from '#src/layout/sectionLinks.ts';

export type LandingHash = { sectionId: string | null; install: boolean };

/**
 * Reads the landing page's hash. Supported forms (the extension opens the last one after install):
 *   #faq   #how-it-works?install=true   #how-it-works&install=true   #install=true
 * A hash with only a query and install=true targets the how-it-works section, where the banner is.
 */
export function parseLandingHash(hash: string): LandingHash {
  const raw = hash.replace(/^#/, '');
  const cut = raw.search(/[?&]/);
  let id = cut === -1 ? raw : raw.slice(0, cut);
  let query = cut === -1 ? '' : raw.slice(cut + 1);
  if (id.includes('=')) {
    query = raw;
    id = '';
  }
  const install = new URLSearchParams(query).get('install') === 'true';
  const sectionId = id ? decoded(id) : install ? SECTION_IDS.howItWorks : null;
  return { sectionId, install };
}

/** A hash is typed by anyone (`#100%`): one that is not valid percent-encoding names no section. */
function decoded(id: string): string | null {
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}
