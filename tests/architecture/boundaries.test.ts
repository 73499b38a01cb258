/**
 * The import rules in biome.json are live: each rule rejects a small module that breaks it, and a module
 * that keeps to it passes. Biome lints a throwaway project holding the repository's own biome.json and
 * package.json (for the #aliases), so removing or loosening a rule fails the case that breaks it.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

type Rule = 'noRestrictedImports' | 'noImportCycles';
type Case = { file: string; source: string };

/** One import a module; the export keeps other rules (unused imports) out of the picture. */
const importing = (specifier: string): string =>
  `import * as dependency from '${specifier}';\nexport { dependency };\n`;

/** Each folder's arrows, as modules that break them. */
const rejected: Record<string, Case[]> = {
  'machines/ imports no UI framework, website, server or Node code': [
    'react',
    'react-dom/client',
    '@xstate/react',
    'sonner',
    '@radix-ui/react-dialog',
    'lucide-react',
    '#src/app/navigation.ts',
    '#server/config.ts',
    'node:fs',
  ].map((specifier, i) => ({ file: `machines/breaks${i}.ts`, source: importing(specifier) })),
  'domain/ imports nothing of src/, server/, machines/ and no framework': [
    '#src/app/composition.tsx',
    '#server/config.ts',
    '#machines/auth.machine.ts',
    'xstate',
    'react',
  ].map((specifier, i) => ({ file: `domain/breaks${i}.ts`, source: importing(specifier) })),
  'server/ imports nothing of src/ or machines/': [
    '#src/app/composition.tsx',
    '#src/api/client.ts',
    '#machines/auth.machine.ts',
    'react',
  ].map((specifier, i) => ({ file: `server/breaks${i}.ts`, source: importing(specifier) })),
  'contract/ imports only zod and its own folder (an allowlist)': [
    '#src/api/client.ts',
    '#server/app.ts',
    '#machines/auth.machine.ts',
    '#domain/constants.ts',
    'xstate',
    'openapi-fetch',
    'node:fs',
  ].map((specifier, i) => ({ file: `contract/breaks${i}.ts`, source: importing(specifier) })),
  'product code imports no tests or scripts': [
    { file: 'server/breaksTests.ts', source: importing('#tests/server/harness.ts') },
    { file: 'src/pages/breaksScripts.ts', source: importing('#scripts/build.ts') },
  ],
  'the website never imports the server': [
    { file: 'src/pages/breaksServer.ts', source: importing('#server/config.ts') },
    { file: 'src/app/breaksServer.ts', source: importing('#server/config.ts') },
  ],
  'src/layout/ imports no page': [
    { file: 'src/layout/breaksPage.tsx', source: importing('#src/pages/auth/LoginPage.tsx') },
  ],
  'src/features/ imports no page': [
    { file: 'src/features/breaksPage.tsx', source: importing('#src/pages/dashboard/DashboardPage.tsx') },
  ],
  'src/features/ imports nothing of the app shell': [
    { file: 'src/features/plans/BreaksShell.tsx', source: importing('#src/app/composition.tsx') },
    { file: 'src/features/auth/BreaksShell.tsx', source: importing('#src/app/AuthContext.tsx') },
  ],
  'src/ui/ imports no feature, page, layout, app or machine': [
    '#src/features/plans/PlanDialog.tsx',
    '#src/pages/NotFoundPage.tsx',
    '#src/layout/Logo.tsx',
    '#src/app/AuthContext.tsx',
    '#machines/auth.machine.ts',
  ].map((specifier, i) => ({ file: `src/ui/Breaks${i}.tsx`, source: importing(specifier) })),
  'extension/ imports nothing of src/ or server/, no tests or scripts': [
    '#src/styles/theme.css.ts',
    '#server/config.ts',
    '#tests/support/server.ts',
    '#scripts/build.ts',
  ].map((specifier, i) => ({ file: `extension/src/breaks${i}.ts`, source: importing(specifier) })),
  'tests/ never imports scripts/': [{ file: 'tests/breaks.test.ts', source: importing('#scripts/bench/run.ts') }],
  'no import reaches a parent folder with ../': [
    { file: 'src/pages/auth/breaksUp.ts', source: importing('../landing/content.ts') },
    { file: 'scripts/bench/breaksUp.ts', source: importing('../build.ts') },
    { file: 'machines/breaksUp.ts', source: importing('../domain/constants.ts') },
    // Spelled to slip past a pattern that starts at '../' (issue 25.6).
    { file: 'machines/breaksDotUp.ts', source: importing('./../src/app/composition.tsx') },
    { file: 'machines/breaksInnerUp.ts', source: importing('./effects/../../src/app/composition.tsx') },
    { file: 'domain/breaksDotUp.ts', source: importing('./../server/config.ts') },
  ],
};

