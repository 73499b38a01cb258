/**
 * One catalogue of failure texts (issue 23.7): the server's `message` for a reason carries the very
 * title and next step the website and the extension show for that reason code
 * (messages.summaryFailures), and then only what the server knows.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.d.ts';
import { messages } from '#domain/messages.ts';
import { failureOf } from '#domain/summarizer/failures.ts';

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
