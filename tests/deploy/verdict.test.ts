/**
 * The deployment load run's verdict fails on what it checks and on nothing else (issue 29): a guess
 * or a sign-up whose answer was lost when an instance died proves neither a throttle that forgets
 * nor a mail sent twice.
 */
import { describe, expect, it } from 'vitest';
import { mailSentOnce, throttleCountedAcross } from './verdict.ts';

describe('throttling counted across instances', () => {
  it('holds: five wrong answers, then only refusals', () => {
    expect(throttleCountedAcross([401, 401, 401, 401, 401, 429, 429, 429])).toBe(true);
  });

  it('holds when some guesses got no answer (they may have counted)', () => {
    expect(throttleCountedAcross([401, 401, 401, 0, 0, 429, 429])).toBe(true);
    expect(throttleCountedAcross([401, 0, 401, 401, 401, 401, 0, 429])).toBe(true);
  });

  it('fails when each instance counted on its own: more than five wrong answers', () => {
    expect(throttleCountedAcross([401, 401, 401, 401, 401, 401, 401, 429])).toBe(false);
  });

  it('fails when a refusal is followed by a wrong-password answer, or an answer is neither', () => {
    expect(throttleCountedAcross([401, 401, 429, 401])).toBe(false);
    expect(throttleCountedAcross([401, 401, 401, 401, 401, 502])).toBe(false);
  });
});

describe('each mail sent exactly once', () => {
  const mail = (to: string, id = `<${to}>`) => ({ messageId: id, to: [to] });

  it('holds when every accepted sign-up got one mail, and a sign-up whose answer was lost got one too', () => {
    const signups = { accepted: ['a@x.test'], attempted: ['a@x.test', 'b@x.test', 'c@x.test'] };
    expect(mailSentOnce(signups, [mail('a@x.test'), mail('b@x.test')])).toBe(true);
  });

  it('fails on a missing mail, a second mail, a mail nobody asked for or a repeated Message-ID', () => {
    const signups = { accepted: ['a@x.test', 'b@x.test'], attempted: ['a@x.test', 'b@x.test'] };
    expect(mailSentOnce(signups, [mail('a@x.test')])).toBe(false);
    expect(mailSentOnce(signups, [mail('a@x.test'), mail('b@x.test'), mail('b@x.test', '<again>')])).toBe(false);
    expect(mailSentOnce(signups, [mail('a@x.test'), mail('b@x.test'), mail('z@x.test')])).toBe(false);
    expect(mailSentOnce(signups, [mail('a@x.test', '<same>'), mail('b@x.test', '<same>')])).toBe(false);
  });
});
