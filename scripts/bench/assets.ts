import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What one page makes the browser download before it works: JS and CSS files under dist/client. */
export interface PageAssets {
  js: Set<string>;
  css: Set<string>;
}

const TAGS = /<(script|link)\b[^>]*>/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');
/** Static imports in Vite's minified output: import{a}from"./x.js", import"./y.js", export{b}from"./z.js". */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

const local = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0] ?? '';

/** Scripts, stylesheets and modulepreloads the HTML names, plus every chunk those scripts import statically. */
export function htmlAssets(root: string, htmlFile: string): PageAssets {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  const assets: PageAssets = { js: new Set(), css: new Set() };
  for (const [tag, kind = ''] of html.matchAll(TAGS)) {
    const rel = ATTR('rel').exec(tag)?.[1] ?? '';
    const url = kind.toLowerCase() === 'script' ? ATTR('src').exec(tag)?.[1] : ATTR('href').exec(tag)?.[1];
    if (!url || /^https?:/.test(url)) continue;
    if (kind.toLowerCase() === 'script' || rel === 'modulepreload') addScript(root, local(url), assets);
    else if (rel === 'stylesheet') assets.css.add(local(url));
  }
  return assets;
}

export function addScript(root: string, file: string, assets: PageAssets): void {
  if (assets.js.has(file) || !existsSync(join(root, file))) return;
  assets.js.add(file);
  const code = readFileSync(join(root, file), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const spec = match[1] ?? '';
    if (spec.startsWith('.')) addScript(root, posix.join(posix.dirname(file), spec), assets);
    else if (spec.startsWith('/')) addScript(root, local(spec), assets);
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A route chunk (matched by source path or name) with its static imports and CSS, from Vite's manifest. */
export function manifestAssets(manifest: Manifest, match: RegExp, into: PageAssets): boolean {
  const key = Object.keys(manifest).find((k) => match.test(k) && manifest[k]?.isDynamicEntry);
  if (key === undefined) return false;
  const visit = (k: string, seen: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    into.js.add(chunk.file);
    for (const css of chunk.css ?? []) into.css.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  visit(key, new Set());
  return true;
}

export function gzipSize(root: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
  return total;
}
