import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';

const REPORTS = resolve(import.meta.dirname, '../../reports/bench');

/** The machine the figures come from, written next to them. */
export function machine() {
  return { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version };
}

/** Prints rows as an aligned text table. */
export function printTable<T extends object>(title: string, rows: readonly T[]): void {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  const cells = rows.map((row) => keys.map((k) => String((row as Record<string, unknown>)[k])));
  const widths = keys.map((k, i) => Math.max(k.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(keys)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const c of cells) console.log(line(c));
}

/** Writes reports/bench/<name>-<timestamp>.json and <name>-latest.json. */
export function writeReport(name: string, data: unknown): string {
  mkdirSync(REPORTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const body = `${JSON.stringify({ machine: machine(), at: new Date().toISOString(), ...(data as object) }, null, 2)}\n`;
  writeFileSync(resolve(REPORTS, `${name}-${stamp}.json`), body);
  const latest = resolve(REPORTS, `${name}-latest.json`);
  writeFileSync(latest, body);
  return latest;
}
