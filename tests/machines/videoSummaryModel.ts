/**
 * The videoSummary machine's path model (the extension's flow, issue 24): event fixtures for every event
 * type, the inputs (a watch page, a live stream), and what makes two states differ for the panel.
 */
import type { GeneratedSummary, SummarySection, VideoTranscript } from '#machines/apiTypes.ts';
import {
  type SummarySetup,
  type TranscriptProblem,
  type TranscriptReading,
  type VideoSummaryInput,
  videoSummaryMachine,
} from '#machines/videoSummary.machine.ts';
import { done, failed } from './fixtures.ts';
import type { EventFixtures, PathModelConfig } from './pathCoverage.ts';

export const watchPage: VideoSummaryInput = {
  videoId: 'skimlyMan01',
  kind: 'watch',
  title: 'How honeybees find their way home',
};
export const liveStream: VideoSummaryInput = { videoId: 'skimlyLiv01', kind: 'live', title: 'Hive cam, live' };

export const quota = {
  plan: 'premium',
  limit: 100,
  used: 1,
  remaining: 99,
  resets_at: '2026-11-28T00:00:00Z',
} as const;

export const signedInSetup: SummarySetup = {
  provider: 'skimly',
  model: null,
  account: { email: 'premium@skimly.dev', premium: true },
  quota,
};
export const offlineSetup: SummarySetup = { provider: 'offline', model: null, account: null, quota: null };

export const source: VideoTranscript = {
  kind: 'video',
  video_id: 'skimlyMan01',
  title: 'How honeybees find their way home',
  duration_seconds: 120,
  language: 'en',
  segments: [
    { start: 0, duration: 5, text: 'Honeybees leave the hive to find flowers.' },
    { start: 60, duration: 5, text: 'They use the sun as a compass to come home.' },
  ],
};

export const reading: TranscriptReading = {
  source,
  method: 'caption-track',
  trackId: '.en',
  tracks: [{ id: '.en', languageCode: 'en', name: 'English', automatic: false }],
  tried: [{ method: 'caption-track', detail: 'json3 of en (manual)', outcome: 'ok', lines: 2 }],
};

export const noCaptions: TranscriptProblem = { problem: 'no_captions', youtubeReason: null, tracks: [], tried: [] };

export const section: SummarySection = {
  timestamp: '1:00',
  title: 'Coming home',
  bullets: ['The sun is their compass.'],
  sources: [{ start: 60, end: 65, quote: 'They use the sun as a compass to come home.' }],
};

export const summary: GeneratedSummary = {
  title: source.title,
  type: 'video',
  video_id: source.video_id,
  language: 'en',
  sections: [section],
  coverage: { unit: 'seconds', covered: 120, total: 120, parts: 1, complete: true },
  truncated: false,
  provider: 'extractive',
  model: null,
  fallback: false,
  generated_at: '2026-11-27T10:00:00Z',
};

const rateLimited = { reason: 'provider_rate_limited', detail: null, nextStep: 'retry_later', retryAfterSeconds: 20 };

export const videoSummaryEvents = {
  'summary.requested': [{ type: 'summary.requested' }],
  'summary.retried': [{ type: 'summary.retried' }],
  'track.chosen': [{ type: 'track.chosen', trackId: '.en' }],
  'language.chosen': [{ type: 'language.chosen', language: 'fr' }],
  'setup.changed': [
    { type: 'setup.changed', setup: signedInSetup },
    { type: 'setup.changed', setup: offlineSetup },
  ],
  'title.read': [{ type: 'title.read', title: 'How honeybees find their way home' }],
  'writer.updated': [{ type: 'writer.updated' }],
  'xstate.done.actor.loadSetup': [done('loadSetup', signedInSetup), done('loadSetup', offlineSetup)],
  'xstate.error.actor.loadSetup': [failed('loadSetup', new TypeError('Failed to fetch'))],
  'xstate.done.actor.getTranscript': [done('getTranscript', reading)],
  'xstate.error.actor.getTranscript': [failed('getTranscript', noCaptions), failed('getTranscript', new Error('gone'))],
  'xstate.done.actor.summarizeOffline': [done('summarizeOffline', summary)],
  'xstate.error.actor.summarizeOffline': [failed('summarizeOffline', new Error('no words'))],
  'xstate.done.actor.summaryWriter': [
    done('summaryWriter', { summary, saved: true, quota, failure: null }),
    done('summaryWriter', { summary: null, saved: false, quota, failure: rateLimited }),
  ],
  'xstate.error.actor.summaryWriter': [failed('summaryWriter', new Error('the writer crashed'))],
} satisfies EventFixtures<typeof videoSummaryMachine>;

export const videoSummaryModel: PathModelConfig<typeof videoSummaryMachine> = {
  machine: videoSummaryMachine,
  inputs: [watchPage, liveStream],
  events: videoSummaryEvents,
  // What the panel shows: the stage, whose summary, the failure's reason, the provider.
  serializeContext: (context) => ({
    kind: context.kind,
    provider: context.setup?.provider ?? null,
    transcript: context.transcript !== null,
    instant: context.instant !== null,
    summary: context.summary !== null,
    failure: context.failure?.reason ?? null,
  }),
  // The writer reports only while it writes; an actor answers only while it runs.
  feasible: (state, event) => {
    if (event.type === 'writer.updated') return state.matches('streaming');
    const actor = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];
    if (actor) return actor in state.children;
    // The account, the title and the language change any time; walked once, before Summarize
    const anyTime = ['setup.changed', 'title.read', 'language.chosen'].includes(event.type);
    return !anyTime || state.matches('ready');
  },
};
