/**
 * "New summary" on the dashboard (issue 23, item 8): a transcript pasted or dropped as a file (SubRip,
 * WebVTT, YouTube's json3 or srv3, a text document), summarised by the server's summariser, the answer
 * streaming in section by section (POST /api/summaries/generate as server-sent events). Premium's
 * summary lands in My Summaries (`saved`); Basic's is shown and not kept (`done`). A failure has its
 * reason and, when trying again can help, Retry; Cancel stops the stream.
 *
 * Two regions: `flow` (editing → running.{preparing, streaming} → saved | done | failed) and `quota`
 * (the day's summaries left, read when the flow opens and updated by every answer). The stream is a
 * callback actor the website provides (`generateSummary`): it sends `summary.progress`,
 * `summary.section`, then `summary.finished` (the last event, done or failed) or `summary.error` (the
 * call itself failed: an HTTP error, no connection, or `{ interrupted: true }` for a stream cut short).
 * Stopping it aborts the request. The composition root runs both calls under the one API policy
 * (decision 254): a 401 has already ended the session and arrives as `SessionEnded`.
 */
import { assertEvent, assign, type EventObject, fromCallback, type SnapshotFrom, setup } from 'xstate';
import type { components } from '#contract/schema.d.ts';
import type { ChaptersReading } from '#domain/transcript/chapters.ts';
import { titleFromFileName } from '#domain/transcript/source.ts';
import { youtubeVideoId } from '#domain/transcript/videoId.ts';
import type { ActorEvents } from './actorEvents.ts';
import { notProvided } from './effects.ts';
import { isSessionEnded } from './sessionEnded.ts';
import { withSection } from './streamedSections.ts';
import {
  type DraftTranscript,
  EMPTY_DRAFT,
  NO_CHAPTERS,
  readChapters,
  readTranscript,
  requestOf,
  type SummarizeDraft,
  type SummaryRequest,
} from './summarizeDraft.ts';
import { canRetryAfter, failureOf, failureOfResult, type SummarizeFailure } from './summaryFailure.ts';

export type { SummarizeDraft, SummarizeFailure, SummaryRequest };

type Schemas = components['schemas'];
type SummaryResult = Schemas['GenerateSummaryResult'];
type SummaryProgress = Schemas['SummaryProgress'];
type SummarySection = Schemas['SummarySection'];
type SummaryQuota = Schemas['SummaryQuota'];
type QuotaAnswer = Schemas['SummaryQuotaResponse'];

export interface SummarizeContext {
  /** The dashboard's plan, until the quota says. */
  isPremium: boolean;
  /** The title sent for a draft that has none (SummarizeInput). */
  untitled: string;
  draft: SummarizeDraft;
  /** The draft read as a transcript (null while empty). */
  transcript: DraftTranscript;
  /** The draft's chapters as read: the chapters, or the line to fix. */
  chapters: ChaptersReading;
  /** What the last run sent. */
  request: SummaryRequest | null;
  progress: SummaryProgress | null;
  /** Sections as they stream in, then the summary's own. */
  sections: SummarySection[];
  result: SummaryResult | null;
  failure: SummarizeFailure | null;
  quota: SummaryQuota | null;
}

export interface SummarizeInput {
  isPremium: boolean;
  /** The title a draft without one (typed or from its file's name) is sent under: the view words it. */
  untitled: string;
}

export type SummarizeUserEvent =
  | { type: 'source.textChanged'; text: string }
  | { type: 'source.fileChosen'; name: string; text: string }
  | { type: 'source.cleared' }
  | { type: 'source.titleChanged'; title: string }
  | { type: 'source.videoChanged'; link: string }
  | { type: 'source.chaptersChanged'; chapters: string }
  /** '' for the transcript's own language. */
  | { type: 'source.languageChanged'; language: string }
  | { type: 'summary.requested' }
  | { type: 'summary.cancelled' }
  | { type: 'summary.retried' }
  | { type: 'summary.edited' };

