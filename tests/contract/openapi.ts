/**
 * openapi.yaml as the judge: finds the documented response for (method, path, status), checks the
 * content type and required headers, and validates the body with Ajv (JSON Schema 2020-12, which
 * OpenAPI 3.1 schemas are). An undocumented status is a failure. Every check is recorded so the
 * suite can prove it exercised every operation.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

interface ResponseDoc {
  description: string;
  headers?: Record<string, { required?: boolean; $ref?: string }>;
  content?: Record<string, { schema: Json }>;
}

export interface Checked {
  status: number;
  /** Parsed JSON for JSON answers, the events (StreamEvent[]) for a stream, the text otherwise. */
  body: unknown;
  response: Response;
}

const DOC_ID = 'https://skimly.test/openapi.yaml';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const spec = parse(readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as Json;

// ajv-formats ships CommonJS; under ESM its default export is the plugin itself or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

// strict off: the document carries OpenAPI keywords (paths, components, example) Ajv does not know.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(spec, DOC_ID);

function pointer(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json)[key], spec);
}

function deref<T>(node: T): T {
  const ref = (node as { $ref?: unknown }).$ref;
  return typeof ref === 'string' ? deref(pointer(ref) as T) : node;
}

export interface OperationRef {
  id: string;
  method: string;
  path: string;
  statuses: string[];
}

export const operations: OperationRef[] = Object.entries(spec.paths as Json).flatMap(([path, item]) =>
  METHODS.filter((m) => (item as Json)[m]).map((method) => {
    const op = (item as Json)[method] as { operationId: string; responses: Json };
    return { id: op.operationId, method: method.toUpperCase(), path, statuses: Object.keys(op.responses) };
  }),
);

function responsesOf(method: string, path: string): { id: string; responses: Record<string, ResponseDoc> } {
  const item = (spec.paths as Json)[path] as Json | undefined;
  const op = item?.[method.toLowerCase()] as { operationId: string; responses: Json } | undefined;
  if (!op) throw new Error(`${method} ${path} is not an operation of openapi.yaml`);
  return { id: op.operationId, responses: op.responses as Record<string, ResponseDoc> };
}

const validators = new Map<string, ValidateFunction>();

function validatorFor(location: string, schema: Json): ValidateFunction {
  const cached = validators.get(location);
  if (cached) return cached;
  // A $ref schema is compiled as a reference into the whole document, so nested refs resolve there.
  const compiled = ajv.compile(typeof schema.$ref === 'string' ? { $ref: `${DOC_ID}${schema.$ref}` } : schema);
  validators.set(location, compiled);
  return compiled;
}

/** Operation id -> statuses checked so far (the coverage report reads it). */
export const coverage = new Map<string, Set<string>>();

function record(id: string, status: string): void {
  const seen = coverage.get(id) ?? new Set<string>();
  seen.add(status);
  coverage.set(id, seen);
}

function mediaType(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Validates one answer of `method path` (path as written in openapi.yaml) against the spec. */
export async function checkResponse(method: string, path: string, response: Response): Promise<Checked> {
  const { id, responses } = responsesOf(method, path);
  const status = String(response.status);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => responses[k]);
  const where = `${method} ${path} -> ${status}`;
  if (!key) {
    const text = await response.text();
    throw new Error(
      `${where} is not documented (documented: ${Object.keys(responses).join(', ')}); body: ${text.slice(0, 300)}`,
    );
  }
  const doc = deref(responses[key] as ResponseDoc);
  for (const [name, header] of Object.entries(doc.headers ?? {})) {
    if (deref(header).required && !response.headers.has(name))
      throw new Error(`${where}: required header ${name} missing`);
  }
  let body: unknown = await response.text();
  if (doc.content) {
    const type = mediaType(response);
    const declared = doc.content[type];
    if (!declared) throw new Error(`${where}: content type '${type}' not in ${Object.keys(doc.content).join(', ')}`);
    const validate = validatorFor(`${id}:${key}:${type}`, declared.schema);
    if (type === 'text/event-stream') {
      // Server-sent events: the schema judges each event's data (JSON), and the event is named after its type.
      body = eventsOf(where, body as string);
      for (const event of body as StreamEvent[]) {
        if (!validate(event.data))
          throw new Error(
            `${where}: event '${event.event}' does not match the schema: ${ajv.errorsText(validate.errors)}`,
          );
        const type = (event.data as { type?: unknown }).type;
        if (type !== undefined && type !== event.event)
          throw new Error(`${where}: event '${event.event}' carries type '${type}'`);
      }
    } else body = type.endsWith('json') ? parseJson(where, body as string) : body;
    if (type !== 'text/event-stream' && !validate(body)) {
      throw new Error(
        `${where}: body does not match the schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
  record(id, key);
  return { status: response.status, body, response };
}

/** One server-sent event: its name and its data parsed as JSON. */
export type StreamEvent = { event: string; data: unknown };

function eventsOf(where: string, text: string): StreamEvent[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((block) => block.split(/\r?\n/).filter((line) => line !== '' && !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      event:
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message',
      data: parseJson(
        where,
        lines
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n'),
      ),
    }));
}

function parseJson(where: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${where}: JSON declared but body is not JSON: ${text.slice(0, 200)}`);
  }
}

/** Validates any value against a named component schema (for answers outside the operations, e.g. unknown paths). */
export function matchesComponent(name: string, value: unknown): string | null {
  const validate = validatorFor(`component:${name}`, { $ref: `#/components/schemas/${name}` });
  return validate(value) ? null : ajv.errorsText(validate.errors);
}
