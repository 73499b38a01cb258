/**
 * The instant summary, written in the browser with no network: the extractive summariser picks the
 * transcript's own sentences, each bullet its own quote.
 */
import type { GeneratedSummary, VideoTranscript } from '#machines/apiTypes.ts';

const clock = (seconds: number) => {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

/** Stand-in until domain/summarizer lands: the two longest lines of each stretch of the video. */
export function instantSummary(source: VideoTranscript, outputLanguage: string | null): GeneratedSummary {
  const segments = source.segments.filter((segment) => segment.text.trim() !== '');
  const total = source.duration_seconds || (segments.at(-1)?.start ?? 0) + (segments.at(-1)?.duration ?? 0);
  const count = Math.max(1, Math.min(8, Math.round(total / 300) || 1, segments.length));
  const per = Math.ceil(segments.length / count);
  const sections = [];
  for (let i = 0; i < segments.length; i += per) {
    const part = segments.slice(i, i + per);
    const picked = [...part]
      .sort((a, b) => b.text.length - a.text.length)
      .slice(0, 2)
      .sort((a, b) => a.start - b.start);
    sections.push({
      timestamp: clock(part[0]?.start ?? 0),
      title: (part[0]?.text ?? '').split(/\s+/).slice(0, 6).join(' '),
      bullets: picked.map((segment) => segment.text),
      sources: picked.map((segment) => ({
        start: segment.start,
        end: segment.start + segment.duration,
        quote: segment.text,
      })),
    });
  }
  return {
    title: source.title,
    type: 'video',
    video_id: source.video_id,
    language: outputLanguage ?? source.language ?? null,
    sections,
    coverage: { unit: 'seconds', covered: total, total, parts: 1, complete: true },
    truncated: false,
    provider: 'extractive',
    model: null,
    fallback: false,
    generated_at: new Date().toISOString(),
  };
}
