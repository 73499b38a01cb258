/**
 * The summarize machine's path model ("New summary" on the dashboard, issue 23.8): event fixtures for
 * every event type, and what makes two states differ on the screen.
 */
import { type SummarizeContext, summarizeMachine } from '#machines/summarize.machine.ts';
import { messages } from '#domain/messages.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { done, failed, networkError } from './fixtures.ts';
import type { EventFixtures, PathModelConfig } from './pathCoverage.ts';
import {
  doneNotSaved,
  doneSaved,
  failedResult,
  pastedTranscript,
  premiumQuota,
  progress,
  quotaAnswer,
  sections,
  srtFile,
  VIDEO_ID,
} from './summarizeFixtures.ts';

const summarizeEvents = {
  'source.textChanged': [
    { type: 'source.textChanged', text: pastedTranscript },
    { type: 'source.textChanged', text: '<i></i>' },
  ],
  'source.fileChosen': [{ type: 'source.fileChosen', name: srtFile.name, text: srtFile.text }],
  'source.cleared': [{ type: 'source.cleared' }],
  'source.titleChanged': [{ type: 'source.titleChanged', title: 'Attention, explained' }],
  'source.videoChanged': [{ type: 'source.videoChanged', link: `https://youtu.be/${VIDEO_ID}` }],
  'source.chaptersChanged': [
    { type: 'source.chaptersChanged', chapters: '0:00 Intro\n0:03 The end' },
    { type: 'source.chaptersChanged', chapters: 'no time here' },
  ],
  'source.languageChanged': [{ type: 'source.languageChanged', language: 'pt' }],
  'summary.requested': [{ type: 'summary.requested' }],
  'summary.cancelled': [{ type: 'summary.cancelled' }],
  'summary.retried': [{ type: 'summary.retried' }],
  'summary.edited': [{ type: 'summary.edited' }],
  'summary.progress': [
    { type: 'summary.progress', progress: progress('preparing') },
    { type: 'summary.progress', progress: progress('summarizing', 4.2) },
  ],
  'summary.section': [{ type: 'summary.section', position: 0, section: sections[0] as (typeof sections)[number] }],
  'summary.finished': [
    { type: 'summary.finished', result: doneSaved },
    { type: 'summary.finished', result: doneNotSaved },
    { type: 'summary.finished', result: failedResult('provider_timeout', { savedAttempt: true }) },
    { type: 'summary.finished', result: failedResult('quota_exhausted') },
  ],
  'summary.error': [
    { type: 'summary.error', error: sessionEnded() },
    { type: 'summary.error', error: networkError },
  ],
  'xstate.done.actor.loadQuota': [done('loadQuota', quotaAnswer(premiumQuota))],
  'xstate.error.actor.loadQuota': [failed('loadQuota', networkError)],
} satisfies EventFixtures<typeof summarizeMachine>;

/** What the screen shows of the context: the draft's parts, what was read, the run's outcome. */
const serializeContext = (context: SummarizeContext) => ({
  source: context.draft.text === '' ? 'none' : (context.transcript?.segments.length ?? 0) > 0 ? 'words' : 'nothing',
  file: context.draft.fileName !== null,
  chapters: context.chapters.ok ? context.chapters.chapters.length : 'unreadable',
  sections: context.sections.length,
  phase: context.progress?.phase ?? null,
  failure: context.failure?.reason ?? null,
  quota: context.quota !== null,
});

export const summarizeModel: PathModelConfig<typeof summarizeMachine> = {
  machine: summarizeMachine,
  inputs: [{ isPremium: true, untitled: messages.newSummary.untitled }],
  events: summarizeEvents,
  serializeContext,
  // The quota is read when the dialog opens, before anyone types: its answer comes first. An ended
  // session (the call answered 401) answers the call itself, before any event of the stream; a lost connection can come at any time.
  feasible: (state, event) =>
    (!state.matches({ quota: 'loading' }) || event.type.startsWith('xstate.')) &&
    (event.type !== 'summary.error' ||
      event.error === networkError ||
      (state.context.progress === null && state.context.sections.length === 0)),
};
