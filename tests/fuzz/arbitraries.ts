import fc from 'fast-check';
import type { Operation, Parameter, Schema } from './openapi.ts';

/** Long enough to hit every maxLength, short enough to stay under the 64 KiB body limit. */
const HUGE = 20_000;

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 300, 300);
  const minLength = schema.minLength ?? 0;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= maxLength);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
  }
}

/** Values the schema accepts. */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valid(schema.items ?? {}), { maxLength: 4 });
      case 'object':
        return validObject(schema);
      default:
        return fc.jsonValue();
    }
  });
  return options.length > 0 ? fc.oneof(...options) : fc.jsonValue();
}

function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, valid(child)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** A value of another JSON type than the schema asks for, or a huge or unknown one of the same type. */
export function broken(schema: Schema): fc.Arbitrary<unknown> {
  const wrongType = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
    fc.string(),
  );
  const sameTypeOutside = fc.oneof(
    fc.string({ minLength: HUGE, maxLength: HUGE }),
    fc.constant(''),
    fc.string().map((s) => `unknown-${s}`),
    fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1.5),
    fc.constantFrom('\u0000', "' OR 1=1 --", '%00', '<script>alert(1)</script>', '../../etc/passwd', '\uD800'),
  );
  return fc.oneof(wrongType, sameTypeOutside, valid(schema));
}

/** An object body with one deliberate defect: a broken field, a missing required field or extra fields. */
function brokenObject(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const base = validObject(schema);
  const variants: fc.Arbitrary<unknown>[] = [
    base.chain((body) =>
      fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }).map((extra) => ({ ...extra, ...body })),
    ),
    fc.oneof(fc.jsonValue(), fc.constant([]), fc.constant(null)),
  ];
  if (properties.length > 0) {
    const field = fc.constantFrom(...properties);
    variants.push(
      fc.tuple(base, field).chain(([body, [key, child]]) => broken(child).map((value) => ({ ...body, [key]: value }))),
      fc.tuple(base, field).map(([body, [key]]) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))),
    );
  }
  return fc.oneof(...variants);
}

export interface GeneratedBody {
  /** Raw text to send, or undefined for no body. */
  text: string | undefined;
  contentType: string | undefined;
}

const json = (value: unknown): GeneratedBody => ({ text: JSON.stringify(value), contentType: 'application/json' });

/** Valid bodies, defective bodies, broken JSON and the wrong content type. */
export function bodies(op: Operation): fc.Arbitrary<GeneratedBody> {
  const schema = op.body;
  // fetch refuses a body on GET/HEAD before anything reaches the server.
  if (op.method === 'GET' || op.method === 'HEAD') return fc.constant({ text: undefined, contentType: undefined });
  if (!schema) {
    return fc.oneof(fc.constant<GeneratedBody>({ text: undefined, contentType: undefined }), fc.jsonValue().map(json));
  }
  return fc.oneof(
    valid(schema).map(json),
    brokenObject(schema).map(json),
    fc.string().map((s): GeneratedBody => ({ text: `{${s}`, contentType: 'application/json' })),
    valid(schema).chain((value) =>
      fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml')
        .map((contentType): GeneratedBody => ({ text: JSON.stringify(value), contentType })),
    ),
    fc.constant<GeneratedBody>({ text: undefined, contentType: undefined }),
  );
}

function parameterValue(param: Parameter): fc.Arbitrary<string | undefined> {
  const present = fc.oneof(
    { weight: 3, arbitrary: valid(param.schema) },
    { weight: 1, arbitrary: broken(param.schema) },
  );
  const asText = present.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  // Path segments are always present; optional query values are sometimes left out.
  if (param.in === 'path' || param.required) return asText;
  return fc.option(asText, { nil: undefined });
}

export interface GeneratedRequest {
  path: string;
  query: URLSearchParams;
  body: GeneratedBody;
}

/** A whole request for op: path and query parameters (valid or broken) and a body. */
export function requests(op: Operation): fc.Arbitrary<GeneratedRequest> {
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const values = fc.tuple(...params.map(parameterValue));
  return fc.tuple(values, bodies(op)).map(([vals, body]) => {
    let path = op.path;
    const query = new URLSearchParams();
    params.forEach((param, i) => {
      const value = vals[i];
      if (value === undefined) return;
      // encodeURIComponent throws on a lone surrogate; URLs carry U+FFFD in its place anyway.
      if (param.in === 'path')
        path = path.replace(`{${param.name}}`, encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD')));
      else query.set(param.name, value);
    });
    return { path, query, body };
  });
}