/** What the stream reports while it runs. */
export type SummarizeStreamEvent =
  | { type: 'summary.progress'; progress: SummaryProgress }
  // The section and its place in the summary (the server's `index`).
  | { type: 'summary.section'; position: number; section: SummarySection }
  | { type: 'summary.finished'; result: SummaryResult }
  | { type: 'summary.error'; error: unknown };

export type SummarizeEvent = SummarizeUserEvent | SummarizeStreamEvent | ActorEvents<'loadQuota', QuotaAnswer>;

/** What a new run starts without. */
const cleared = { progress: null, sections: [], result: null, failure: null } satisfies Partial<SummarizeContext>;

/** The default stream: fails at once, naming what the app has to provide. */
const generateNotProvided = fromCallback<EventObject, { request: SummaryRequest }>(({ sendBack }) => {
  sendBack({
    type: 'summary.error',
    error: new Error('Actor "generateSummary" is not provided: pass it with machine.provide({ actors })'),
  });
});

export const summarizeMachine = setup({
  types: {
    context: {} as SummarizeContext,
    events: {} as SummarizeEvent,
    input: {} as SummarizeInput,
  },
  actors: {
    /** GET /api/summaries/quota. */
    loadQuota: notProvided<QuotaAnswer>('loadQuota'),
    /**
     * POST /api/summaries/generate as a stream: sends `summary.progress` and `summary.section` as they
     * come, then `summary.finished` or `summary.error`. Stopping it aborts the request.
     */
    generateSummary: generateNotProvided,
  },
  actions: {
    setText: assign(({ event, context }) => {
      assertEvent(event, 'source.textChanged');
      const draft = { ...context.draft, text: event.text, fileName: null };
      return { draft, transcript: readTranscript(draft.text, null) };
    }),
    setFile: assign(({ event, context }) => {
      assertEvent(event, 'source.fileChosen');
      const videoId = youtubeVideoId(event.name);
      const draft = {
        ...context.draft,
        text: event.text,
        fileName: event.name,
        title: context.draft.title.trim() ? context.draft.title : titleFromFileName(event.name),
        videoLink: context.draft.videoLink.trim() === '' && videoId ? videoId : context.draft.videoLink,
      };
      return { draft, transcript: readTranscript(draft.text, draft.fileName) };
    }),
    clearSource: assign(({ context }) => ({
      draft: { ...context.draft, text: '', fileName: null },
      transcript: null,
    })),
    setTitle: assign(({ event, context }) => {
      assertEvent(event, 'source.titleChanged');
      return { draft: { ...context.draft, title: event.title } };
    }),
    setVideo: assign(({ event, context }) => {
      assertEvent(event, 'source.videoChanged');
      return { draft: { ...context.draft, videoLink: event.link } };
    }),
    setChapters: assign(({ event, context }) => {
      assertEvent(event, 'source.chaptersChanged');
      return { draft: { ...context.draft, chapters: event.chapters }, chapters: readChapters(event.chapters) };
    }),
    setLanguage: assign(({ event, context }) => {
      assertEvent(event, 'source.languageChanged');
      return { draft: { ...context.draft, language: event.language } };
    }),
    prepareRequest: assign(({ context }) => ({
      request: requestOf(context.draft, context.transcript, context.untitled),
      ...cleared,
    })),
    /** Premium's failed attempt is in the history: the retry names it, so a success replaces it. */
    prepareRetry: assign(({ context }) => {
      const attempt = context.result?.saved;
      const request = attempt?.status === 'failed' ? { retry_of: attempt.id } : context.request;
      return { request, ...cleared };
    }),
    clearRun: assign(cleared),
    setProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'summary.progress');
        return event.progress;
      },
    }),
    addSection: assign({
      sections: ({ event, context }) => {
        assertEvent(event, 'summary.section');
        return withSection(context.sections, event.position, event.section);
      },
    }),
    setResult: assign(({ event, context }) => {
      assertEvent(event, 'summary.finished');
      const { result } = event;
      return {
        result,
        failure: failureOfResult(result),
        sections: result.summary?.sections ?? context.sections,
        quota: result.quota,
      };
    }),
    setErrorFailure: assign(({ event, context }) => {
      assertEvent(event, 'summary.error');
      const failure = failureOf(event.error);
      const quota =
        failure.reason === 'quota_exhausted' && context.quota ? { ...context.quota, remaining: 0 } : context.quota;
      return { failure, quota };
    }),
    setQuota: assign({
      quota: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadQuota');
        return event.output.quota;
      },
    }),
  },
  guards: {
    /** Words to summarise, and the chapters, if any, all read. */
    isReady: ({ context }) => (context.transcript?.segments.length ?? 0) > 0 && context.chapters.ok,
    isSummarizing: ({ event }) => {
      assertEvent(event, 'summary.progress');
      return event.progress.phase !== 'preparing';
    },
    isFailedResult: ({ event }) => {
      assertEvent(event, 'summary.finished');
      return event.result.type === 'failed';
    },
    isSavedResult: ({ event }) => {
      assertEvent(event, 'summary.finished');
      return event.result.saved !== undefined;
    },
    /** The stream met an ended session: the composition root has signed the person out (decision 254). */
    isSessionEnded,
    isRetryable: ({ context }) =>
      context.request !== null && context.failure !== null && canRetryAfter(context.failure.reason),
  },
}).createMachine({
  id: 'summarize',
  type: 'parallel',
  context: ({ input }) => ({
    isPremium: input.isPremium,
    untitled: input.untitled,
    draft: EMPTY_DRAFT,
    transcript: null,
    chapters: NO_CHAPTERS,
    request: null,
    ...cleared,
    quota: null,
  }),
  states: {
    flow: {
      initial: 'editing',
      states: {
        /** The form: paste or drop a transcript, name the video and the title. */
        editing: {
          on: {
            'source.textChanged': { actions: 'setText' },
            'source.fileChosen': { actions: 'setFile' },
            'source.cleared': { actions: 'clearSource' },
            'source.titleChanged': { actions: 'setTitle' },
            'source.videoChanged': { actions: 'setVideo' },
            'source.chaptersChanged': { actions: 'setChapters' },
            'source.languageChanged': { actions: 'setLanguage' },
            'summary.requested': { guard: 'isReady', target: 'running', actions: 'prepareRequest' },
          },
        },
        running: {
          tags: ['busy'],
          invoke: {
            id: 'generateSummary',
            src: 'generateSummary',
            input: ({ context }) => ({ request: context.request as SummaryRequest }),
          },
          initial: 'preparing',
          states: {
            /** Sent; the server reads the transcript (and splits a long one into parts). */
            preparing: {
              on: {
                'summary.progress': [
                  { guard: 'isSummarizing', target: 'streaming', actions: 'setProgress' },
                  { actions: 'setProgress' },
                ],
                'summary.section': { target: 'streaming', actions: 'addSection' },
              },
            },
            /** Sections arrive one by one. */
            streaming: {
              on: {
                'summary.progress': { actions: 'setProgress' },
                'summary.section': { actions: 'addSection' },
              },
            },
          },
          on: {
            'summary.finished': [
              { guard: 'isFailedResult', target: 'failed', actions: 'setResult' },
              { guard: 'isSavedResult', target: 'saved', actions: 'setResult' },
              { target: 'done', actions: 'setResult' },
            ],
            'summary.error': [
              { guard: 'isSessionEnded', target: '#summarize.flow.signedOut' },
              { target: 'failed', actions: 'setErrorFailure' },
            ],
            // Stopping the stream aborts the request; the draft is kept.
            'summary.cancelled': { target: 'editing', actions: 'clearRun' },
          },
        },
        /** Premium: written and kept in My Summaries. */
        saved: { on: { 'summary.edited': { target: 'editing', actions: 'clearRun' } } },
        /** Basic: written, shown here, not kept. */
        done: { on: { 'summary.edited': { target: 'editing', actions: 'clearRun' } } },
        failed: {
          tags: ['error'],
          on: {
            'summary.retried': { guard: 'isRetryable', target: 'running', actions: 'prepareRetry' },
            'summary.edited': { target: 'editing', actions: 'clearRun' },
          },
        },
        /** The session ended (the root's policy signed the person out): nothing more to do here. */
        signedOut: { type: 'final' },
      },
    },
    quota: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadQuota',
            src: 'loadQuota',
            onDone: { target: 'known', actions: 'setQuota' },
            onError: { target: 'unknown' },
          },
        },
        known: {},
        /** Not read (the answer's own quota fills it in later). */
        unknown: {},
      },
    },
  },
});

