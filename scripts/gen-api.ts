/**
 * Writes contract/ from openapi.yaml, the one source of the API contract:
 *   contract/schema.d.ts        types (openapi-typescript): paths, operations, components
 *   contract/zod.gen.ts         zod 4 validators (@hey-api/openapi-ts), read by the server
 *   contract/zod-mini.gen.ts    the same validators on zod/mini, read by the website
 * `--check` writes nothing and fails, naming each file, when contract/ differs from what openapi.yaml
 * generates (CI runs it as `npm run check:api`). `--spec <file> --out <dir>` generate from another
 * document into another folder (a test adds a field to a copy of openapi.yaml that way).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

type ZodFlavour = 4 | 'mini';

/** One hey-api run per zod flavour; it writes `zod.gen.ts` into a folder of its own. */
async function zodValidators(spec: string, flavour: ZodFlavour): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'skimly-contract-'));
  try {
    await createClient({
      input: spec,
      output: { path: folder, entryFile: false },
      logs: { level: 'silent', file: false },
      plugins: [
        {
          name: 'zod',
          compatibilityVersion: flavour,
          // RFC 3339 date-times with any offset, as openapi.yaml's `format: date-time` allows.
          dates: { offset: true },
        },
      ],
    });
    return readFileSync(join(folder, 'zod.gen.ts'), 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function types(spec: string): Promise<string> {
  return `${COMMENT_HEADER}${astToString(await openapiTS(new URL(spec, `file://${process.cwd()}/`)))}`;
}

/** Every generated file of contract/, by name, from the document at `spec` (a path). */
async function generateContract(spec: string): Promise<Record<string, string>> {
  const [schema, zod, zodMini] = await Promise.all([types(spec), zodValidators(spec, 4), zodValidators(spec, 'mini')]);
  return { 'schema.d.ts': schema, 'zod.gen.ts': zod, 'zod-mini.gen.ts': zodMini };
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const spec = option('--spec', 'openapi.yaml');
const outDir = option('--out', 'contract');
const files = await generateContract(spec);
const stale = Object.keys(files).filter((name) => read(join(outDir, name)) !== files[name]);
const names = stale.map((name) => `${outDir}/${name}`).join(', ');
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`${names}: not what ${spec} generates. Run \`npm run gen:api\` and commit the result.`);
    process.exit(1);
  }
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of stale) writeFileSync(join(outDir, name), files[name] ?? '');
  console.log(stale.length > 0 ? `wrote ${names}` : `${outDir}/ is up to date`);
}
