/**
 * The import arrows of the README, checked on the file each import resolves to (decision 250), not on how
 * its specifier is spelled: `./../src/app/x.ts` inside machines/ is an import of src/, whatever a glob on
 * the text says. `npm run lint` runs it over the tree (scripts/check-imports.ts); tests/architecture
 * feeds it modules that walk around each arrow and expects each one to be refused.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** What an import reaches: a file of the repository (path from its root) or a package by name. */
export type Target = { kind: 'file'; path: string } | { kind: 'package'; name: string };
export type Violation = { file: string; specifier: string; target: string; rule: string };

const UI_PACKAGES = [
  'react',
  'react-dom',
  '@xstate/react',
  'sonner',
  'lucide-react',
  'react-router',
  '@radix-ui/',
  '@vanilla-extract/',
];
const isUiPackage = (name: string) => UI_PACKAGES.some((p) => (p.endsWith('/') ? name.startsWith(p) : name === p));

const under = (path: string, ...folders: string[]) => folders.some((f) => path === f || path.startsWith(`${f}/`));
/** `src/features/plans/x.ts` → `plans`; a file at the root of src/features/ is shared by every feature. */
const featureOf = (path: string): string | null => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

type Rule = {
  name: string;
  applies: (file: string) => boolean;
  /** Why the import is refused, or null when it keeps to the rule. */
  refuses: (target: Target, file: string) => boolean;
};

const PRODUCT = ['contract', 'domain', 'machines', 'server', 'src', 'extension'];

export const RULES: Rule[] = [
  {
    name: 'contract/ imports only its own folder and zod (an allowlist)',
    applies: (file) => under(file, 'contract'),
    refuses: (t) => (t.kind === 'file' ? !under(t.path, 'contract') : t.name !== 'zod'),
  },
  {
    name: 'domain/ imports only its own folder and contract/',
    applies: (file) => under(file, 'domain'),
    refuses: (t) => (t.kind === 'file' ? !under(t.path, 'domain', 'contract') : true),
  },
  {
    name: 'machines/ imports only xstate, domain/, contract/ and its own folder',
    applies: (file) => under(file, 'machines'),
    refuses: (t) => (t.kind === 'file' ? !under(t.path, 'machines', 'domain', 'contract') : t.name !== 'xstate'),
  },
  {
    name: 'server/ imports only its own folder, domain/, contract/ and no UI framework',
    applies: (file) => under(file, 'server'),
    refuses: (t) => (t.kind === 'file' ? !under(t.path, 'server', 'domain', 'contract') : isUiPackage(t.name)),
  },
  {
    name: 'extension/ imports only its own folder, machines/, domain/ and contract/',
    applies: (file) => under(file, 'extension'),
    refuses: (t) => t.kind === 'file' && !under(t.path, 'extension', 'machines', 'domain', 'contract'),
  },
  {
    name: 'the website talks to the server over HTTP only',
    applies: (file) => under(file, 'src'),
    refuses: (t) => t.kind === 'file' && under(t.path, 'server'),
  },
  {
    name: 'product code never imports tests/ or scripts/',
    applies: (file) => under(file, ...PRODUCT),
    refuses: (t) => t.kind === 'file' && under(t.path, 'tests', 'scripts'),
  },
  {
    name: 'tests/ never imports scripts/',
    applies: (file) => under(file, 'tests'),
    refuses: (t) => t.kind === 'file' && under(t.path, 'scripts'),
  },
  {
    name: 'src/ui/ imports only its own folder, src/styles/ and domain/',
    applies: (file) => under(file, 'src/ui'),
    refuses: (t) => t.kind === 'file' && !under(t.path, 'src/ui', 'src/styles', 'domain', 'contract'),
  },
  {
    name: 'src/layout/ and src/features/ import no page',
    applies: (file) => under(file, 'src/layout', 'src/features'),
    refuses: (t) => t.kind === 'file' && under(t.path, 'src/pages'),
  },
  {
    name: 'a feature imports neither the app shell (src/app/) nor another feature',
    applies: (file) => under(file, 'src/features'),
    refuses: (t, file) => {
      if (t.kind !== 'file') return false;
      if (under(t.path, 'src/app')) return true;
      const target = featureOf(t.path);
      return target !== null && target !== featureOf(file);
    },
  },
];

/** The compiler options every project shares (module resolution, the #aliases of package.json). */
function resolutionOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
  return ts.convertCompilerOptionsFromJson(config.config?.compilerOptions ?? {}, root).options;
}

/** A path from the repository's root, links followed: a link inside machines/ to src/ is src/. */
function toRepo(root: string, absolute: string): string {
  let path = absolute;
  while (!existsSync(path) && dirname(path) !== path) path = dirname(path);
  const real = existsSync(path) ? join(realpathSync(path), relative(path, absolute)) : absolute;
  return relative(realpathSync(root), real).split(sep).join('/');
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The #alias map of package.json ("#src/*": "./src/*"), for a specifier the compiler cannot resolve. */
function aliasPath(root: string, specifier: string): string | null {
  const imports: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {};
  for (const [pattern, target] of Object.entries(imports)) {
    const prefix = pattern.replace(/\*$/, '');
    if (specifier.startsWith(prefix)) return resolve(root, target.replace(/\*$/, specifier.slice(prefix.length)));
  }
  return null;
}

export function createResolver(root: string) {
  const options = resolutionOptions(root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  return (specifier: string, file: string): Target => {
    const bare = specifier.replace(/\?.*$/, '');
    const containing = join(root, file);
    const resolved = ts.resolveModuleName(bare, containing, options, ts.sys, cache).resolvedModule;
    if (resolved) {
      const path = toRepo(root, resolved.resolvedFileName);
      if (resolved.isExternalLibraryImport || path.startsWith('node_modules/') || path.startsWith('..')) {
        return { kind: 'package', name: resolved.packageId?.name ?? packageName(bare) };
      }
      return { kind: 'file', path };
    }
    if (bare.startsWith('.') || bare.startsWith('/'))
      return { kind: 'file', path: toRepo(root, resolve(dirname(containing), bare)) };
    if (bare.startsWith('#')) {
      const path = aliasPath(root, bare);
      if (path) return { kind: 'file', path: toRepo(root, path) };
    }
    return { kind: 'package', name: packageName(bare) };
  };
}

/** Every import, export-from, dynamic import() and require() of a module, as written. */
export function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** The imports of `files` (paths from `root`) that break an arrow, each with the rule it breaks. */
export function checkImports(root: string, files: readonly string[]): Violation[] {
  const resolveTarget = createResolver(root);
  const violations: Violation[] = [];
  for (const file of files) {
    const rules = RULES.filter((rule) => rule.applies(file));
    for (const specifier of specifiersOf(readFileSync(join(root, file), 'utf8'))) {
      if (specifier.split(/[/\\]/).includes('..')) {
        violations.push({ file, specifier, target: specifier, rule: 'no import reaches a parent folder with ..' });
        continue;
      }
      const target = resolveTarget(specifier, file);
      const targetName = target.kind === 'file' ? target.path : target.name;
      if (target.kind === 'file' && target.path.startsWith('..')) {
        violations.push({ file, specifier, target: targetName, rule: 'no import leaves the repository' });
        continue;
      }
      for (const rule of rules) {
        if (rule.refuses(target, file)) violations.push({ file, specifier, target: targetName, rule: rule.name });
      }
    }
  }
  return violations;
}

export const describeViolation = (v: Violation) => `${v.file}: '${v.specifier}' (${v.target}): ${v.rule}`;