export type SummarizeSnapshot = SnapshotFrom<typeof summarizeMachine>;

export const selectDraft = (s: SummarizeSnapshot) => s.context.draft;
/** The draft as the server will read it: its format and how many lines and seconds it holds. */
export const selectTranscript = (s: SummarizeSnapshot) => {
  const { transcript } = s.context;
  if (!transcript) return null;
  const last = transcript.segments.at(-1);
  return {
    format: transcript.format,
    lines: transcript.segments.length,
    seconds: last ? last.start + last.duration : 0,
  };
};
/** The video the summary's timestamps link to (the typed link, else the file's name), or null. */
export const selectVideoId = (s: SummarizeSnapshot) => {
  const source = s.context.request?.source;
  if (source?.kind === 'video') return source.video_id;
  const summary = s.context.result?.summary;
  if (summary?.video_id) return summary.video_id;
  if (!s.matches({ flow: 'editing' })) return null;
  return youtubeVideoId(s.context.draft.videoLink) ?? youtubeVideoId(s.context.draft.fileName ?? '');
};
export const selectStep = (s: SummarizeSnapshot) => {
  const flow = s.value.flow;
  return typeof flow === 'string' ? flow : 'running';
};
export const selectProgress = (s: SummarizeSnapshot) => s.context.progress;
export const selectSections = (s: SummarizeSnapshot) => s.context.sections;
export const selectSummary = (s: SummarizeSnapshot) => s.context.result?.summary ?? null;
/** Premium's history entry, once written. */
export const selectSaved = (s: SummarizeSnapshot) =>
  (s.matches({ flow: 'saved' }) ? s.context.result?.saved : null) ?? null;
