/**
 * A person's own text (a video's title) set inside one of the product's sentences, isolated: Unicode's
 * first-strong isolate (FSI … PDI) gives it its own direction, and a right-to-left override it carries
 * (U+202E, unterminated) ends at the PDI instead of reversing the rest of the sentence (issue 28.10).
 * The same as <bdi> or `unicode-bidi: isolate` in markup, but it also holds in aria-labels and toasts.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
