/**
 * "Memory that keeps growing": after a warm-up quarter, the RSS samples are cut in three equal
 * spans; the server leaks when each span's mean is above the previous one AND the last is more
 * than 10 % (and 16 MiB) above the first. A heap that grows then levels off, or saw-tooths with
 * garbage collection, passes.
 */
export interface MemoryVerdict {
  growing: boolean;
  spansMiB: number[];
}

const MiB = 1024 * 1024;

export function judgeMemory(samples: readonly number[]): MemoryVerdict {
  const steady = samples.slice(Math.floor(samples.length / 4));
  const size = Math.floor(steady.length / 3);
  if (size === 0) return { growing: false, spansMiB: [] };
  const spans = [0, 1, 2].map((i) => {
    const part = steady.slice(i * size, (i + 1) * size);
    return part.reduce((a, b) => a + b, 0) / part.length;
  });
  const [a = 0, b = 0, c = 0] = spans;
  const growing = a < b && b < c && c - a > Math.max(0.1 * a, 16 * MiB);
  return { growing, spansMiB: spans.map((s) => Math.round(s / MiB)) };
}
