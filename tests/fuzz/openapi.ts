import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/** The subset of JSON Schema that openapi.yaml uses. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The application/json request body schema, when the call takes one. */
  body: Schema | undefined;
  /** Declared response statuses mapped to their content types. */
  responses: Map<number, string[]>;
}

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function loadSpec(): Json {
  return parse(readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as Json;
}

/** Follows a local "#/a/b" reference (the only kind openapi.yaml has). */
function deref<T>(spec: Json, node: T): T {
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], spec);
  return deref(spec, target as T);
}

/** Inlines every reference of a schema so the generators never see $ref. */
export function resolveSchema(spec: Json, node: Schema): Schema {
  const schema = deref(spec, node);
  const resolved: Schema = { ...schema };
  delete resolved.$ref;
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, resolveSchema(spec, child)]),
    );
  }
  if (schema.items) resolved.items = resolveSchema(spec, schema.items);
  return resolved;
}

function responsesOf(spec: Json, raw: Json): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const [status, response] of Object.entries(raw)) {
    const content = (deref(spec, response as Json).content ?? {}) as Json;
    map.set(Number(status), Object.keys(content));
  }
  return map;
}

/** Every operation of openapi.yaml, with references resolved. */
export function operations(spec: Json): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = ((op.parameters ?? []) as Json[]).map((p) => {
        const param = deref(spec, p) as unknown as Parameter;
        return { ...param, schema: resolveSchema(spec, param.schema) };
      });
      const bodySchema = (
        ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined
      )?.schema as Schema | undefined;
      result.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        parameters,
        body: bodySchema ? resolveSchema(spec, bodySchema) : undefined,
        responses: responsesOf(spec, op.responses as Json),
      });
    }
  }
  return result;
}
