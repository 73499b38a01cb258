/**
 * docs/decisions holds one record a file, numbered in the order the decisions were taken, and its
 * README is the index people read. Two sessions picking the same "next free number" must fail here,
 * not surface later as two different records cited by one number.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(resolve(DIR, 'README.md'), 'utf8');

const numberOf = (name: string) => name.slice(0, 3);
/** Issue 25.7: records from this number on have the three sections; older ones keep their prose. */
const FIRST_STRUCTURED = 250;

describe('decision records', () => {
  it('every file in docs/decisions is a numbered record', () => {
    const strays = readdirSync(DIR).filter((name) => name !== 'README.md' && !records.includes(name));
    expect(strays).toEqual([]);
  });

  it('no two records share a number', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const name of records) {
      const other = seen.get(numberOf(name));
      if (other) clashes.push(`${other} and ${name}`);
      seen.set(numberOf(name), name);
    }
    expect(clashes).toEqual([]);
  });

  it("each record's heading carries its own number, and it has a date and a status", () => {
    const wrong = records.filter((name) => {
      const text = readFileSync(resolve(DIR, name), 'utf8');
      const heading = text.split('\n', 1)[0] ?? '';
      return !heading.startsWith(`# ${numberOf(name)}. `) || !/^- Date: /m.test(text) || !/^- Status: /m.test(text);
    });
    expect(wrong).toEqual([]);
  });

  it('the index lists every record under its own number, and nothing that is not there', () => {
    const listed = [...index.matchAll(/^- \[(\d{3})\. .*\]\((\d{3}-[^)]+\.md)\)( \(superseded by \d{3}\))?$/gm)];
    const unlisted = records.filter((name) => !listed.some(([, , file]) => file === name));
    const missing = listed.filter(([, , file]) => !records.includes(file ?? '')).map(([, , file]) => file);
    const misnumbered = listed.filter(([, n, file]) => n !== numberOf(file ?? '')).map(([, , file]) => file);
    expect({ unlisted, missing, misnumbered }).toEqual({ unlisted: [], missing: [], misnumbered: [] });
  });

  it('a superseded record names its successor, a record that exists', () => {
    const orphans = records.filter((name) => {
      const status = /^- Status: superseded by (\d{3})\b/m.exec(readFileSync(resolve(DIR, name), 'utf8'));
      if (!status) return /^- Status: superseded/m.test(readFileSync(resolve(DIR, name), 'utf8'));
      return status[1] === numberOf(name) || !records.some((other) => numberOf(other) === status[1]);
    });
    expect(orphans).toEqual([]);
  });

  it(`records from ${FIRST_STRUCTURED} on read Context, Decision, Consequences, in that order`, () => {
    const unstructured = records
      .filter((name) => Number(numberOf(name)) >= FIRST_STRUCTURED)
      .filter((name) => {
        const headings = readFileSync(resolve(DIR, name), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('## '));
        return headings.join('|') !== '## Context|## Decision|## Consequences';
      });
    expect(unstructured).toEqual([]);
  });
});
