/**
 * The arrows checked on the file an import resolves to (importRules.ts, run by `npm run lint` through
 * scripts/check-imports.ts; decision 250). Biome reads a specifier as written; each module below walks
 * around an arrow by spelling (a parent folder behind `./`, a symbolic link, an alias, a dynamic import,
 * an export-from) and must be refused, while the modules that keep to the arrows pass. The tree itself
 * must keep to them too.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImports, describeViolation, type Violation } from './importRules.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const importing = (specifier: string) => `import * as dependency from '${specifier}';\nexport { dependency };\n`;

/** Files the bypasses reach, so each import resolves to a real module. */
const TARGETS = [
  'src/app/composition.tsx',
  'src/api/client.ts',
  'src/features/format.ts',
  'src/features/plans/own.ts',
  'src/features/summaries/SummaryCard.tsx',
  'src/pages/dashboard/DashboardPage.tsx',
  'server/config.ts',
  'machines/effects.ts',
  'domain/constants.ts',
  'contract/schema.d.ts',
  'tests/support/server.ts',
  'scripts/build.ts',
];

/** Modules that break an arrow without a `../` at the start of their specifier. */
const bypasses: Record<string, string> = {
  'machines/dotUp.ts': importing('./../src/app/composition.tsx'),
  'machines/innerUp.ts': importing('./effects/../../src/app/composition.tsx'),
  'machines/throughLink.ts': importing('./linked/app/composition.tsx'),
  'machines/dynamic.ts': "export const later = () => import('#src/app/composition.tsx');\n",
  'machines/reexport.ts': "export * from '#server/config.ts';\n",
  'machines/typeOnly.ts': "import type { x } from '#src/api/client.ts';\nexport type X = typeof x;\n",
  'machines/framework.ts': importing('react'),
  'domain/machine.ts': importing('#machines/effects.ts'),
  'domain/package.ts': importing('xstate'),
  'contract/package.ts': importing('xstate'),
  'contract/domain.ts': importing('#domain/constants.ts'),
  'server/website.ts': importing('#src/api/client.ts'),
  'server/tests.ts': importing('#tests/support/server.ts'),
  'src/pages/server.ts': importing('#server/config.ts'),
  'src/features/plans/shell.ts': importing('#src/app/composition.tsx'),
  'src/features/plans/otherFeature.ts': importing('#src/features/summaries/SummaryCard.tsx'),
  'src/features/plans/otherFeatureUp.ts': importing('./../summaries/SummaryCard.tsx'),
  'src/features/plans/page.ts': importing('#src/pages/dashboard/DashboardPage.tsx'),
  'src/features/shared.ts': importing('#src/features/plans/own.ts'),
  'tests/scripts.test.ts': importing('#scripts/build.ts'),
};

/** Modules that keep to the arrows. */
const keepers: Record<string, string> = {
  'machines/keeps.ts': ['xstate', '#domain/constants.ts', '#contract/schema.d.ts', './effects.ts']
    .map((specifier, i) => `import * as d${i} from '${specifier}';\nexport { d${i} };\n`)
    .join(''),
  'contract/keeps.ts': importing('zod/mini'),
  'src/features/plans/keeps.ts': `${importing('./own.ts')}export * from '#src/features/format.ts';\n`,
  'src/pages/keeps.ts': importing('#src/features/plans/own.ts'),
  'tests/keeps.test.ts': importing('#server/config.ts'),
  'scripts/keeps.ts': importing('#tests/support/server.ts'),
};

let project: string;
let violations: Violation[];

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'skimly-resolved-imports-'));
  copyFileSync(join(ROOT, 'package.json'), join(project, 'package.json'));
  copyFileSync(join(ROOT, 'tsconfig.base.json'), join(project, 'tsconfig.base.json'));
  // Packages resolve from the repository's own node_modules.
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  const write = (file: string, source: string) => {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), source);
  };
  for (const target of TARGETS) write(target, 'export const x = 1;\n');
  for (const [file, source] of Object.entries({ ...bypasses, ...keepers })) write(file, source);
  // A link inside machines/ to src/: its specifier stays inside the folder, its file does not.
  symlinkSync(join(project, 'src'), join(project, 'machines/linked'), 'dir');
  violations = checkImports(project, [...Object.keys(bypasses), ...Object.keys(keepers)]);
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('an import is judged by the file it resolves to', () => {
  it.each(Object.keys(bypasses))('%s is refused', (file) => {
    expect(violations.filter((v) => v.file === file).map(describeViolation)).not.toEqual([]);
  });

  it.each(Object.keys(keepers))('%s passes', (file) => {
    expect(violations.filter((v) => v.file === file).map(describeViolation)).toEqual([]);
  });
});

describe('the tree', () => {
  it('keeps to every arrow (npm run lint runs the same check)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('docs/machines/'));
    expect(checkImports(ROOT, files).map(describeViolation)).toEqual([]);
  }, 60_000);
});
