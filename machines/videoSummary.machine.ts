/**
 * Summarising one YouTube video in one browser tab (the extension, issue 24). The extension's service
 * worker runs one of these per tab and video and keeps its snapshot in chrome.storage.session, so a
 * worker Chrome stopped picks the flow up where it was.
 *
 * Summarize: read the transcript (the page does it, `getTranscript`) → write the instant summary
 * offline in the browser (`summarizeOffline`, the extractive summariser) → stream the provider's
 * summary (`writeSummary`, Skimly's server or the person's own provider), which replaces the instant
 * one section by section. With the offline provider the instant summary is the answer. Each failure
 * names its reason; the views turn a reason into words and a next step (domain/messages.ts).
 */
import { assertEvent, assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { timestampToSeconds } from '#domain/timestamp.ts';
import type { ActorEvents } from './actorEvents.ts';
import type {
  GeneratedSummary,
  GenerateSummaryResult,
  SummaryFailure,
  SummaryProgress,
  SummaryQuota,
  SummarySection,
  VideoTranscript,
} from './apiTypes.ts';
import { notProvided } from './effects.ts';

/** What kind of page the video is on: a Short is summarised like any video, a live stream is explained. */
export type VideoPageKind = 'watch' | 'shorts' | 'live';

export interface VideoSummaryInput {
  videoId: string;
  kind: VideoPageKind;
  /** The page's title until the transcript brings the player's. */
  title: string;
}

/** Who writes the summary after the instant one (the options page; decision 243). */
export type ProviderKind = 'skimly' | 'openai-compatible' | 'ollama' | 'offline';

/** The account and provider the summary is written with, read from the extension's storage and the site. */
export interface SummarySetup {
  provider: ProviderKind;
  /** The provider's model, for the person's own provider; null for Skimly's server and offline. */
  model: string | null;
  /** Signed in on the site (its session, or the extension's own sign-in). */
  account: { email: string; premium: boolean } | null;
  /** The day's summaries with Skimly's server, when signed in. */
  quota: SummaryQuota | null;
}

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

/**
 * Why there is no summary: a transcript reason (no_captions, captions_off, age_restricted, login_required,
 * live, upcoming, unavailable, offline, …), a summariser reason of the contract (SummaryFailureReason),
 * or one of the extension's own: `signed_out` (Skimly's server needs an account), `origin_refused` (a local
 * Ollama refused the extension's origin), `page_gone` (the tab no longer shows the video's page).
 */
export interface Failure {
  reason: string;
  /** The server's or provider's own words, when safe to show. */
  detail: string | null;
  /** From the contract's SummaryNextStep, or the extension's own ('sign_in', 'fix_origin', 'open_options', 'reload'). */
  nextStep: string;
  retryAfterSeconds: number | null;
}

export interface VideoSummaryContext {
  videoId: string;
  kind: VideoPageKind;
  title: string;
  setup: SummarySetup | null;
  transcript: TranscriptReading | null;
  /** The transcript module's tracks and attempts, kept when it failed too. */
  tracks: PickableTrack[];
  tried: MethodTried[];
  /** The track the person picked; null: the transcript module's choice. */
  trackId: string | null;
  /** The output language the person picked; null: the transcript's. */
  outputLanguage: string | null;
  /** The extractive summary written in the browser. */
  instant: GeneratedSummary | null;
  /** The provider's sections as they stream in. */
  streamed: SummarySection[];
  progress: SummaryProgress | null;
  /** The provider's finished summary. */
  summary: GeneratedSummary | null;
  /** Premium: the summary is in the site's history. */
  saved: boolean;
  quota: SummaryQuota | null;
  failure: Failure | null;
}

/** What the writer reports as the summary streams in (the contract's stream events, by name). */
export type WriterEvent =
  | { type: 'writer.progress'; progress: SummaryProgress }
  | { type: 'writer.section'; position: number; section: SummarySection }
  | { type: 'writer.finished'; result: GenerateSummaryResult }
  /** The person's own provider wrote it (no quota, no history). */
  | { type: 'writer.wrote'; summary: GeneratedSummary }
  | { type: 'writer.broke'; failure: Failure };

export interface WriterInput {
  source: VideoTranscript;
  outputLanguage: string | null;
  setup: SummarySetup;
}

export type VideoSummaryEvent =
  | { type: 'summary.requested' }
  | { type: 'summary.retried' }
  | { type: 'track.chosen'; trackId: string | null }
  | { type: 'language.chosen'; language: string | null }
  | { type: 'setup.changed'; setup: SummarySetup }
  | { type: 'title.read'; title: string }
  | WriterEvent
  | ActorEvents<'loadSetup', SummarySetup>
  | ActorEvents<'getTranscript', TranscriptReading>
  | ActorEvents<'summarizeOffline', GeneratedSummary>;

/** A transcript error of `getTranscript` carries the module's reason; anything else is the page gone. */
function transcriptFailure(error: unknown): { failure: Failure; tracks: PickableTrack[]; tried: MethodTried[] } {
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
const WRITER_REASONS = new Set([
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

const videoSummarySetup = setup({
  types: {
    context: {} as VideoSummaryContext,
    events: {} as VideoSummaryEvent,
    input: {} as VideoSummaryInput,
  },
  actors: {
    loadSetup: notProvided<SummarySetup, undefined>('loadSetup'),
    getTranscript: notProvided<TranscriptReading, { videoId: string; trackId: string | null }>('getTranscript'),
    summarizeOffline: notProvided<GeneratedSummary, { source: VideoTranscript; outputLanguage: string | null }>(
      'summarizeOffline',
    ),
    writeSummary: fromCallback<WriterEvent, WriterInput>(() => {
      throw new Error('Actor "writeSummary" is not provided');
    }),
  },
  actions: {
    storeSetup: assign({
      setup: ({ event }) => {
        assertEvent(event, ['xstate.done.actor.loadSetup', 'setup.changed']);
        return event.type === 'setup.changed' ? event.setup : event.output;
      },
    }),
    storeOfflineSetup: assign({ setup: { provider: 'offline', model: null, account: null, quota: null } }),
    storeTitle: assign({
      title: ({ event }) => {
        assertEvent(event, 'title.read');
        return event.title;
      },
    }),
    storeTrack: assign({
      trackId: ({ event }) => {
        assertEvent(event, 'track.chosen');
        return event.trackId;
      },
    }),
    storeLanguage: assign({
      outputLanguage: ({ event }) => {
        assertEvent(event, 'language.chosen');
        return event.language;
      },
    }),
    clearAttempt: assign({ failure: null, streamed: [], progress: null }),
    clearSummaries: assign({ instant: null, summary: null, saved: false, streamed: [], progress: null, failure: null }),
    storeTranscript: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.getTranscript');
      const reading = event.output;
      return {
        transcript: reading,
        tracks: reading.tracks,
        tried: reading.tried,
        trackId: reading.trackId,
        title: reading.source.title,
      };
    }),
    storeTranscriptFailure: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.getTranscript');
      const { failure, tracks, tried } = transcriptFailure(event.error);
      return { failure, tracks, tried, transcript: null };
    }),
    storeLiveFailure: assign({
      failure: { reason: 'live', detail: null, nextStep: nextStepOf('live'), retryAfterSeconds: null },
    }),
    storeInstant: assign({
      instant: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.summarizeOffline');
        return event.output;
      },
    }),
    storeOfflineFailure: assign({
      failure: { reason: 'output_unusable', detail: null, nextStep: 'use_another_source', retryAfterSeconds: null },
    }),
    storeProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'writer.progress');
        return event.progress;
      },
    }),
    storeSection: assign({
      streamed: ({ context, event }) => {
        assertEvent(event, 'writer.section');
        const sections = context.streamed.slice(0, event.position);
        sections[event.position] = event.section;
        return sections;
      },
    }),
    storeResult: assign(({ event }) => {
      assertEvent(event, 'writer.finished');
      const { result } = event;
      const failure: SummaryFailure | undefined = result.failure;
      return {
        quota: result.quota,
        summary: result.type === 'done' ? (result.summary ?? null) : null,
        saved: result.type === 'done' && result.saved !== undefined,
        failure:
          result.type === 'failed'
            ? {
                reason: failure?.reason ?? 'internal_error',
                detail: failure?.message ?? null,
                nextStep: failure?.next_step ?? 'retry',
                retryAfterSeconds: failure?.retry_after_seconds ?? null,
              }
            : null,
      };
    }),
    storeWritten: assign({
      summary: ({ event }) => {
        assertEvent(event, 'writer.wrote');
        return event.summary;
      },
      failure: null,
    }),
    storeWriterFailure: assign({
      failure: ({ event }) => {
        assertEvent(event, 'writer.broke');
        return event.failure;
      },
    }),
  },
  guards: {
    isLive: ({ context }) => context.kind === 'live',
    isOfflineOnly: ({ context }) => context.setup?.provider === 'offline',
    isWritten: ({ event }) => {
      assertEvent(event, 'writer.finished');
      return event.result.type === 'done';
    },
    /** The page's transcript is in hand and the failure was the writer's: write again, do not read again. */
    writerFailed: ({ context }) =>
      context.transcript !== null && context.failure !== null && WRITER_REASONS.has(context.failure.reason),
  },
});

