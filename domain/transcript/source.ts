/**
 * What the website's "New summary" sends to POST /api/summaries/generate, from what the person gave:
 * a transcript (pasted or a file) and, when they named the video (its link, or a file named after it),
 * the video. With a video the summary's timestamps link to the moment; without one the text goes as a
 * document, whose summary has no moments to link to.
 */
import type { components } from '#contract/schema.d.ts';
import type { TranscriptFormat } from './detect.ts';
import type { TranscriptSegment } from './segment.ts';
import { youtubeVideoId } from './videoId.ts';

type SummarySource = NonNullable<components['schemas']['GenerateSummaryRequest']['source']>;
type VideoChapter = components['schemas']['VideoChapter'];

/** The contract's limits on a video transcript (openapi.yaml VideoTranscript, TranscriptSegment). */
const LIMITS = { title: 300, seconds: 172_800, segmentText: 5000 } as const;

/**
 * A title from a file's name: without its extensions (`.en.vtt`), yt-dlp's `[id]` and separators.
 * '' when nothing is left.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const withoutId = base.replace(/\s*\[[A-Za-z0-9_-]{11}\]/, '');
  const stem = withoutId.replace(/(?:\.[A-Za-z0-9-]{1,8}){1,3}$/, '');
  return stem.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, LIMITS.title);
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The request's source: a video when the video is known, else a document of the text. */
export function summarySource(given: {
  text: string;
  fileName: string | null;
  title: string;
  videoLink: string;
  transcript: { format: TranscriptFormat; segments: TranscriptSegment[] };
  /** The video's chapters, in time order (a document has none). */
  chapters?: VideoChapter[];
  fallbackTitle: string;
}): SummarySource {
  const fileName = given.fileName ?? '';
  const title = (given.title.trim() || titleFromFileName(fileName) || given.fallbackTitle).slice(0, LIMITS.title);
  const videoId = youtubeVideoId(given.videoLink) ?? (fileName ? youtubeVideoId(fileName) : null);
  const { segments, format } = given.transcript;
  if (videoId === null) {
    const text = format === 'plain' ? given.text.trim() : segments.map((segment) => segment.text).join('\n');
    return { kind: 'document', title, text };
  }
  const timed = segments
    .filter((segment) => segment.start <= LIMITS.seconds)
    .map((segment) => ({
      start: segment.start,
      duration: round(Math.min(segment.duration, LIMITS.seconds - segment.start)),
      text: segment.text.slice(0, LIMITS.segmentText),
    }));
  const end = timed.reduce((latest, segment) => Math.max(latest, segment.start + segment.duration), 0);
  const duration = round(Math.min(end, LIMITS.seconds));
  // A chapter past the transcript's end has nothing to split on.
  const chapters = (given.chapters ?? []).filter((chapter) => chapter.start < duration);
  return {
    kind: 'video',
    video_id: videoId,
    title,
    duration_seconds: duration,
    ...(chapters.length > 0 ? { chapters } : {}),
    segments: timed,
  };
}

/** Seconds as a clock, `m:ss` or `h:mm:ss` (the summary's own timestamp form). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(whole % 60)}` : `${minutes}:${pad(whole % 60)}`;
}
