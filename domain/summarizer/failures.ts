/**
 * A failed summary as the person reads it: the reason code, the message, and the next step (decision
 * 225). The message is the catalogue's title and next step for the reason (messages.summaryFailures,
 * which the website and the extension show by the same code; decision 232) and what only the server
 * knows. One rule for the server's answers and the history.
 */
import type { components } from '#contract/schema.d.ts';
import { failureWords } from '#domain/failureWords.ts';
import { messages } from '#domain/messages.ts';

type Schemas = components['schemas'];
type Reason = Schemas['SummaryFailureReason'];
type Failure = Schemas['SummaryFailure'];
type NextStep = Schemas['SummaryNextStep'];

export type FailureContext = {
  premium: boolean;
  /** The day's summaries of the plan (quota_exhausted). */
  dailyLimit: number;
  /** Characters the server summarises at most (too_long). */
  maxChars: number;
  retryAfterSeconds?: number;
};

const NEXT_STEP: Record<Reason, NextStep> = {
  no_transcript: 'use_another_source',
  too_long: 'shorten_source',
  provider_unreachable: 'retry_later',
  provider_unauthorized: 'contact_support',
  provider_rate_limited: 'retry_later',
  provider_timeout: 'retry',
  provider_error: 'retry',
  output_unusable: 'retry',
  quota_exhausted: 'wait_for_quota',
  internal_error: 'retry',
};

/** Speech runs at about 900 characters a minute: the limit as hours of it, for the message. */
const hoursOf = (chars: number) => `${Math.max(1, Math.round(chars / 900 / 60))} h`;

export function failureOf(reason: Reason, context: FailureContext): Failure {
  const details = messages.summarizer.failureDetails;
  const wait = context.retryAfterSeconds;
  const waitText = messages.summarizer.wait(wait ?? 24 * 3600);
  const extra =
    reason === 'too_long'
      ? [details.tooLong(hoursOf(context.maxChars))]
      : reason === 'quota_exhausted'
        ? [details.dailyLimit(context.dailyLimit, waitText)]
        : reason === 'provider_rate_limited' && wait !== undefined
          ? [details.retryIn(waitText)]
          : [];
  // A failed summary is given back to the day's quota; the quota's own failure took nothing.
  if (reason !== 'quota_exhausted') extra.push(details.notCounted);
  const message = messages.summarizer.failureMessage(failureWords(reason, context.premium), extra);
  const step = reason === 'quota_exhausted' && !context.premium ? 'upgrade' : NEXT_STEP[reason];
  return { reason, message, next_step: step, ...(wait !== undefined ? { retry_after_seconds: wait } : {}) };
}
