/**
 * Finds hand-written copies of contract shapes: an interface, a type literal or a zod object in
 * product code whose field names are those of an object openapi.yaml defines (a component schema, a
 * nested object in one, or an operation's parameters). Heuristic: the same field names (two or more),
 * or three or more of one object's names and nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';

interface ContractObject {
  /** Where openapi.yaml defines it, e.g. `PaymentVerification.subscription`. */
  name: string;
  fields: string[];
}

interface Copy {
  file: string;
  line: number;
  /** `interface X`, `type X` or `z.object`. */
  kind: string;
  fields: string[];
  mirrors: string;
}

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };

function collect(name: string, schema: Schema | undefined, into: ContractObject[]) {
  if (!schema) return;
  if (schema.properties) {
    into.push({ name, fields: Object.keys(schema.properties) });
    for (const [field, property] of Object.entries(schema.properties)) collect(`${name}.${field}`, property, into);
  }
  if (schema.items) collect(`${name}[]`, schema.items, into);
  for (const part of schema.allOf ?? []) collect(name, part, into);
}

/** Every object openapi.yaml describes, by the names of its fields. */
export function contractObjects(openapiText: string): ContractObject[] {
  const document = parse(openapiText) as {
    components?: { schemas?: Record<string, Schema>; parameters?: Record<string, { name: string; $ref?: string }> };
    paths?: Record<
      string,
      Record<string, { operationId?: string; parameters?: Array<{ name?: string; $ref?: string }> }>
    >;
  };
  const objects: ContractObject[] = [];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) collect(name, schema, objects);
  const parameters = document.components?.parameters ?? {};
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const names = (operation.parameters ?? [])
        .map((parameter) => parameter.name ?? parameters[parameter.$ref?.split('/').at(-1) ?? '']?.name)
        .filter((name): name is string => typeof name === 'string');
      if (operation.operationId && names.length > 0)
        objects.push({ name: `${operation.operationId} parameters`, fields: names });
    }
  }
  return objects;
}

function keysOf(members: ts.NodeArray<ts.TypeElement> | ts.NodeArray<ts.ObjectLiteralElementLike>): string[] {
  return members
    .map((member) => member.name)
    .filter((name): name is ts.PropertyName => name !== undefined)
    .map((name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : ''))
    .filter((key) => key !== '');
}

/** The object shapes a module writes out: interfaces, type literals, zod objects. */
function shapes(source: ts.SourceFile): Array<{ node: ts.Node; kind: string; fields: string[] }> {
  const found: Array<{ node: ts.Node; kind: string; fields: string[] }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node))
      found.push({ node, kind: `interface ${node.name.text}`, fields: keysOf(node.members) });
    else if (ts.isTypeLiteralNode(node)) found.push({ node, kind: 'type literal', fields: keysOf(node.members) });
    else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /^(object|strictObject|looseObject)$/.test(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    )
      found.push({ node, kind: `z.${node.expression.name.text}`, fields: keysOf(node.arguments[0].properties) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function mirrorOf(fields: string[], objects: ContractObject[]): ContractObject | undefined {
  const mine = new Set(fields);
  if (mine.size < 2) return undefined;
  const within = objects.filter((object) => [...mine].every((field) => object.fields.includes(field)));
  return within.find((object) => new Set(object.fields).size === mine.size) ?? (mine.size >= 3 ? within[0] : undefined);
}

/** Copies of contract objects in one module's text. */
export function copiesIn(file: string, text: string, objects: ContractObject[]): Copy[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return shapes(source).flatMap(({ node, kind, fields }) => {
    const mirror = mirrorOf(fields, objects);
    if (!mirror) return [];
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return [{ file, line, kind, fields, mirrors: mirror.name }];
  });
}

/** Every .ts/.tsx file under `dir`, as paths relative to `root`. */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

export function copiesUnder(root: string, dirs: readonly string[], objects: ContractObject[]): Copy[] {
  return dirs.flatMap((dir) =>
    sourceFiles(root, dir).flatMap((file) => copiesIn(file, readFileSync(join(root, file), 'utf8'), objects)),
  );
}
