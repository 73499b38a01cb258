import type { components } from '#contract/schema.d.ts';
import type { SummaryType } from '#domain/constants.ts';

/** One section of the extension's JSON form (SPEC.md section 3). */
export type DemoSection = components['schemas']['SummarySection'];

type Common = { videoId: string; title: string; type: SummaryType };

/**
 * A demo summary as a user would have saved it: either the JSON sections form (with the video's
 * length, so tests can check every timestamp falls inside it; `fenced` when the model wrapped it
 * in a ```json fence) or plain text written as paragraphs.
 */
export type DemoEntry = Common &
  (
    | { form: 'sections'; duration: string; fenced: boolean; sections: DemoSection[] }
    | { form: 'text'; paragraphs: string[] }
  );
