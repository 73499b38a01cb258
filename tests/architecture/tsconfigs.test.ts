/**
 * The TypeScript projects behind `npm run typecheck` (tsc -b on tsconfig.json's references): every
 * TypeScript file belongs to exactly one, and each folder sees only its runtime's globals. Machines,
 * domain rules and the contract run anywhere: no DOM, no Node. The server runs in Node: no DOM.
 * The runtimes' projects are composite (decision 251): one cannot compile another's files, whatever
 * the import's spelling.
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Written by npm run machines:export for pasting into Stately Studio, kept fresh by npm run check:machines. */
const GENERATED_FOR_STATELY = 'docs/machines/';
/** Building a program with a runtime's type definitions takes seconds on a busy machine. */
const COMPILE_TIMEOUT_MS = 60_000;

function parse(config: string): ts.ParsedCommandLine {
  let failure = '';
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d: ts.Diagnostic) => {
      failure = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, config), {}, host);
  if (!parsed) throw new Error(`cannot read ${config}: ${failure}`);
  return parsed;
}

const projects = (parse('tsconfig.json').projectReferences ?? []).map((ref) => ({
  config: ref.path.slice(ROOT.length + 1),
  parsed: parse(ref.path),
}));

const project = (config: string) => {
  const found = projects.find((p) => p.config === config);
  if (!found) throw new Error(`${config} is not referenced by tsconfig.json`);
  return found.parsed;
};

const scratch = mkdtempSync(join(tmpdir(), 'skimly-tsconfigs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The names a module cannot find when compiled with a project's options. */
function unknownNames(config: string, source: string): string[] {
  const file = join(scratch, `${config}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], project(config).options);
  return program
    .getSemanticDiagnostics(program.getSourceFile(file))
    .filter((d) => d.code === 2304 || d.code === 2580 || d.code === 2591 || d.code === 2584)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').match(/'(\w+)'/)?.[1] ?? '')
    .sort();
}

const usesGlobals = [
  'export const page = document.title;',
  'export const stored = window.localStorage;',
  'export const env = process.env;',
  'export const bytes = Buffer.from("x");',
  'export const later = setTimeout;',
  'export const now = Date.now() + structuredClone(1);',
].join('\n');

describe('every TypeScript file is type-checked', () => {
  it('by exactly one project of tsconfig.json', () => {
    const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith(GENERATED_FOR_STATELY));
    const owners = (file: string) => projects.filter((p) => p.parsed.fileNames.includes(join(ROOT, file)));
    expect(tracked.filter((file) => owners(file).length !== 1)).toEqual([]);
  });
});

describe("each folder sees its runtime's globals only", () => {
  it(
    'contract/, domain/ and machines/: no DOM and no Node',
    () => {
      expect(unknownNames('tsconfig.core.json', usesGlobals)).toEqual([
        'Buffer',
        'document',
        'process',
        'setTimeout',
        'structuredClone',
        'window',
      ]);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'server/: Node, no DOM',
    () => {
      expect(unknownNames('tsconfig.server.json', usesGlobals)).toEqual(['document', 'window']);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'the website: the DOM, no Node',
    () => {
      expect(unknownNames('tsconfig.web.json', usesGlobals)).toEqual(['Buffer', 'process']);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'tests and scripts outside the browser: Node, no DOM',
    () => {
      expect(unknownNames('tsconfig.node.json', usesGlobals)).toEqual(['document', 'window']);
    },
    COMPILE_TIMEOUT_MS,
  );
});

/** The runtimes' projects: what each may take from another comes through a reference, as declarations. */
const RUNTIMES = { 'tsconfig.core.json': [], 'tsconfig.server.json': ['core'], 'tsconfig.web.json': ['core'] } as const;

describe("a runtime's project compiles only its own files", () => {
  it.each(Object.entries(RUNTIMES))('%s is composite and references only %j', (config, references) => {
    const parsed = project(config);
    expect(parsed.options.composite).toBe(true);
    expect((parsed.projectReferences ?? []).map((ref) => /tsconfig\.(\w+)\.json$/.exec(ref.path)?.[1])).toEqual([
      ...references,
    ]);
  });

  it(
    "an import of another runtime's file fails the build, an import through a reference passes",
    async () => {
      // A throwaway tree with the repository's own project files: loosening one fails a case below.
      const tree = join(scratch, 'tree');
      const write = (file: string, source: string) => {
        mkdirSync(dirname(join(tree, file)), { recursive: true });
        writeFileSync(join(tree, file), source);
      };
      for (const file of ['package.json', ...Object.keys(RUNTIMES), 'tsconfig.base.json']) {
        mkdirSync(tree, { recursive: true });
        copyFileSync(join(ROOT, file), join(tree, file));
      }
      // Type definitions the projects name; build outputs stay inside the throwaway tree.
      mkdirSync(join(tree, 'node_modules'));
      symlinkSync(join(ROOT, 'node_modules/@types'), join(tree, 'node_modules/@types'), 'dir');
      symlinkSync(join(ROOT, 'node_modules/vite'), join(tree, 'node_modules/vite'), 'dir');
      for (const [file, name] of [
        ['contract/c.ts', 'c'],
        ['domain/d.ts', 'd'],
        ['machines/m.ts', 'm'],
        ['src/s.ts', 's'],
        ['server/v.ts', 'v'],
      ] as const)
        write(file, `export const ${name} = 1;\n`);
      const importing = (specifier: string, name: string) =>
        `import { ${name} } from '${specifier}';\nexport const x = ${name};\n`;
      write('machines/reachesWebsite.ts', importing('#src/s.ts', 's'));
      write('domain/reachesServer.ts', importing('#server/v.ts', 'v'));
      write('server/reachesWebsite.ts', importing('./../src/s.ts', 's'));
      write('src/reachesServer.ts', importing('#server/v.ts', 'v'));
      write('server/usesDomain.ts', importing('#domain/d.ts', 'd'));
      write('src/usesMachines.ts', importing('#machines/m.ts', 'm'));
      const tsc = join(ROOT, 'node_modules/.bin/tsc');
      const output = await promisify(execFile)(tsc, ['-b', ...Object.keys(RUNTIMES), '--pretty', 'false'], {
        cwd: tree,
      }).then(
        ({ stdout }) => stdout,
        (error: { stdout?: string }) => error.stdout ?? '',
      );
      const refused = [...output.matchAll(/^([\w/]+\.ts)\(\d+,\d+\): error TS6307/gm)].map((m) => m[1]).sort();
      expect(refused).toEqual([
        'domain/reachesServer.ts',
        'machines/reachesWebsite.ts',
        'server/reachesWebsite.ts',
        'src/reachesServer.ts',
      ]);
      expect(output.split('\n').filter((line) => /usesDomain|usesMachines/.test(line))).toEqual([]);
    },
    COMPILE_TIMEOUT_MS * 2,
  );
});
