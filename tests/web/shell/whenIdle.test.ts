import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleEach } from '#src/ui/lazyPart.tsx';

/** The browser's idle periods, run one at a time by the test. */
let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => {};
  });
});
afterEach(() => vi.unstubAllGlobals());

function runIdlePeriod(): void {
  const task = idle.find((t) => t !== undefined);
  if (!task) throw new Error('nothing waits for an idle period');
  idle[idle.indexOf(task)] = undefined as never;
  task();
}

describe('whenIdleEach (the parts a page fetches ahead)', () => {
  it('starts one part per idle period, in order, so none holds the main thread for the rest', () => {
    const started: string[] = [];
    whenIdleEach(['dialog', 'toaster', 'account page'].map((part) => () => started.push(part)));
    expect(started).toEqual([]);
    runIdlePeriod();
    expect(started).toEqual(['dialog']);
    runIdlePeriod();
    expect(started).toEqual(['dialog', 'toaster']);
    runIdlePeriod();
    expect(started).toEqual(['dialog', 'toaster', 'account page']);
    expect(idle.filter(Boolean)).toHaveLength(0);
  });

  it('starts nothing more once cancelled (the page left, or the connection dropped)', () => {
    const started: string[] = [];
    const cancel = whenIdleEach(['dialog', 'toaster'].map((part) => () => started.push(part)));
    runIdlePeriod();
    cancel();
    expect(() => runIdlePeriod()).not.toThrow();
    expect(started).toEqual(['dialog']);
  });

  it('where the browser has no idle periods (Safari), starts the first after a second and the rest soon after', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const started: string[] = [];
      whenIdleEach(['dialog', 'toaster', 'account page'].map((part) => () => started.push(part)));
      vi.advanceTimersByTime(999);
      expect(started).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(started).toEqual(['dialog']);
      vi.advanceTimersByTime(200);
      expect(started).toEqual(['dialog', 'toaster', 'account page']);
    } finally {
      vi.useRealTimers();
    }
  });
});
