/**
 * One catalogue of failure texts (issue 23.7): the server's `message` for a reason carries the very
 * title and next step the website and the extension show for that reason code
 * (messages.summaryFailures), and then only what the server knows.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.d.ts';
import { messages } from '#domain/messages.ts';
import { failureWords } from '#domain/failureWords.ts';
import { failureOf } from '#domain/summarizer/failures.ts';
import type { FailureReason } from '#machines/summaryFailure.ts';

// Every reason the website's machines can hold has its words (a new reason without them fails to compile).
messages.summaryFailures satisfies Record<FailureReason, { title: string; next: string }>;

type Reason = components['schemas']['SummaryFailureReason'];

const REASONS: Reason[] = [
  'no_transcript',
  'too_long',
  'provider_unreachable',
  'provider_unauthorized',
  'provider_rate_limited',
  'provider_timeout',
  'provider_error',
  'output_unusable',
  'quota_exhausted',
  'internal_error',
];
const basic = { premium: false, dailyLimit: 5, maxChars: 2_000_000 };
const words = messages.summaryFailures;

describe("the server's failure messages are the catalogue's words", () => {
  it.each(REASONS)('%s: the title and next step the views show, first', (reason) => {
    const { message } = failureOf(reason, basic);
    expect(message.startsWith(`${words[reason].title}. ${words[reason].next}`)).toBe(true);
  });

  it('adds what only the server knows: its limit, the wait, that nothing was counted', () => {
    expect(failureOf('too_long', basic).message).toContain(messages.summarizer.failureDetails.tooLong('37 h'));
    const busy = failureOf('provider_rate_limited', { ...basic, retryAfterSeconds: 90 });
    expect(busy.message).toContain(messages.summarizer.failureDetails.retryIn('2 min'));
    expect(busy.message).toContain(messages.summarizer.failureDetails.notCounted);
    const spent = failureOf('quota_exhausted', { ...basic, retryAfterSeconds: 7200 });
    expect(spent.message).toContain(messages.summarizer.failureDetails.dailyLimit(5, '2 h'));
    expect(spent.message).not.toContain(messages.summarizer.failureDetails.notCounted);
  });

  it('tells Basic to upgrade when the day is spent, and Premium only when more come', () => {
    expect(failureOf('quota_exhausted', basic)).toMatchObject({
      next_step: 'upgrade',
      message: expect.stringContaining(words.quota_exhausted.next),
    });
    const premium = failureOf('quota_exhausted', { ...basic, premium: true });
    expect(premium.next_step).toBe('wait_for_quota');
    expect(premium.message).toContain(`${words.quota_exhausted.title}. ${words.quota_exhausted.premiumNext}`);
    expect(premium.message).not.toContain('upgrade');
  });
});

describe('failureWords: the words every view shows for a reason', () => {
  it('tells Premium, the day spent, only that more come tomorrow; Basic is offered the upgrade', () => {
    expect(failureWords('quota_exhausted', true)).toEqual({
      title: words.quota_exhausted.title,
      next: words.quota_exhausted.premiumNext,
    });
    expect(failureWords('quota_exhausted', false).next).toBe(words.quota_exhausted.next);
    expect(failureWords('too_long', true)).toEqual({ title: words.too_long.title, next: words.too_long.next });
  });

  it("gives a reason the catalogue does not name the general words, whatever the reason's spelling", () => {
    expect(failureWords('a_new_reason', false)).toEqual(messages.unknownSummaryFailure);
    expect(failureWords('constructor', true)).toEqual(messages.unknownSummaryFailure);
  });
});
