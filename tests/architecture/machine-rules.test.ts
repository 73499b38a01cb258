/**
 * The machines keep to the one API policy and fit in a head (issue 25.1, 25.2): no machine reads the
 * stored token, tests for 401 or ends the session itself (the composition root's policy,
 * src/app/apiPolicy.ts); none reaches `self._parent`; none passes 400 lines. Machines still adopting
 * the policy are listed with their issue and owner; remove a name once its file keeps the rule, the
 * test fails when a listed file already does.
 */
import { describe, expect, it } from 'vitest';
import { apiPolicyBreaches, machineFiles, shapeBreaches, wordsItself } from './machineRules.ts';

/** Machines adopting the API policy (issue 25.1), and why they are still listed. */
const ADOPTING_API_POLICY: Record<string, string> = {};

/** The policy's own modules: the guard, and the effect's declaration (kept while machines adopt the policy). */
const POLICY_MODULES = new Set(['sessionEnded.ts', 'effects.ts']);

/** The session machine owns the token (it stores what sign-in answers): the one reader allowed. */
const SESSION_OWNER = 'auth.machine.ts';

const files = machineFiles();

describe('the machines keep to the one API policy', () => {
  it('refuses a module that reads the token, tests for 401 or ends the session itself', () => {
    expect(apiPolicyBreaches('const keys = [STORAGE_KEYS.token];')).toEqual(['reads the stored token']);
    expect(apiPolicyBreaches("onError: [{ guard: 'isUnauthorized' }]")).toEqual(['tests for 401']);
    expect(apiPolicyBreaches('if (error.status === 401) return;')).toEqual(['tests for 401']);
    expect(apiPolicyBreaches('actions: { sessionExpired: effects.sessionExpired }')).toEqual([
      'ends the session itself',
    ]);
    expect(apiPolicyBreaches("onError: { target: 'signedOut', actions: 'sessionExpired' }")).toEqual([
      'ends the session itself',
    ]);
    expect(apiPolicyBreaches("onError: [{ guard: 'isSessionEnded', target: 'signedOut' }]")).toEqual([]);
  });

  it('holds for every machine not listed as adopting it', () => {
    const breaking = files
      .filter(({ file }) => !(file in ADOPTING_API_POLICY) && !POLICY_MODULES.has(file))
      .flatMap(({ file, source }) =>
        apiPolicyBreaches(source)
          .filter((why) => !(file === SESSION_OWNER && why === 'reads the stored token'))
          .map((why) => `${file} ${why}`),
      );
    expect(breaking).toEqual([]);
  });

  it('lists as adopting only machines that still break it', () => {
    const done = files
      .filter(({ file }) => file in ADOPTING_API_POLICY)
      .filter(({ source }) => apiPolicyBreaches(source).length === 0)
      .map(({ file }) => file);
    expect(done, 'remove these from ADOPTING_API_POLICY').toEqual([]);
  });
});

describe('the machines fit in a head', () => {
  it('refuses a module that reaches its parent or passes 400 lines', () => {
    expect(shapeBreaches('if (self._parent) enqueue.sendParent(changed);\n')).toEqual(['reaches self._parent']);
    expect(shapeBreaches('const a = 1;\n'.repeat(401))).toEqual(['has 401 lines']);
    expect(shapeBreaches('const a = 1;\n'.repeat(400))).toEqual([]);
  });

  // The last long machines were split (the auth machine: decision 234); none is an exception any more.
  it('holds for every machine', () => {
    const breaking = files.flatMap(({ file, source }) => shapeBreaches(source).map((why) => `${file} ${why}`));
    expect(breaking).toEqual([]);
  });
});

/** Modules of machines/ still choosing words from the catalogue (issue 25.3), and who converts them. */
const STILL_WORDING: Record<string, string> = {};

describe('machines hand views keys, not words', () => {
  it('refuses a module that takes words from the catalogue', () => {
    expect(wordsItself("import { messages } from '#domain/messages.ts';")).toBe(true);
    expect(wordsItself("import type { Problem } from './problems.ts';")).toBe(false);
  });

  it('holds for every machine module not listed as still wording', () => {
    const wording = files.filter(({ file, source }) => !(file in STILL_WORDING) && wordsItself(source));
    expect(wording.map(({ file }) => file)).toEqual([]);
  });

  it('lists as still wording only modules that still do', () => {
    const done = files.filter(({ file, source }) => file in STILL_WORDING && !wordsItself(source));
    expect(
      done.map(({ file }) => file),
      'remove these from STILL_WORDING',
    ).toEqual([]);
  });
});
