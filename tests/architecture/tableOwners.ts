/**
 * Reads the server's SQL out of its modules: the text of every string and template literal (comments
 * and code are not SQL), which of those texts are statements, which tables they write, and which
 * modules are route files (they build a Hono router). tests/architecture/table-owners.test.ts holds
 * the rules. SQL keywords are upper case in this code base and table names lower case; a table named
 * by an interpolation (`${RATE_LIMIT_TABLE}`) is not seen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface Module {
  /** Relative to the repository, with forward slashes. */
  file: string;
  /** Builds a Hono router, or is named like one (`routes.ts`, `account-routes.ts`). */
  isRoutes: boolean;
  /** The literals that are SQL statements. */
  sql: string[];
  /** The tables its statements insert into, update or delete from. */
  writes: string[];
}

const STATEMENT =
  /\bSELECT\s[\s\S]*\bFROM\s|\bINSERT\s+INTO\s|\bUPDATE\s+[a-z_][a-z0-9_]*\s[\s\S]*\bSET\s|\bDELETE\s+FROM\s/;
/** `DO UPDATE SET` and `FOR UPDATE OF s` name no table: keywords are upper case, tables lower case. */
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g;

/** The text of each string and template literal; an interpolation reads as ` ? `. */
function literals(file: string, source: string): { texts: string[]; buildsRouter: boolean } {
  const texts: string[] = [];
  let buildsRouter = false;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Hono') {
      buildsRouter = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return { texts, buildsRouter };
}

export function isStatement(text: string): boolean {
  return STATEMENT.test(text);
}

/** What one module's source holds. */
export function readModule(file: string, source: string): Module {
  const { texts, buildsRouter } = literals(file, source);
  const sql = texts.filter(isStatement);
  const writes = new Set<string>();
  for (const text of sql) for (const match of text.matchAll(WRITE)) writes.add(match[1] ?? '');
  return { file, isRoutes: buildsRouter || /(^|[/-])routes\.ts$/.test(file), sql, writes: [...writes].sort() };
}

/** Every TypeScript module under the folder. */
export function readModules(root: string, folder: string): Module[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(join(root, folder));
  return files.map((path) => readModule(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')));
}

/** Whether `file` is inside `module`: the module is a file, or a folder written with a trailing slash. */
export function inModule(file: string, module: string): boolean {
  return module.endsWith('/') ? file.startsWith(module) : file === module;
}
