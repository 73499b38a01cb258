/**
 * A failed summary as the person reads it: the reason code, the message from the catalogue, and the
 * next step (decision 225). One rule for the server's answers and the history; the website and the
 * extension map the same codes.
 */
import type { components } from '#contract/schema.d.ts';
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
  const f = messages.summarizer.failures;
  const wait = context.retryAfterSeconds;
  const message =
    reason === 'too_long'
      ? f.too_long(hoursOf(context.maxChars))
      : reason === 'provider_rate_limited'
        ? f.provider_rate_limited(wait ?? null)
        : reason === 'quota_exhausted'
          ? f.quota_exhausted(context.dailyLimit, context.premium, messages.summarizer.wait(wait ?? 24 * 3600))
          : f[reason];
  const next = reason === 'quota_exhausted' && !context.premium ? 'upgrade' : NEXT_STEP[reason];
  return { reason, message, next_step: next, ...(wait !== undefined ? { retry_after_seconds: wait } : {}) };
}