export const videoSummaryMachine = videoSummarySetup.createMachine({
  id: 'videoSummary',
  context: ({ input }) => ({
    videoId: input.videoId,
    kind: input.kind,
    title: input.title,
    setup: null,
    transcript: null,
    tracks: [],
    tried: [],
    trackId: null,
    outputLanguage: null,
    instant: null,
    streamed: [],
    progress: null,
    summary: null,
    saved: false,
    quota: null,
    failure: null,
  }),
  initial: 'preparing',
  on: {
    'setup.changed': { actions: 'storeSetup' },
    'title.read': { actions: 'storeTitle' },
    'language.chosen': { actions: 'storeLanguage' },
  },
  states: {
    /** Reading the account and the chosen provider. */
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: { target: 'ready', actions: 'storeSetup' },
        onError: { target: 'ready', actions: 'storeOfflineSetup' },
      },
    },
    /** Nothing written yet: the panel offers Summarize. */
    ready: {
      on: {
        'summary.requested': [
          { guard: 'isLive', target: 'failed', actions: 'storeLiveFailure' },
          { target: 'readingTranscript', actions: 'clearSummaries' },
        ],
        'track.chosen': { actions: 'storeTrack' },
      },
    },
    /** The page reads the transcript (the player's request, the caption tracks, the transcript panel). */
    readingTranscript: {
      tags: ['busy'],
      invoke: {
        id: 'getTranscript',
        src: 'getTranscript',
        input: ({ context }) => ({ videoId: context.videoId, trackId: context.trackId }),
        onDone: { target: 'writingInstant', actions: 'storeTranscript' },
        onError: { target: 'failed', actions: 'storeTranscriptFailure' },
      },
    },
    /** The extractive summary, in the browser: there in a moment, with no account and no network. */
    writingInstant: {
      tags: ['busy'],
      invoke: {
        id: 'summarizeOffline',
        src: 'summarizeOffline',
        input: ({ context }) => ({
          // biome-ignore lint/style/noNonNullAssertion: entered only with a transcript (storeTranscript)
          source: context.transcript!.source,
          outputLanguage: context.outputLanguage,
        }),
        onDone: [
          { guard: 'isOfflineOnly', target: 'summarized', actions: 'storeInstant' },
          { target: 'streaming', actions: 'storeInstant' },
        ],
        onError: { target: 'failed', actions: 'storeOfflineFailure' },
      },
    },
    /** The provider's summary streams in, section by section, over the instant one. */
    streaming: {
      tags: ['busy'],
      entry: 'clearAttempt',
      invoke: {
        id: 'writeSummary',
        src: 'writeSummary',
        input: ({ context }) => ({
          // biome-ignore lint/style/noNonNullAssertion: entered only with a transcript
          source: context.transcript!.source,
          outputLanguage: context.outputLanguage,
          // biome-ignore lint/style/noNonNullAssertion: set when preparing ends
          setup: context.setup!,
        }),
      },
      on: {
        'writer.progress': { actions: 'storeProgress' },
        'writer.section': { actions: 'storeSection' },
        'writer.finished': [
          { guard: 'isWritten', target: 'summarized', actions: 'storeResult' },
          { target: 'failed', actions: 'storeResult' },
        ],
        'writer.wrote': { target: 'summarized', actions: 'storeWritten' },
        'writer.broke': { target: 'failed', actions: 'storeWriterFailure' },
      },
    },
    /** The summary is written: the provider's, or the instant one when offline only. */
    summarized: {
      on: {
        // Again: offline, the page is read again (a track may have changed); else the provider writes again
        'summary.requested': [
          { guard: 'isOfflineOnly', target: 'readingTranscript', actions: 'clearSummaries' },
          { target: 'streaming' },
        ],
        'track.chosen': { target: 'readingTranscript', actions: ['storeTrack', 'clearSummaries'] },
      },
    },
    /** Something failed; the instant summary, if any, stays. Retry writes again or reads again. */
    failed: {
      on: {
        'summary.retried': [
          { guard: 'isLive', target: 'failed', reenter: true },
          { guard: 'writerFailed', target: 'streaming' },
          { target: 'readingTranscript', actions: 'clearSummaries' },
        ],
        'summary.requested': [
          { guard: 'isLive', target: 'failed', reenter: true },
          { guard: 'writerFailed', target: 'streaming' },
          { target: 'readingTranscript', actions: 'clearSummaries' },
        ],
        'track.chosen': { target: 'readingTranscript', actions: ['storeTrack', 'clearSummaries'] },
      },
    },
  },
});

