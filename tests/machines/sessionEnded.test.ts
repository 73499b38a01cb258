/**
 * The 401 rule exists once in machines/ (issue 25.1): machines/sessionEnded.ts. Every machine with an
 * `isUnauthorized` guard takes that implementation, and no other module of machines/ tests for 401.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUnauthorized } from '#machines/sessionEnded.ts';
import { catalogue } from './catalogue.ts';
import { httpError, networkError } from './fixtures.ts';

const MACHINES = resolve(import.meta.dirname, '../../machines');
/** Machines written while this rule landed, to adopt it: remove a name once its machine does. */
const ADOPTING = new Set(['summarize.machine.ts']);

/** Code lines (comments left out) that test a failure for 401. */
const ownChecks = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .filter((line) => /\b401\b/.test(line));

describe('the 401 rule of the machines', () => {
  it('is written in machines/sessionEnded.ts only', () => {
    const elsewhere = readdirSync(MACHINES)
      .filter((file) => file.endsWith('.ts') && file !== 'sessionEnded.ts' && !ADOPTING.has(file))
      .flatMap((file) =>
        ownChecks(readFileSync(resolve(MACHINES, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
    expect(elsewhere).toEqual([]);
  });

  it("is every machine's isUnauthorized guard", () => {
    const own = catalogue
      .filter((entry) => !ADOPTING.has(entry.file.replace('machines/', '')))
      .filter((entry) => 'isUnauthorized' in entry.machine.implementations.guards)
      .filter((entry) => entry.machine.implementations.guards.isUnauthorized !== isUnauthorized)
      .map((entry) => entry.file);
    expect(own).toEqual([]);
  });

  it('answers true for a failure the server answered 401, false for any other', () => {
    const failed = (error: unknown) => ({ event: { type: 'xstate.error.actor.load', error } });
    expect(isUnauthorized(failed(httpError(401)))).toBe(true);
    expect(isUnauthorized({ event: { type: 'export.failed', error: httpError(401) } })).toBe(true);
    expect(isUnauthorized(failed(httpError(403)))).toBe(false);
    expect(isUnauthorized(failed(networkError))).toBe(false);
    expect(isUnauthorized({ event: { type: 'summaries.retried' } })).toBe(false);
  });
});
