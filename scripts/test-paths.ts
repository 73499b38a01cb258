/**
 * QA helper: prints, per machine, the generated paths and the states/transitions they cover, then
 * replays them on the rendered screens (vitest project `paths`, tests/web/paths/).
 *   npm run test:paths                 summary table, then the replays (exit 1 when either fails)
 *   npm run test:paths -- --write DIR  also writes DIR/<machine>.md with every path as numbered steps
 *   npm run test:paths -- --no-replay  the summary only
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePath, type PathReport } from '#tests/machines/pathCoverage.ts';
import { pathModels } from '#tests/machines/pathModels.ts';

function markdown(report: PathReport): string {
  const lines = [
    `# ${report.name}: ${report.paths.length} paths`,
    '',
    `States ${report.states.covered}/${report.states.total}, transitions ${report.transitions.covered}/${report.transitions.total}.`,
    'Each step is a user action (the event the view sends), a call answering or failing (the injected',
    'actor of that name), or waiting for a named timer; after `=>` the state the page must show.',
  ];
  report.paths.forEach((path, index) => {
    const input = path.input === undefined ? '' : ` (input ${JSON.stringify(path.input)})`;
    lines.push('', `## Path ${index + 1}${input}`, '', ...describePath(path));
  });
  return `${lines.join('\n')}\n`;
}

const writeIndex = process.argv.indexOf('--write');
const outDir = writeIndex >= 0 ? process.argv[writeIndex + 1] : undefined;
if (writeIndex >= 0 && !outDir) throw new Error('--write needs a directory');
if (outDir) mkdirSync(outDir, { recursive: true });

let complete = true;
for (const model of pathModels) {
  const report = model.report();
  const { states, transitions } = report;
  console.log(
    `${report.name.padEnd(20)} paths ${String(report.paths.length).padStart(4)}  states ${states.covered}/${states.total}  transitions ${transitions.covered}/${transitions.total}`,
  );
  for (const missing of [...states.missing, ...transitions.missing]) console.log(`  not covered: ${missing}`);
  if (states.missing.length + transitions.missing.length > 0) complete = false;
  if (outDir) writeFileSync(join(outDir, `${report.name}.md`), markdown(report));
}
if (outDir) console.log(`paths written to ${outDir}`);
if (!complete) process.exitCode = 1;
else if (!process.argv.includes('--no-replay')) {
  console.log('\nReplaying the paths on the screens (tests/web/paths)...');
  const replay = spawnSync('npx', ['vitest', 'run', '--project', 'paths'], { stdio: 'inherit' });
  process.exitCode = replay.status ?? 1;
}
