/**
 * Rules every machine file keeps (issue 25.1 and 25.2), as functions of its text so the tests can show
 * each one refusing a module that breaks it: no reading the stored token before a call, no 401 test
 * and no ending the session itself (the composition root's API policy does both), no `self._parent`,
 * at most 400 lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const MACHINES_DIR = resolve(import.meta.dirname, '../../machines');
export const MAX_MACHINE_LINES = 400;

/** Every module of machines/ by file name, with its text. */
export function machineFiles(): { file: string; source: string }[] {
  return readdirSync(MACHINES_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, source: readFileSync(resolve(MACHINES_DIR, file), 'utf8') }));
}

/** The lines that are code, comments left out. */
function codeLines(source: string): string[] {
  return source.split('\n').filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));
}

const API_POLICY_BREACHES: [string, RegExp][] = [
  ['reads the stored token', /STORAGE_KEYS\.token\b/],
  ['tests for 401', /\b401\b|\bisUnauthorized\b/],
  ['ends the session itself', /\bsessionExpired\s*:|['"]sessionExpired['"]/],
];

/** How a module walks around the API policy, one entry a breach (empty when it keeps to it). */
export function apiPolicyBreaches(source: string): string[] {
  const lines = codeLines(source);
  return API_POLICY_BREACHES.filter(([, pattern]) => lines.some((line) => pattern.test(line))).map(([why]) => why);
}

/** How a module breaks the shape of a machine: a reach into its parent, or too many lines. */
export function shapeBreaches(source: string): string[] {
  const breaches: string[] = [];
  if (codeLines(source).some((line) => /\b_parent\b/.test(line))) breaches.push('reaches self._parent');
  const lines = source.endsWith('\n') ? source.split('\n').length - 1 : source.split('\n').length;
  if (lines > MAX_MACHINE_LINES) breaches.push(`has ${lines} lines`);
  return breaches;
}

/** Whether a module takes its words from the message catalogue (machines hand views keys: issue 25.3, decision 249). */
export function wordsItself(source: string): boolean {
  return codeLines(source).some((line) => /from ['"]#domain\/messages\.ts['"]/.test(line));
}
