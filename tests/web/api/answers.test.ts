/**
 * Every answer is checked against the contract before a machine sees it (issue 25.1): the client
 * holds a validator for each JSON operation of openapi.yaml, and a 2xx body of the wrong shape, the
 * session check's included, rejects as an invalid response instead of reaching the caller.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { answers } from '#src/api/answers.ts';
import { createApiClient } from '#src/api/client.ts';
import { InvalidResponseError } from '#src/api/errors.ts';

type Spec = { paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>> };
const spec = parse(readFileSync(resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as Spec;

/** `METHOD /path` of each operation whose 2xx answer is JSON. */
const jsonOperations = Object.entries(spec.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) =>
      Object.entries(operation.responses ?? {}).some(
        ([code, answer]) => code.startsWith('2') && 'application/json' in (answer.content ?? {}),
      ),
    )
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const clientAnswering = (response: Response) =>
  createApiClient({ baseUrl: 'http://skimly.test', getToken: () => null, fetch: async () => response });

describe('the contract check of every answer', () => {
  it('has a validator for each JSON operation of openapi.yaml, and none for another', () => {
    expect(jsonOperations.length).toBeGreaterThan(40);
    expect(Object.keys(answers).sort()).toEqual([...jsonOperations].sort());
  });

  it('hands on a session check that keeps to the contract', async () => {
    const body = {
      authenticated: true,
      user: { id: '3f8e4c1a-6b2d-4e3f-9a1b-2c3d4e5f6a7b', email: 'ann@example.com', is_premium: false },
    };
    const { data } = await clientAnswering(json(body)).GET('/check-website');
    expect(data).toEqual(body);
  });

  it('refuses a session check of the wrong shape before the caller sees it', async () => {
    const call = clientAnswering(json({ authenticated: 'yes' })).GET('/check-website');
    await expect(call).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('refuses an account answer without its e-mail', async () => {
    const call = clientAnswering(json({ has_password: true })).GET('/api/account');
    await expect(call).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
