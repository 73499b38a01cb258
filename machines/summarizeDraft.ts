/**
 * What "New summary" (machines/summarize.machine.ts) holds of the form and how it becomes a request:
 * the draft as typed and the transcript and chapters read from it. Pure functions, so the machine file
 * keeps to its states and transitions.
 */
import type { components } from '#contract/schema.d.ts';
import { type ChaptersReading, parseChapters } from '#domain/transcript/chapters.ts';
import { parseTranscript, type TranscriptFormat } from '#domain/transcript/detect.ts';
import type { TranscriptSegment } from '#domain/transcript/segment.ts';
import { summarySource } from '#domain/transcript/source.ts';

type Schemas = components['schemas'];
export type SummaryRequest = Schemas['GenerateSummaryRequest'];

/** What the person has given so far. */
export interface SummarizeDraft {
  text: string;
  /** The dropped or picked file's name; null for pasted text. */
  fileName: string | null;
  title: string;
  /** The video's YouTube link or id, as typed. */
  videoLink: string;
  /** The video's chapters as pasted, one "0:00 Title" a line (optional). */
  chapters: string;
  /** The summary's language (BCP 47); '' for the transcript's own. */
  language: string;
}

export type DraftTranscript = { format: TranscriptFormat; segments: TranscriptSegment[] } | null;

export const EMPTY_DRAFT: SummarizeDraft = {
  text: '',
  fileName: null,
  title: '',
  videoLink: '',
  chapters: '',
  language: '',
};

export const NO_CHAPTERS: ChaptersReading = { ok: true, chapters: [] };

/** The draft's text read as a transcript (null while empty). */
export function readTranscript(text: string, fileName: string | null): DraftTranscript {
  if (text.trim() === '') return null;
  return parseTranscript(text, fileName ?? '');
}

export const readChapters = (text: string): ChaptersReading => parseChapters(text);

/**
 * The request for the draft: its source (with the chapters when it is a video) and the language.
 * `untitled` is the title when neither the person nor the file's name gave one (the view words it).
 */
export function requestOf(draft: SummarizeDraft, transcript: DraftTranscript, untitled: string): SummaryRequest {
  const chapters = parseChapters(draft.chapters);
  const source = summarySource({
    ...draft,
    transcript: transcript ?? { format: 'plain', segments: [] },
    chapters: chapters.ok ? chapters.chapters : [],
    fallbackTitle: untitled,
  });
  return draft.language === '' ? { source } : { source, output_language: draft.language };
}
