/**
 * The instant summary, written in the browser with no network and no account: the extractive
 * summariser of domain/summarizer (the server's own offline summariser) picks the transcript's own
 * sentences, each bullet its own quote.
 */
import { extractiveSummary } from '#domain/summarizer/extractive.ts';
import { prepareSource } from '#domain/summarizer/windows.ts';
import type { GeneratedSummary, VideoTranscript } from '#machines/apiTypes.ts';

export function instantSummary(source: VideoTranscript, outputLanguage: string | null): GeneratedSummary {
  const prepared = prepareSource(source);
  return {
    title: source.title,
    type: 'video',
    video_id: source.video_id,
    // The transcript's own sentences: in its language, whatever the person picked for the full summary
    language: source.language ?? outputLanguage ?? null,
    sections: extractiveSummary(prepared),
    coverage: { unit: 'seconds', covered: prepared.total, total: prepared.total, parts: 1, complete: true },
    truncated: false,
    provider: 'extractive',
    model: null,
    fallback: false,
    generated_at: new Date().toISOString(),
  };
}
