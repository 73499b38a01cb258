/**
 * What the page read of a video and why a reading or a writing failed, for the videoSummary machine
 * (the extension, issue 24): the transcript module's tracks and attempts, the failure a reading error
 * stands for, the next step of each reason, and which failures a retry answers by writing again.
 */
import type { VideoTranscript } from './apiTypes.ts';
import type { Failure } from './summaryWriter.machine.ts';

/** A caption track the person can pick (the transcript module's tracks, as the panel lists them). */
export interface PickableTrack {
  id: string;
  languageCode: string;
  name: string;
  automatic: boolean;
}

/** One transcript method tried for this video, for the "Diagnose" view. */
export interface MethodTried {
  method: string;
  detail: string;
  outcome: string;
  lines?: number;
  status?: number;
}

/** What the page read: the transcript as the summariser takes it, and how it was read. */
export interface TranscriptReading {
  source: VideoTranscript;
  /** The method that gave it ('player-request', 'caption-track', 'transcript-panel'). */
  method: string;
  trackId: string | null;
  tracks: PickableTrack[];
  tried: MethodTried[];
}

/** Why the page could not read a transcript: a reason code of the transcript module, and what was tried. */
export interface TranscriptProblem {
  problem: string;
  youtubeReason: string | null;
  tracks: PickableTrack[];
  tried: MethodTried[];
}

/** A transcript error of `getTranscript` carries the module's reason; anything else is the page gone. */
export function transcriptFailure(error: unknown): { failure: Failure; tracks: PickableTrack[]; tried: MethodTried[] } {
  if (typeof error === 'object' && error !== null && 'problem' in error) {
    const problem = error as TranscriptProblem;
    return {
      failure: {
        reason: problem.problem,
        detail: problem.youtubeReason,
        nextStep: nextStepOf(problem.problem),
        retryAfterSeconds: null,
      },
      tracks: problem.tracks,
      tried: problem.tried,
    };
  }
  return {
    failure: { reason: 'page_gone', detail: null, nextStep: 'reload', retryAfterSeconds: null },
    tracks: [],
    tried: [],
  };
}

/** The next step of a reason the contract does not name one for. */
export function nextStepOf(reason: string): string {
  switch (reason) {
    case 'captions_off':
    case 'offline':
    case 'navigated':
      return 'retry';
    case 'age_restricted':
    case 'login_required':
      return 'sign_in_youtube';
    case 'live':
    case 'upcoming':
      return 'retry_later';
    case 'signed_out':
      return 'sign_in';
    case 'origin_refused':
      return 'fix_origin';
    case 'provider_unauthorized':
      return 'open_options';
    case 'page_gone':
      return 'reload';
    default:
      return 'use_another_source';
  }
}

/** Failures a retry answers by writing again with the transcript in hand (the provider's, not the page's). */
export const WRITER_REASONS: ReadonlySet<string> = new Set([
  'provider_unreachable',
  'provider_unauthorized',
  'provider_rate_limited',
  'provider_timeout',
  'provider_error',
  'output_unusable',
  'quota_exhausted',
  'internal_error',
  'signed_out',
  'origin_refused',
  'too_long',
]);
