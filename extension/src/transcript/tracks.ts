/**
 * Which caption track to read, and the addresses to read it at. Pure functions.
 *
 * The choice (decision 235): the track the person picked; else a track in one of the person's languages,
 * in their order; else the video's default (the creator's default track, else the spoken language,
 * which is the automatic track's); within a language, a person's captions before the automatic ones.
 */
import type { CaptionTrack, TrackPreference } from './types.ts';

/** "en-GB" → "en"; "zh-Hant" → "zh". */
const baseLanguage = (code: string): string => code.toLowerCase().split(/[-_]/)[0] ?? '';

/** Manual before automatic, keeping YouTube's order otherwise. */
function manualFirst(tracks: readonly CaptionTrack[]): CaptionTrack[] {
  return [...tracks.filter((t) => t.kind === 'manual'), ...tracks.filter((t) => t.kind === 'automatic')];
}

/** Tracks in `language`: the exact code first, then the same base language ("en" for "en-GB"). */
function inLanguage(tracks: readonly CaptionTrack[], language: string, kind?: CaptionTrack['kind']): CaptionTrack[] {
  const wanted = language.toLowerCase();
  const ofKind = kind ? tracks.filter((t) => t.kind === kind) : tracks;
  const exact = ofKind.filter((t) => t.languageCode.toLowerCase() === wanted);
  const base = ofKind.filter(
    (t) => t.languageCode.toLowerCase() !== wanted && baseLanguage(t.languageCode) === baseLanguage(wanted),
  );
  return [...manualFirst(exact), ...manualFirst(base)];
}

export interface TrackChoiceInput {
  tracks: readonly CaptionTrack[];
  preference?: TrackPreference | undefined;
  /** The person's languages, most wanted first (their setting, else the browser's). */
  languages?: readonly string[] | undefined;
  /** The player response's default track (defaultCaptionTrackIndex), when it names one. */
  defaultIndex?: number | null | undefined;
}

/** The track to read, or null when the video has none. */
export function chooseTrack({
  tracks,
  preference,
  languages = [],
  defaultIndex,
}: TrackChoiceInput): CaptionTrack | null {
  if (tracks.length === 0) return null;
  if (preference?.id) {
    const picked = tracks.find((t) => t.id === preference.id);
    if (picked) return picked;
  }
  if (preference?.languageCode) {
    const picked =
      inLanguage(tracks, preference.languageCode, preference.kind)[0] ?? inLanguage(tracks, preference.languageCode)[0];
    if (picked) return picked;
  }
  for (const language of languages) {
    const match = inLanguage(tracks, language)[0];
    if (match) return match;
  }
  const creatorDefault = defaultIndex === null || defaultIndex === undefined ? undefined : tracks[defaultIndex];
  if (creatorDefault) return inLanguage(tracks, creatorDefault.languageCode)[0] ?? creatorDefault;
  const spoken = tracks.find((t) => t.kind === 'automatic');
  if (spoken) return inLanguage(tracks, spoken.languageCode)[0] ?? spoken;
  return manualFirst(tracks)[0] ?? null;
}

/** The tracks in the order the picker lists them: a person's captions before automatic ones, then by name. */
export function tracksForPicker(tracks: readonly CaptionTrack[]): CaptionTrack[] {
  return [...tracks].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'manual' ? -1 : 1;
    return a.name.localeCompare(b.name, 'en');
  });
}

/** The caption formats asked of YouTube, in order: json3, then srv3, then the plain timedtext XML (no fmt). */
export const CAPTION_FORMATS = ['json3', 'srv3', 'xml'] as const;
export type CaptionFormat = (typeof CAPTION_FORMATS)[number];

/**
 * `url` asking for `format` (and a machine translation into `translateTo` when given, none otherwise).
 * Relative addresses are made absolute against youtube.com.
 */
export function captionUrl(url: string, format: CaptionFormat, translateTo?: string | null): string {
  const parsed = new URL(url, 'https://www.youtube.com');
  if (format === 'xml') parsed.searchParams.delete('fmt');
  else parsed.searchParams.set('fmt', format);
  if (translateTo) parsed.searchParams.set('tlang', translateTo);
  else parsed.searchParams.delete('tlang');
  return parsed.toString();
}

/**
 * The player's own request (which carries its proof-of-origin token), pointed at another track of the
 * same video: same token and signature, the track's language and kind, json3.
 */
export function retargetPlayerRequest(playerUrl: string, track: CaptionTrack, translateTo?: string | null): string {
  const parsed = new URL(playerUrl, 'https://www.youtube.com');
  parsed.searchParams.set('lang', track.languageCode);
  if (track.kind === 'automatic') parsed.searchParams.set('kind', 'asr');
  else parsed.searchParams.delete('kind');
  // A named manual track (vssId ".en.xyz") is told apart by its name parameter
  const name = track.kind === 'manual' ? track.id.split('.').slice(2).join('.') : '';
  if (name) parsed.searchParams.set('name', name);
  else parsed.searchParams.delete('name');
  return captionUrl(parsed.toString(), 'json3', translateTo);
}

/** What a timedtext address asks for: its video, language, kind and translation (for matching a captured one). */
export function describeCaptionUrl(url: string): {
  videoId: string;
  languageCode: string;
  kind: CaptionTrack['kind'];
  translateTo: string | null;
  format: CaptionFormat;
  hasPot: boolean;
} {
  const parsed = new URL(url, 'https://www.youtube.com');
  const fmt = parsed.searchParams.get('fmt');
  return {
    videoId: parsed.searchParams.get('v') ?? '',
    languageCode: parsed.searchParams.get('lang') ?? '',
    kind: parsed.searchParams.get('kind') === 'asr' ? 'automatic' : 'manual',
    translateTo: parsed.searchParams.get('tlang') || null,
    format: fmt === 'json3' || fmt === 'srv3' ? fmt : 'xml',
    hasPot: Boolean(parsed.searchParams.get('pot')),
  };
}
