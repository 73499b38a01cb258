/**
 * Fixed-window failure counters kept in memory (one process serves the site). The map is bounded:
 * expired windows are dropped as new ones arrive and, when it is full, the oldest goes, so a flood
 * of made-up e-mail addresses cannot grow memory without limit.
 */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

interface Window {
  failures: number;
  resetAt: number;
}

export class FailureCounter {
  readonly #entries = new Map<string, Window>();

  constructor(
    readonly limit: WindowLimit,
    readonly capacity: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Seconds until key may try again; 0 while it is under its limit. */
  retryAfter(key: string): number {
    const entry = this.#live(key);
    if (entry === undefined || entry.failures < this.limit.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  fail(key: string): void {
    const entry = this.#live(key);
    if (entry !== undefined) {
      entry.failures += 1;
      return;
    }
    this.#makeRoom();
    this.#entries.set(key, { failures: 1, resetAt: this.now() + this.limit.windowMs });
  }

  /** Takes back one failure counted in advance (the attempt turned out not to be a wrong guess). */
  forgive(key: string): void {
    const entry = this.#live(key);
    if (entry === undefined) return;
    entry.failures -= 1;
    if (entry.failures <= 0) this.#entries.delete(key);
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #live(key: string): Window | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined && entry.resetAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #makeRoom(): void {
    // Every window lasts the same time, so insertion order (a Map's iteration order) is also
    // expiry order: the first key is both the oldest and the first to expire.
    const now = this.now();
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size < this.capacity && entry.resetAt > now) return;
      this.#entries.delete(key);
    }
  }
}
