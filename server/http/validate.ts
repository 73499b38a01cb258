import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '#domain/messages.ts';
import { ApiError, type FieldError } from './errors.ts';

type Issue = z.core.$ZodIssue;

/** The product's words for a field's failures: one text, or one per failure (its limit at hand). */
export type Wording = Record<string, string | ((issue: Issue) => string)>;

/**
 * How a request is read before the contract checks it. The shapes and limits are openapi.yaml's
 * (the schemas generated into contract/zod.gen.ts); only these preparations and the words are the server's.
 */
export interface ContractReading {
  /** Top-level string fields trimmed first (limits then count what is kept). */
  trim?: readonly string[];
  /** Top-level string fields lower-cased (addresses). */
  lowercase?: readonly string[];
  /** Top-level fields whose empty string means "not given". */
  emptyIsAbsent?: readonly string[];
  /** Query fields sent as decimal text that the contract declares as integers. */
  integers?: readonly string[];
  words?: Wording;
}

function prepare(data: unknown, reading: ContractReading): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const prepared: Record<string, unknown> = { ...data };
  const strings = (fields: readonly string[] | undefined, change: (value: string) => string | undefined) => {
    for (const field of fields ?? []) {
      const value = prepared[field];
      if (typeof value !== 'string') continue;
      const changed = change(value);
      if (changed === undefined) delete prepared[field];
      else prepared[field] = changed;
    }
  };
  strings(reading.trim, (value) => value.trim());
  strings(reading.lowercase, (value) => value.toLowerCase());
  strings(reading.emptyIsAbsent, (value) => (value === '' ? undefined : value));
  for (const field of reading.integers ?? []) {
    const value = prepared[field];
    if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) prepared[field] = Number(value);
  }
  return prepared;
}

/** The limit a too-long or too-short value broke, as people read it (2,000: the same figure the forms show). */
export function limitOf(issue: Issue): string {
  if (issue.code === 'too_big') return Number(issue.maximum).toLocaleString('en-US');
  if (issue.code === 'too_small') return Number(issue.minimum).toLocaleString('en-US');
  return '';
}

function wordFor(issue: Issue, words: Wording | undefined): string {
  const word = words?.[String(issue.path[0] ?? '')];
  if (word === undefined) return issue.message;
  return typeof word === 'string' ? word : word(issue);
}

/** 422 validation_error: message = the first field's message, errors = every field's. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown, reading: ContractReading = {}): z.output<S> {
  const result = schema.safeParse(prepare(data, reading));
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: wordFor(i, reading.words),
  }));
  throw new ApiError(422, 'validation_error', errors[0]?.message ?? messages.api.invalidInput, errors);
}

/**
 * Reads a JSON body: 415 for another declared media type, 400 invalid_json for broken JSON.
 * An empty body reads as {} so calls with only optional fields accept it.
 */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new ApiError(415, 'unsupported_media_type', messages.api.unsupportedMediaType);
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_json', messages.api.invalidJson);
  }
}

/** Reads and validates a JSON body in one step. */
export async function jsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  reading: ContractReading = {},
): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c), reading);
}

/** Validates the query string (single values; repeated keys take the first). */
export function queryOf<S extends z.ZodType>(c: Context, schema: S, reading: ContractReading = {}): z.output<S> {
  return parseWith(schema, c.req.query(), reading);
}
