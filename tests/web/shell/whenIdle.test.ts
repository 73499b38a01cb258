import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleEach } from '#src/ui/lazyPart.tsx';

/** The callbacks waiting for the browser's idle periods, by id; the test runs the periods one at a time. */
const waiting = new Map<number, () => void>();
let lastId = 0;

beforeEach(() => {
  waiting.clear();
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    waiting.set(++lastId, task);
    return lastId;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

/** One idle period: the callback waiting longest runs. */
function runIdlePeriod(): void {
  const [id, task] = [...waiting.entries()][0] ?? [];
  if (id === undefined || !task) throw new Error('nothing waits for an idle period');
  waiting.delete(id);
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
    expect(waiting.size).toBe(0);
  });

  it('starts nothing more once cancelled (the page left, or the connection dropped)', () => {
    const started: string[] = [];
    const cancel = whenIdleEach(['dialog', 'toaster'].map((part) => () => started.push(part)));
    runIdlePeriod();
    cancel();
    expect(waiting.size).toBe(0);
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
