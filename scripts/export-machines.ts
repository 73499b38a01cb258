/**
 * Designers' export of every machine in machines/ (see scripts/machines/studio.ts):
 *   docs/machines/<name>.ts    a createMachine({...}) module for Stately Studio's "Import from code"
 *   docs/machines/<name>.json  the resolved definition, its initial context and implementations
 *
 *   npm run machines:export    writes them (and removes the files of a machine that is gone)
 *   npm run check:machines     fails when the committed files differ from a fresh export (CI runs it)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { designFiles } from '#scripts/machines/studio.ts';
import { catalogue } from '#tests/machines/catalogue.ts';
import { pathModels } from '#tests/machines/pathModels.ts';

const OUT_DIR = 'docs/machines';
/** Hand-written files that live beside the generated ones. */
const HAND_WRITTEN = new Set(['README.md']);

/** A context function is shown for the input QA's first generated path starts from. */
function inputFor(machine: AnyStateMachine): unknown {
  return pathModels.find((model) => model.machine === machine)?.inputs[0];
}

function freshExport(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of catalogue) {
    const { ts, json } = designFiles(entry, inputFor);
    files.set(`${entry.name}.ts`, ts);
    files.set(`${entry.name}.json`, json);
  }
  return files;
}

function committedFiles(): string[] {
  return existsSync(OUT_DIR) ? readdirSync(OUT_DIR).filter((file) => !HAND_WRITTEN.has(file)) : [];
}

function check(expected: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, text] of expected) {
    const path = join(OUT_DIR, file);
    if (!existsSync(path)) problems.push(`${path} is missing`);
    else if (readFileSync(path, 'utf8') !== text) problems.push(`${path} differs from its machine`);
  }
  for (const file of committedFiles()) if (!expected.has(file)) problems.push(`${join(OUT_DIR, file)} has no machine`);
  return problems;
}

const expected = freshExport();
if (process.argv.includes('--check')) {
  const problems = check(expected);
  if (problems.length > 0) {
    console.error(`The Stately export is stale:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    console.error(`Run \`npm run machines:export\` and commit ${OUT_DIR}/.`);
    process.exitCode = 1;
  } else console.log(`${OUT_DIR}: ${expected.size} files match the ${catalogue.length} machines.`);
} else {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of committedFiles()) if (!expected.has(file)) rmSync(join(OUT_DIR, file));
  for (const [file, text] of expected) writeFileSync(join(OUT_DIR, file), text);
  console.log(`${OUT_DIR}: ${expected.size} files written for ${catalogue.length} machines.`);
}