export type VideoSummarySnapshot = SnapshotFrom<typeof videoSummaryMachine>;

/** What the panel shows, in meanings; the panel picks the words (domain/messages.ts). */
export type VideoSummaryStage =
  | 'preparing'
  | 'ready'
  | 'readingTranscript'
  | 'writingInstant'
  | 'streaming'
  | 'summarized'
  | 'failed';

export function selectStage(snapshot: VideoSummarySnapshot): VideoSummaryStage {
  const stages: VideoSummaryStage[] = [
    'preparing',
    'ready',
    'readingTranscript',
    'writingInstant',
    'streaming',
    'summarized',
    'failed',
  ];
  return stages.find((stage) => snapshot.matches(stage)) ?? 'ready';
}

/**
 * The sections on screen: the provider's finished summary; while it streams, its sections so far with
 * the instant ones after them; else the instant summary. `source` says whose they are.
 */
export function selectShownSummary(
  snapshot: VideoSummarySnapshot,
): { source: 'instant' | 'provider'; sections: SummarySection[]; summary: GeneratedSummary | null } | null {
  const { summary, instant, streamed } = snapshot.context;
  if (summary) return { source: 'provider', sections: summary.sections, summary };
  if (streamed.length > 0) {
    const rest = (instant?.sections ?? []).filter((section) => {
      const last = streamed.at(-1);
      return last === undefined || compareTimestamps(section.timestamp, last.timestamp) > 0;
    });
    return { source: 'provider', sections: [...streamed, ...rest], summary: null };
  }
  if (instant) return { source: 'instant', sections: instant.sections, summary: instant };
  return null;
}

const compareTimestamps = (a: string, b: string) => (timestampToSeconds(a) ?? 0) - (timestampToSeconds(b) ?? 0);

export const selectCanSummarize = (snapshot: VideoSummarySnapshot) => snapshot.can({ type: 'summary.requested' });
export const selectCanRetry = (snapshot: VideoSummarySnapshot) => snapshot.can({ type: 'summary.retried' });
