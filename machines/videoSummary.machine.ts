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
import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { timestampToSeconds } from '#domain/timestamp.ts';
import type { ActorEvents } from './actorEvents.ts';
import type { GeneratedSummary, SummaryQuota, SummarySection, VideoTranscript } from './apiTypes.ts';
import { notProvided } from './effects.ts';
import {
  type Failure,
  type ProviderKind,
  type SummarySetup,
  type SummaryWriterSnapshot,
  summaryWriterMachine,
  type WriterEvent,
  type WriterInput,
  type WriterOutcome,
  type WriterParentEvent,
} from './summaryWriter.machine.ts';

import {
  type MethodTried,
  nextStepOf,
  type PickableTrack,
  type TranscriptProblem,
  type TranscriptReading,
  transcriptFailure,
  WRITER_REASONS,
} from './videoReading.ts';

export type { Failure, ProviderKind, SummarySetup, WriterEvent, WriterInput };
export type { MethodTried, PickableTrack, TranscriptProblem, TranscriptReading };
export { nextStepOf };

/** What kind of page the video is on: a Short is summarised like any video, a live stream is explained. */
export type VideoPageKind = 'watch' | 'shorts' | 'live';

export interface VideoSummaryInput {
  videoId: string;
  kind: VideoPageKind;
  /** The page's title until the transcript brings the player's. */
  title: string;
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
  /** The provider's finished summary (while it streams, the child `summaryWriter` holds its sections). */
  summary: GeneratedSummary | null;
  /** Premium: the summary is in the site's history. */
  saved: boolean;
  quota: SummaryQuota | null;
  failure: Failure | null;
}

export type VideoSummaryEvent =
  | { type: 'summary.requested' }
  | { type: 'summary.retried' }
  | { type: 'track.chosen'; trackId: string | null }
  | { type: 'language.chosen'; language: string | null }
  | { type: 'setup.changed'; setup: SummarySetup }
  | { type: 'title.read'; title: string }
  | ActorEvents<'loadSetup', SummarySetup>
  | ActorEvents<'getTranscript', TranscriptReading>
  | ActorEvents<'summarizeOffline', GeneratedSummary>
  | ActorEvents<'summaryWriter', WriterOutcome>
  // The child's sections or progress changed: nothing to decide, the parent's watchers look again.
  | WriterParentEvent;

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
    /** The provider's summary streaming in; the app provides it with its `writeSummary`. */
    summaryWriter: summaryWriterMachine,
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
    clearAttempt: assign({ failure: null }),
    clearSummaries: assign({ instant: null, summary: null, saved: false, failure: null }),
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
    storeOutcome: assign(({ event, context }) => {
      assertEvent(event, 'xstate.done.actor.summaryWriter');
      const { summary, saved, quota, failure } = event.output;
      return { summary, saved, failure, quota: quota ?? context.quota };
    }),
    storeWriterCrash: assign({
      failure: { reason: 'internal_error', detail: null, nextStep: 'retry', retryAfterSeconds: null },
    }),
  },
  guards: {
    isLive: ({ context }) => context.kind === 'live',
    isOfflineOnly: ({ context }) => context.setup?.provider === 'offline',
    isWritten: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.summaryWriter');
      return event.output.summary !== null;
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
        id: 'summaryWriter',
        src: 'summaryWriter',
        input: ({ context }) => ({
          // biome-ignore lint/style/noNonNullAssertion: entered only with a transcript
          source: context.transcript!.source,
          outputLanguage: context.outputLanguage,
          // biome-ignore lint/style/noNonNullAssertion: set when preparing ends
          setup: context.setup!,
        }),
        onDone: [
          { guard: 'isWritten', target: 'summarized', actions: 'storeOutcome' },
          { target: 'failed', actions: 'storeOutcome' },
        ],
        onError: { target: 'failed', actions: 'storeWriterCrash' },
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

/** The child writing the provider's summary, while it streams. */
const writerOf = (snapshot: VideoSummarySnapshot): SummaryWriterSnapshot | undefined =>
  (snapshot.children as { summaryWriter?: { getSnapshot(): SummaryWriterSnapshot } }).summaryWriter?.getSnapshot();

/** How far the provider has read, while it streams. */
export const selectProgress = (snapshot: VideoSummarySnapshot) => writerOf(snapshot)?.context.progress ?? null;

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
  const { summary, instant } = snapshot.context;
  const streamed = writerOf(snapshot)?.context.streamed ?? [];
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
