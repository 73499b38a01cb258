/**
 * Hostile input for every call of openapi.yaml: fast-check builds requests from each operation's
 * schemas, valid and broken (wrong types, missing and unknown fields, huge strings, unknown enum
 * values, broken JSON, wrong content types), sends them in process as a signed-in Premium user and
 * checks what any caller may rely on: no 500, every error is JSON with a message and nothing leaks.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_PATH } from '#server/summarize/paths.ts';
import { createTestApp } from '#tests/server/harness.ts';
import { requests, valid } from './arbitraries.ts';
import { loadSpec, type Operation, operations } from './openapi.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** Documents that legitimately contain words like SELECT or stack-like text (the export is the user's own text, zipped). */
const DOCUMENTS = new Set(['getOpenApiDocument', 'getApiReference', 'exportSummaries']);
const STACK = /\bat \S+ \(?[^)\s]*:\d+:\d+\)?|node_modules|\.ts:\d+|Error: /;
const SQL =
  /\b(select|insert|update|delete)\b[\s\S]{0,80}\b(from|into|set|where)\b|syntax error|violates|duplicate key|relation "|pglite|postgres/i;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
/**
 * Advancing the TEST MODE clock renews every TEST MODE subscription that falls due, as it should: on
 * the shared app, where each case signs up a Premium user, fifty advances of up to 800 days renewed
 * seventy subscribers a few hundred times each. It gets an app of its own.
 */
let clockApp: TestApp;
const OWN_APP = new Set(['advanceTestClock']);
const appFor = (op: Operation) => (OWN_APP.has(op.id) ? clockApp : app);
const ops = operations(loadSpec());

beforeAll(async () => {
  [app, clockApp] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([app.close(), clockApp.close()]));

function declared(op: Operation, status: number): string[] | undefined {
  return op.responses.get(status);
}

async function check(op: Operation, res: Response) {
  const text = await res.text();
  const where = `${op.method} ${op.path} -> ${res.status}: ${text.slice(0, 300)}`;
  // A 5xx only where the contract declares one for a reason (e.g. 503 when Google is not configured).
  if (res.status >= 500) expect(res.status !== 500 && declared(op, res.status) !== undefined, where).toBe(true);
  if (!DOCUMENTS.has(op.id)) {
    expect(STACK.test(text), `stack trace in ${where}`).toBe(false);
    expect(SQL.test(text), `SQL in ${where}`).toBe(false);
  }
  if (res.status < 400) return;
  const html = (declared(op, res.status) ?? []).includes('text/html');
  if (html && res.headers.get('content-type')?.includes('text/html')) return;
  expect(res.headers.get('content-type'), where).toContain('application/json');
  const body = JSON.parse(text) as { message?: unknown; code?: unknown };
  expect(typeof body.message === 'string' && body.message.length > 0, where).toBe(true);
  expect(typeof body.code, where).toBe('string');
}

type FieldError = { path: string; message: string };

/** Whether an error answer points at key: as a field path, or quoted in a message (zod's "Unrecognized key: "x""). */
function blames(answer: { message?: string; errors?: FieldError[] }, key: string): boolean {
  const quoted = JSON.stringify(key);
  const texts = [answer.message ?? '', ...(answer.errors ?? []).map((e) => e.message)];
  const paths = (answer.errors ?? []).map((e) => e.path);
  return paths.some((p) => p === key || p.startsWith(`${key}.`)) || texts.some((t) => t.includes(quoted));
}

describe('every operation survives generated input', () => {
  it.each(ops.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const app = appFor(op);
    // A user of its own per call: logout-all must not sign the other calls' runs out.
    const { token } = await app.signUp({ premium: true });
    await fc.assert(
      fc.asyncProperty(requests(op), fc.boolean(), async (req, withCookie) => {
        const headers: Record<string, string> = { accept: 'application/json', 'x-request-source': 'website' };
        if (withCookie) headers.cookie = `skimly_session=${token}`;
        else headers.authorization = `Bearer ${token}`;
        if (req.body.contentType) headers['content-type'] = req.body.contentType;
        const query = req.query.toString();
        const res = await app.request(`${req.path}${query ? `?${query}` : ''}`, {
          method: op.method,
          headers,
          ...(req.body.text === undefined ? {} : { body: req.body.text }),
        });
        await check(op, res);
      }),
      { numRuns: RUNS },
    );
  });

  // The API's rule for unknown fields is "ignored": no answer may blame one, on any call.
  it.each(ops.filter((op) => op.body).map((op) => [op.id, op] as const))(
    '%s ignores unknown fields',
    async (_id, op) => {
      const app = appFor(op);
      const { token } = await app.signUp({ premium: true });
      const known = new Set(Object.keys(op.body?.properties ?? {}));
      const unknownKey = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k) && k !== '__proto__');
      const extras = fc.dictionary(unknownKey, fc.jsonValue(), { minKeys: 1, maxKeys: 3 });
      await fc.assert(
        fc.asyncProperty(valid(op.body ?? {}), extras, async (body, extra) => {
          const path = op.path.replace(/\{[^}]+\}/g, 'cs_test_unknown');
          const res = await app.request(path, {
            method: op.method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ ...extra, ...(body as object) }),
          });
          const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldError[] };
          const blamed = Object.keys(extra).filter((key) => blames(answer, key));
          expect(blamed, `${op.method} ${op.path} -> ${res.status}`).toEqual([]);
          const serverError = res.status >= 500 && (res.status === 500 || declared(op, res.status) === undefined);
          expect(serverError, `${op.method} ${op.path} -> ${res.status}`).toBe(false);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    },
  );

  it("refuses bodies over the call's limit with 413 on every call that takes one (64 KiB; a transcript's own)", async () => {
    const { token } = await app.signUp({ premium: true });
    const over = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes + 1024) });
    for (const op of ops.filter((o) => o.method !== 'GET')) {
      const path = op.path.replace(/\{[^}]+\}/g, 'cs_test_unknown');
      const huge = over(path === GENERATE_PATH ? app.ctx.config.SUMMARY_BODY_LIMIT_BYTES : 64 * 1024);
      const res = await app.request(path, {
        method: op.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: huge,
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'payload_too_large', message: expect.any(String) });
    }
  });
});
