import type { components } from '#contract/schema.d.ts';
import type { TranscriptSegment } from '#domain/transcript/segment.ts';

/**
 * What the transcript module hands the rest of the extension: the segments of one video with the track
 * they came from, the tracks to pick from, and a diagnosis of every method tried; or a reason it could
 * not, named so the panel can say what to do next. See README.md beside this file.
 */

/** A caption track was written by a person ('manual') or by YouTube's speech recognition ('automatic'). */
export type CaptionKind = 'manual' | 'automatic';

export interface CaptionTrack {
  /** Stable within one video: YouTube's vssId (".en", "a.en", ".en.xyz") or, without one, kind + language. */
  id: string;
  /** BCP-47-ish code as YouTube writes it: "en", "en-GB", "pt-BR", "zh-Hant". */
  languageCode: string;
  /** The track's name as YouTube shows it in its own menu ("English (auto-generated)"). */
  name: string;
  kind: CaptionKind;
  /** The timedtext address from the player response (without a proof-of-origin token). */
  baseUrl: string;
  /** YouTube offers machine translation of this track (the `tlang` parameter). */
  isTranslatable: boolean;
  /**
   * The address carries YouTube's proof-of-origin experiment (`exp=xpe`/`xpv`): fetched as it is, it
   * answers 200 with an empty body, and only the player's own request (which adds `pot`) gets text.
   */
  needsPot: boolean;
}

/** What the person chose in the track picker (any part may be missing). */
export interface TrackPreference {
  /** A CaptionTrack.id from an earlier result's `tracks`. */
  id?: string;
  languageCode?: string;
  kind?: CaptionKind;
  /** Ask YouTube for a machine translation of the chosen track into this language (`tlang`). */
  translateTo?: string;
}

/** The three ways of getting a transcript, tried in this order (decision 235). */
export const TRANSCRIPT_METHODS = ['player-request', 'caption-track', 'transcript-panel'] as const;
export type TranscriptMethod = (typeof TRANSCRIPT_METHODS)[number];

/**
 * What one attempt gave. `pot-required`: 200 with an empty body (or a URL the page alone can sign);
 * `not-found`: nothing to try (no request observed, no button, no rows); `unparseable`: a body that is
 * no caption file; `http-error`: any other status; `network`: the fetch itself failed.
 */
export type AttemptOutcome =
  | 'ok'
  | 'empty'
  | 'pot-required'
  | 'http-error'
  | 'network'
  | 'unparseable'
  | 'not-found'
  | 'timeout'
  | 'skipped';

export interface MethodAttempt {
  method: TranscriptMethod;
  /** What exactly was tried, in plain words: "json3 of en (manual)", "captured request, en", "view-model markup". */
  detail: string;
  outcome: AttemptOutcome;
  /** Segments read when the outcome is 'ok'. */
  segments?: number;
  /** An HTTP status, when there was one. */
  status?: number;
}

/** Where the player response (the list of tracks and the video's facts) was read. */
export type PlayerResponseSource = 'player' | 'page-script' | 'watch-page';

/** Why there is no transcript; each has its next step in README.md. */
export const TRANSCRIPT_FAILURES = [
  /** The video has no caption track at all (none uploaded, none generated, or the uploader turned them off). */
  'no_captions',
  /** Tracks are listed, but every method came back empty: turning CC on in the player lets it load them. */
  'captions_off',
  /** Sign in to confirm your age. */
  'age_restricted',
  /** Private, members-only or otherwise behind a sign-in. */
  'login_required',
  /** A live stream in progress: no transcript until it ends. */
  'live',
  /** A premiere or stream that has not started. */
  'upcoming',
  /** Removed, blocked in this country, or otherwise unplayable. */
  'unavailable',
  /** The address is not a video (no id). */
  'not_a_video',
  /** The page moved to another video while this one was read; the result belongs to no one. */
  'navigated',
  /** The network failed on every request (offline). */
  'offline',
] as const;
export type TranscriptFailure = (typeof TRANSCRIPT_FAILURES)[number];

/** The video's facts from its player response, for the summariser's request and for the panel. */
export interface VideoFacts {
  videoId: string;
  title: string;
  channel: string;
  /** Seconds; 0 when unknown (a live stream in progress). */
  lengthSeconds: number;
  isLive: boolean;
  isUpcoming: boolean;
  /** The chapters YouTube makes of the description's timestamps (none when it makes none). */
  chapters: components['schemas']['VideoChapter'][];
}

interface ResultBase {
  videoId: string;
  /** Every track the video offers, in YouTube's order, for the picker. */
  tracks: CaptionTrack[];
  /** Languages YouTube can translate a translatable track into (code and name), for the picker. */
  translationLanguages: { languageCode: string; name: string }[];
  video: VideoFacts | null;
  playerResponseFrom: PlayerResponseSource | null;
  /** Every method tried, in order, with what it gave (the "Diagnose" view). */
  diagnosis: MethodAttempt[];
}

export interface TranscriptFound extends ResultBase {
  ok: true;
  segments: TranscriptSegment[];
  method: TranscriptMethod;
  /** The track the segments are from; null when the transcript panel gave them (it does not say which). */
  track: CaptionTrack | null;
  /** The language of the segments: the track's, its translation's; for the panel, the chosen track's (a guess). */
  languageCode: string | null;
  /** Set when the segments are YouTube's machine translation of `track`. */
  translatedTo: string | null;
}

export interface TranscriptMissing extends ResultBase {
  ok: false;
  reason: TranscriptFailure;
  /** YouTube's own words for a playability problem ("Sign in to confirm your age"), when it gave some. */
  youtubeReason: string | null;
}

export type TranscriptResult = TranscriptFound | TranscriptMissing;