/** Modules that keep to the rules: each folder's allowed arrows. */
const accepted: Case[] = [
  {
    file: 'machines/keeps.ts',
    source: ['xstate', 'xstate/graph', '#domain/constants.ts', '#contract/types.ts', './effects.ts']
      .map((specifier, i) => `import * as d${i} from '${specifier}';\nexport { d${i} };\n`)
      .join(''),
  },
  { file: 'domain/keeps.ts', source: importing('./constants.ts') },
  {
    file: 'extension/src/keeps.ts',
    source: [
      '#machines/videoSummary.machine.ts',
      '#domain/messages.ts',
      '#contract/schema.d.ts',
      '#extension/shared/page.ts',
    ]
      .map((specifier, i) => `import * as d${i} from '${specifier}';\nexport { d${i} };\n`)
      .join(''),
  },
  {
    file: 'contract/keeps.ts',
    source: importing('zod/mini') + importing('./schema.d.ts').replace(/dependency/g, 's'),
  },
  { file: 'server/keeps.ts', source: importing('#domain/messages.ts') + importing('hono').replace(/dependency/g, 'h') },
  { file: 'src/layout/Keeps.tsx', source: importing('#src/features/auth/AuthForm.tsx') },
  { file: 'src/ui/Keeps.tsx', source: importing('#src/styles/theme.css.ts') },
  { file: 'src/pages/Keeps.tsx', source: importing('#src/layout/SiteLayout.tsx') },
  { file: 'tests/keeps.test.ts', source: importing('#server/app.ts') },
  { file: 'scripts/keeps.ts', source: importing('#tests/support/server.ts') },
];

/** Two files importing each other, one through an alias, one type-only: still a cycle. */
const cycle: Case[] = [
  { file: 'src/layout/CycleA.tsx', source: "import { b } from './CycleB.tsx';\nexport const a = () => b;\n" },
  {
    file: 'src/layout/CycleB.tsx',
    source: "import type { a } from '#src/layout/CycleA.tsx';\nexport const b: typeof a | null = null;\n",
  },
];

type Diagnostic = { rule: string; file: string; message: string };
let project: string;
let diagnostics: Diagnostic[];

/** Biome's GitHub reporter: one `::error title=<category>,file=<path>,...::<message>` line a diagnostic. */
function parse(output: string): Diagnostic[] {
  const line = /^::(?:error|warning|notice) title=lint\/\w+\/(\w+),file=([^,]+),[^:]*::(.*)$/;
  return output.split('\n').flatMap((text) => {
    const match = line.exec(text);
    return match ? [{ rule: match[1] ?? '', file: relative(project, match[2] ?? ''), message: match[3] ?? '' }] : [];
  });
}

const hits = (file: string, rule: Rule) => diagnostics.filter((d) => d.file === file && d.rule === rule);

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'skimly-boundaries-'));
  await copyFile(join(ROOT, 'biome.json'), join(project, 'biome.json'));
  await copyFile(join(ROOT, 'package.json'), join(project, 'package.json'));
  const cases = [...Object.values(rejected).flat(), ...accepted, ...cycle];
  for (const { file, source } of cases) {
    await mkdir(dirname(join(project, file)), { recursive: true });
    await writeFile(join(project, file), source);
  }
  // The throwaway project is no git checkout, so VCS integration (ignore files) is off; biome exits 1 on findings.
  const args = ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', '.'];
  const result = await promisify(execFile)(BIOME, args, { cwd: project }).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  diagnostics = parse(result.stdout);
}, 60_000);

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe.each(Object.entries(rejected))('%s', (_rule, cases) => {
  it.each(cases.map((c) => [c.file, c.source.split("'")[1] ?? '', c] as const))(
    '%s importing %s is rejected',
    (file) => {
      expect(hits(file, 'noRestrictedImports'), `no diagnostic for ${file}`).not.toHaveLength(0);
    },
  );
});

describe('modules that keep to the arrows', () => {
  it.each(accepted.map((c) => [c.file, c] as const))('%s passes', (file) => {
    expect(diagnostics.filter((d) => d.file === file)).toEqual([]);
  });
});

describe('cycles', () => {
  it('two modules importing each other are rejected, also when one import is type-only', () => {
    expect(hits('src/layout/CycleA.tsx', 'noImportCycles')).not.toHaveLength(0);
    expect(hits('src/layout/CycleB.tsx', 'noImportCycles')).not.toHaveLength(0);
  });
});
