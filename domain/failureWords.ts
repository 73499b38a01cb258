/**
 * A failed summary's words, by reason (decision 232): the catalogue's title and next step
 * (messages.summaryFailures), the same on the website (New summary, a failed attempt's card), in the
 * extension's panel and at the start of the server's message. Premium is not told to upgrade when the
 * day's summaries are spent; a reason the catalogue does not name gets the general words.
 */
import { messages } from './messages.ts';

type FailureWords = { title: string; next: string };

const catalogue: Readonly<Record<string, FailureWords>> = messages.summaryFailures;

export function failureWords(reason: string, premium: boolean): FailureWords {
  const { title, next } = Object.hasOwn(catalogue, reason)
    ? (catalogue[reason] ?? messages.unknownSummaryFailure)
    : messages.unknownSummaryFailure;
  return {
    title,
    next: reason === 'quota_exhausted' && premium ? messages.summaryFailures.quota_exhausted.premiumNext : next,
  };
}
