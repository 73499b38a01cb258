/**
 * `npm run build`: the client bundle into dist/client, then the landing page prerendered into
 * dist/client/__landing.html (the server answers `/` with it, every other page with index.html).
 * The landing content is in the HTML before any script runs, so its largest paint waits for no JS.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const clientDir = resolve(root, 'dist/client');
const prerenderDir = resolve(root, 'dist/prerender');
const configFile = resolve(root, 'vite.config.ts');
const PLACEHOLDER = '<!--app-html-->';

type PrerenderModule = { render: (path: string) => Promise<string> };

async function buildClient(): Promise<void> {
  // The manifest lets scripts/bench/budget.ts find each route's chunks.
  await build({ configFile, root, logLevel: 'warn', build: { manifest: true } });
}

/**
 * The landing page paints from its HTML and CSS; its script only hydrates. A low fetch priority lets
 * the stylesheet and the font go first on a slow link. index.html keeps the default: the other
 * routes show nothing until their script runs.
 */
function deprioritiseScripts(html: string): string {
  if (!html.includes('<script type="module"')) throw new Error('index.html has no module script: the Vite entry changed');
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

async function prerenderLanding(): Promise<void> {
  await build({
    configFile,
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-prerender.tsx', outDir: prerenderDir, emptyOutDir: true, sourcemap: false, manifest: false },
  });
  const entry = resolve(prerenderDir, 'entry-prerender.js');
  const { render } = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const markup = await render('/');
  const template = await readFile(resolve(clientDir, 'index.html'), 'utf8');
  if (!template.includes(PLACEHOLDER)) throw new Error(`index.html lost its ${PLACEHOLDER} placeholder`);
  await writeFile(resolve(clientDir, '__landing.html'), deprioritiseScripts(template.replace(PLACEHOLDER, markup)));
  await rm(prerenderDir, { recursive: true, force: true });
}

const started = performance.now();
await buildClient();
await prerenderLanding();
console.log(`built dist/client (+ __landing.html) in ${Math.round(performance.now() - started)} ms`);
