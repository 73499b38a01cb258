import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { ApiError, type FieldError } from './errors.ts';

/** 422 validation_error: message = the first field's message, errors = every field's. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
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
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

/** Validates the query string (single values; repeated keys take the first). */
export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
