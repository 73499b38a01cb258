import { messages } from '#domain/messages.ts';
import type { FailureReason } from '#machines/summaryFailure.ts';

const failures = messages.summaryFailures satisfies Record<FailureReason, { title: string; next: string }>;

/**
 * A failed summary's words on the website (New summary, a failed attempt's card): the catalogue's
 * title and next step for the reason, the words the server's message starts with too. Premium is
 * not told to upgrade when the day's summaries are spent.
 */
export function failureWords(reason: FailureReason, premium: boolean): { title: string; next: string } {
  const { title, next } = failures[reason];
  return { title, next: reason === 'quota_exhausted' && premium ? failures.quota_exhausted.premiumNext : next };
}