/** The history entry the last run wrote: the summary, or Premium's failed attempt (My Summaries reads again). */
export const selectHistoryEntry = (s: SummarizeSnapshot) => s.context.result?.saved ?? null;
export const selectFailure = (s: SummarizeSnapshot) => (s.matches({ flow: 'failed' }) ? s.context.failure : null);
export const selectQuota = (s: SummarizeSnapshot) => s.context.quota;
/** Whether what is written will be kept in My Summaries (Premium), by the quota's plan once known. */
export const selectIsKept = (s: SummarizeSnapshot) =>
  s.context.quota ? s.context.quota.plan === 'premium' : s.context.isPremium;
/** The first pasted line that is not a chapter, or too many chapters; null when they read. */
export const selectChaptersProblem = (s: SummarizeSnapshot) => (s.context.chapters.ok ? null : s.context.chapters);
export const selectCanRequest = (s: SummarizeSnapshot) => s.can({ type: 'summary.requested' });
export const selectCanRetry = (s: SummarizeSnapshot) => s.can({ type: 'summary.retried' });
export const selectCanCancel = (s: SummarizeSnapshot) => s.can({ type: 'summary.cancelled' });
export const selectCanEdit = (s: SummarizeSnapshot) => s.can({ type: 'summary.edited' });
/** The draft holds something (text, a file) in which no words were found. */
export const selectNothingFound = (s: SummarizeSnapshot) =>
  (s.context.draft.text.trim() !== '' || s.context.draft.fileName !== null) &&
  (s.context.transcript?.segments.length ?? 0) === 0;
