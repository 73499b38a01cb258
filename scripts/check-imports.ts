/**
 * `npm run lint:imports` (part of `npm run lint`): every import of the repository's TypeScript checked by
 * the file it resolves to (tests/architecture/importRules.ts, decision 250). Biome's rules read the
 * specifier as written; this one cannot be walked around by spelling (`./../src/…` inside machines/).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { checkImports, describeViolation } from '#tests/architecture/importRules.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Written by npm run machines:export for pasting into Stately Studio: no module of the product. */
const GENERATED_FOR_STATELY = 'docs/machines/';

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mts'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith(GENERATED_FOR_STATELY));

const violations = checkImports(ROOT, files);
for (const violation of violations) console.error(describeViolation(violation));
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) break the arrows of the README (decision 250).`);
  process.exit(1);
}
console.log(`${files.length} modules: every import keeps to the arrows, checked by the file it resolves to.`);
