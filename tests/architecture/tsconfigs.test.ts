/**
 * The TypeScript projects behind `npm run typecheck` (tsc -b on tsconfig.json's references): every
 * TypeScript file belongs to exactly one, and each folder sees only its runtime's globals. Machines,
 * domain rules and the contract run anywhere: no DOM, no Node. The server runs in Node: no DOM.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
