/**
 * References a newcomer can follow (issue 25.7). SPEC.md and DECISIONS.md are not in the repository:
 * a comment citing them points nowhere. The product's rules are described in docs/ (docs/product/,
 * docs/decisions/) in this project's words, and comments cite those. The citations of the two
 * outside files may only go down (the number below is a ratchet: lower it as they are rewritten),
 * and every docs/… page a module names must exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Lines citing SPEC.md or DECISIONS.md on 2026-11-27; only ever lowered. */
const OUTSIDE_CITATIONS_AT_MOST = 75;

const modules = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('docs/machines/') && existsSync(resolve(ROOT, file)))
  // This file names the two outside files to find them.
  .filter((file) => file !== 'tests/architecture/references.test.ts');

const lines = modules.flatMap((file) =>
  readFileSync(resolve(ROOT, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
);

describe('references resolve inside the repository', () => {
  it(`no more than ${OUTSIDE_CITATIONS_AT_MOST} lines cite SPEC.md or DECISIONS.md, which are not in it`, () => {
    const citing = lines.filter(({ text }) => /\b(SPEC|DECISIONS)\.md\b/.test(text));
    expect(citing.length).toBeLessThanOrEqual(OUTSIDE_CITATIONS_AT_MOST);
  });

  it('every docs/… page a module names exists', () => {
    const missing = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/\bdocs\/[\w./-]+\.md\b/g)]
        .map((match) => match[0])
        .filter((path) => !existsSync(resolve(ROOT, path)))
        .map((path) => `${where}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
