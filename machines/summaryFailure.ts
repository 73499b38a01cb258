/**
 * Why a summary did not come, as the machines that write one hold it (New summary's dialog and a
 * retry from My Summaries): the reason code and how long to wait, from the server's last event or
 * from the error of a call that never got one. The views word the reason (messages.summaryFailures).
 */
import type { components } from '#contract/schema.d.ts';
import type { Summary } from './apiTypes.ts';
import { isHttpError, retryAfter } from './httpError.ts';

type Schemas = components['schemas'];

/**
 * Why no summary came: the server's reason codes, and the website's own for a call that never got a
 * reason (`network`: Skimly could not be reached; `interrupted`: the answer stopped before its last
 * event; `rejected`: the server refused what was sent as invalid).
 */
export type FailureReason = Schemas['SummaryFailureReason'] | 'network' | 'interrupted' | 'rejected';

export interface SummarizeFailure {
  reason: FailureReason;
  /** Seconds to wait before trying again, when the server said. */
  retryAfterSeconds: number | null;
}

/** The failure an HTTP or network error stands for. */
export function failureOf(error: unknown): SummarizeFailure {
  const retryAfterSeconds = retryAfter(error) ?? null;
  if (typeof error === 'object' && error !== null && 'interrupted' in error) {
    return { reason: 'interrupted', retryAfterSeconds: null };
  }
  if (!isHttpError(error)) return { reason: 'network', retryAfterSeconds: null };
  if (error.status === 429) return { reason: 'quota_exhausted', retryAfterSeconds };
  if (error.status === 413) return { reason: 'too_long', retryAfterSeconds: null };
  if (error.status === 400 || error.status === 422) return { reason: 'rejected', retryAfterSeconds: null };
  return { reason: 'internal_error', retryAfterSeconds };
}

/** The failure a last event carries: its reason, or `internal_error` for a failed one without. */
export function failureOfResult(result: Schemas['GenerateSummaryResult']): SummarizeFailure | null {
  if (result.failure)
    return { reason: result.failure.reason, retryAfterSeconds: result.failure.retry_after_seconds ?? null };
  return result.type === 'failed' ? { reason: 'internal_error', retryAfterSeconds: null } : null;
}

/** Reasons trying the same again cannot help: the source or the day's quota has to change first. */
const FINAL_REASONS: ReadonlySet<FailureReason> = new Set(['no_transcript', 'too_long', 'quota_exhausted', 'rejected']);

/** Whether trying the same again can help after a failure for `reason`. */
export const canRetryAfter = (reason: FailureReason) => !FINAL_REASONS.has(reason);

/** A history entry is a failed attempt that trying again can help (its card offers Retry). */
export const isRetryable = (summary: Summary | null) =>
  summary?.status === 'failed' && summary.failure_reason !== undefined && canRetryAfter(summary.failure_reason);
