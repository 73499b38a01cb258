/**
 * The summaryRetry machine's path model (a failed attempt's Retry in My Summaries, issue 23.7): every
 * event of the stream and of the list, and what makes two states differ for the card.
 */
import { sessionEnded } from '#machines/sessionEnded.ts';
import { type SummaryRetryContext, summaryRetryMachine } from '#machines/summaryRetry.machine.ts';
import { networkError } from './fixtures.ts';
import type { EventFixtures, PathModelConfig } from './pathCoverage.ts';
import { doneSaved, failedAgain, failedAttempt, failedResult, progress, sections } from './summarizeFixtures.ts';

const summaryRetryEvents = {
  'retry.requested': [{ type: 'retry.requested', summary: failedAttempt }],
  'summary.progress': [{ type: 'summary.progress', progress: progress('summarizing', 4.2) }],
  'summary.section': [{ type: 'summary.section', position: 0, section: sections[0] as (typeof sections)[number] }],
  'summary.finished': [
    { type: 'summary.finished', result: doneSaved },
    { type: 'summary.finished', result: failedAgain },
    // A last event without the history's row (not Premium's any more): the card says why.
    { type: 'summary.finished', result: failedResult('provider_timeout') },
  ],
  'summary.error': [
    { type: 'summary.error', error: networkError },
    { type: 'summary.error', error: sessionEnded() },
  ],
} satisfies EventFixtures<typeof summaryRetryMachine>;

/** What the card shows of the context: which attempt, how far, and why it got no answer. */
const serializeContext = (context: SummaryRetryContext) => ({
  attempt: context.attempt?.id ?? null,
  phase: context.progress?.phase ?? null,
  sections: context.sections.length,
  failure: context.failure?.reason ?? null,
});

export const summaryRetryModel: PathModelConfig<typeof summaryRetryMachine> = {
  machine: summaryRetryMachine,
  events: summaryRetryEvents,
  serializeContext,
};
