/**
 * The contract suite: drives every call of openapi.yaml, happy paths and documented errors, and has
 * each answer judged by the spec (status documented, headers, body schema). In process against the
 * reference server by default; against any server with BASE_URL=http://host:port (see target.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/server/harness.ts';
import { accountScenarios } from './account.scenarios.ts';
import { authScenarios } from './auth.scenarios.ts';
import { billingScenarios } from './billing.scenarios.ts';
import { contentScenarios } from './content.scenarios.ts';
import { lifecycleScenarios } from './lifecycle.scenarios.ts';
import { coverage, operations } from './openapi.ts';
import { createSuite } from './suite.ts';
import { summarizeScenarios } from './summarize.scenarios.ts';
import { type Target, externalBaseUrl, externalTarget } from './target.ts';
import { variantScenarios } from './variants.scenarios.ts';

async function inProcessTarget(): Promise<Target> {
  // A short TEST MODE delay keeps the 'processing' step observable without slowing the suite.
  const app = await createTestApp({ TEST_CHECKOUT_DELAY_MS: 400 });
  const target: Target = {
    label: 'reference server in process',
    send: (path, init) => app.request(path, init),
    mailedToken: async (email, linkPath) => {
      const mails = await app.outbox();
      const link = mails.filter((m) => m.to === email && m.link?.includes(linkPath)).at(-1)?.link;
      return link ? new URL(link).searchParams.get('token') : null;
    },
    // Accounts come from the harness (fast); register, verify and the TEST MODE checkout have scenarios of their own.
    signUp: (options = {}) => app.signUp({ premium: options.premium ?? false }),
    close: () => app.close(),
  };
  return target;
}

let target: Target | undefined;
const current = (): Target => {
  if (!target) throw new Error('target not started');
  return target;
};

beforeAll(async () => {
  target = externalBaseUrl ? externalTarget(externalBaseUrl) : await inProcessTarget();
});
afterAll(async () => {
  await target?.close();
});

const suite = createSuite(current);
authScenarios(suite);
billingScenarios(suite);
lifecycleScenarios(suite);
contentScenarios(suite);
summarizeScenarios(suite);
accountScenarios(suite);
describe.skipIf(externalBaseUrl !== undefined)('configuration variants (in process only)', () => {
  variantScenarios(() => current().send);
});

describe('coverage', () => {
  // Against an external server some calls may be skipped (no outbox, not TEST MODE); in process none may be.
  it.skipIf(externalBaseUrl !== undefined)('every operation of openapi.yaml got at least one answer checked', () => {
    const missed = operations.filter((op) => !coverage.has(op.id)).map((op) => `${op.method} ${op.path}`);
    expect(missed).toEqual([]);
  });
});
