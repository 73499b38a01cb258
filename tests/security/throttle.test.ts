import { describe, expect, it } from 'vitest';
import { FailureCounter } from '../../server/security/throttle.ts';

describe('FailureCounter (login throttling store)', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('refuses after max failures until the window ends, with the seconds left', () => {
    let now = 1_000_000;
    const counter = new FailureCounter(limit, 100, () => now);
    for (let i = 0; i < 3; i++) {
      expect(counter.retryAfter('a')).toBe(0);
      counter.fail('a');
    }
    expect(counter.retryAfter('a')).toBe(60);
    now += 45_000;
    expect(counter.retryAfter('a')).toBe(15);
    now += 15_000;
    expect(counter.retryAfter('a')).toBe(0);
  });

  it('takes back a failure counted in advance and clears on success', () => {
    const counter = new FailureCounter(limit, 100);
    counter.fail('a');
    counter.fail('a');
    counter.fail('a');
    counter.forgive('a');
    expect(counter.retryAfter('a')).toBe(0);
    counter.fail('a');
    counter.clear('a');
    expect(counter.size).toBe(0);
  });

  it('stays within its capacity under a flood of distinct keys', () => {
    const counter = new FailureCounter(limit, 1000);
    for (let i = 0; i < 50_000; i++) counter.fail(`victim-${i}@example.com`);
    expect(counter.size).toBeLessThanOrEqual(1000);
    // The newest keys are the ones kept.
    counter.fail('victim-49999@example.com');
    counter.fail('victim-49999@example.com');
    expect(counter.retryAfter('victim-49999@example.com')).toBeGreaterThan(0);
  });
});
