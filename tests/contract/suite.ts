/** Shared state of one contract run: the target and lazily created accounts. */
import type { TestContext } from 'vitest';
import { type Account, type Target, Unavailable } from './target.ts';

export interface Suite {
  target(): Target;
  /** A shared account of the kind (created once); skips the test when the target cannot make one. */
  shared(ctx: TestContext, kind: 'basic' | 'premium'): Promise<Account>;
  /** A new account of its own (for calls that change or end the account's state). */
  fresh(ctx: TestContext, kind: 'basic' | 'premium'): Promise<Account>;
}

export function createSuite(getTarget: () => Target): Suite {
  const cache = new Map<string, Promise<Account>>();
  const fresh = async (ctx: TestContext, kind: 'basic' | 'premium') => {
    try {
      return await getTarget().signUp({ premium: kind === 'premium' });
    } catch (error) {
      if (error instanceof Unavailable) ctx.skip(`${getTarget().label}: ${error.message}`);
      throw error;
    }
  };
  return {
    target: getTarget,
    fresh,
    shared(ctx, kind) {
      const existing = cache.get(kind);
      if (existing) return existing;
      const created = fresh(ctx, kind);
      // A failed creation is not cached, so each test reports (or skips) for itself.
      created.catch(() => cache.delete(kind));
      cache.set(kind, created);
      return created;
    },
  };
}
