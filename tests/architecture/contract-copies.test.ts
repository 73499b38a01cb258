/**
 * Issue 11: no hand-written copy of a contract shape in src/, machines/ or server/. A module that
 * declares an interface, a type literal or a zod object with the field names of an object openapi.yaml
 * defines fails here; take the type from contract/schema.d.ts (machines: machines/apiTypes.ts) and
 * the validator from contract/zod.gen.ts or contract/zod-mini.gen.ts instead.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractObjects, copiesIn, copiesUnder } from './contractCopies.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const objects = contractObjects(readFileSync(resolve(ROOT, 'openapi.yaml'), 'utf8'));

/** Shapes that share a contract object's field names but are not that object, and why. */
const notCopies: Record<string, string> = {
  'src/pages/uninstall/FeedbackForm.tsx type literal': 'the same form state, as the view shows it',
  'server/summaries/repository.ts type literal': 'a database row (created_at a Date); toSummary answers the contract',
  'server/seed/summaries.ts type literal': 'a demo row to insert (created_at a Date)',
  'machines/summaryWriter.machine.ts interface WriterOutcome':
    "any writer's outcome, the person's own provider too: saved as a flag, the quota only from Skimly's server",
};
const key = (copy: { file: string; kind: string }) => `${copy.file} ${copy.kind}`;

describe('contract shapes are not copied by hand', () => {
  it('reads the objects openapi.yaml defines, nested ones and parameters included', () => {
    const names = objects.map((object) => object.name);
    expect(names).toEqual(
      expect.arrayContaining(['PaymentVerification', 'PaymentVerification.subscription', 'listSummaries parameters']),
    );
  });

  it('finds an interface, a type literal and a zod object that copy one', () => {
    const source = `
      import { z } from 'zod';
      interface Verified { plan_name: string; status: string; next_billing_date: string | null }
      type Body = { title: string; video_id: string; type: string; summary: string };
      const query = z.object({ page: z.number(), per_page: z.number(), search: z.string() });
      type Unrelated = { colour: string; size: number };
    `;
    expect(copiesIn('server/breaks.ts', source, objects).map((copy) => [copy.kind, copy.mirrors])).toEqual([
      ['interface Verified', 'PaymentVerification.subscription'],
      ['type literal', 'SaveSummaryRequest'],
      ['z.object', 'listSummaries parameters'],
    ]);
  });

  it('in src/, machines/ and server/', () => {
    const copies = copiesUnder(ROOT, ['src', 'machines', 'server'], objects).filter(
      (copy) => !(key(copy) in notCopies),
    );
    expect(copies.map((copy) => `${copy.file}:${copy.line} ${copy.kind} copies ${copy.mirrors}`)).toEqual([]);
  });

  it('lists as exceptions only shapes that are still there', () => {
    const found = new Set(copiesUnder(ROOT, ['src', 'machines', 'server'], objects).map(key));
    expect(Object.keys(notCopies).filter((entry) => !found.has(entry))).toEqual([]);
  });
});
