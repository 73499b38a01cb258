/**
 * `npm run build`: the client bundle into dist/client, then the landing page prerendered into
 * dist/client/__landing.html (the server answers `/` with it, /dashboard with __dashboard.html, every
 * other page with index.html).
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
type ManifestChunk = { file: string; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
/** The dashboard route's module in Vite's manifest (src/routes.tsx imports it lazily). */
const DASHBOARD_PAGE = 'src/pages/dashboard/DashboardPage.tsx';
/** The router and the route table, which src/main.tsx imports lazily (the landing page runs without them). */
const FULL_APP = 'src/fullApp.tsx';
/** The contract's answer validators, loaded with the first API answer (src/api/client.ts, decision 254). */
const ANSWERS = 'src/api/answers.ts';

async function buildClient(): Promise<void> {
  // The manifest lets scripts/bench/budget.ts find each route's chunks.
  await build({ configFile, root, logLevel: 'warn', build: { manifest: true } });
}

/**
 * The landing page paints from its HTML and CSS; its script only hydrates. A low fetch priority lets
 * the stylesheet and the font go first on a slow link. So does the dashboard with its first paint
 * (decision 209). index.html keeps the default: the other routes show nothing until their script runs.
 */
function deprioritiseScripts(html: string): string {
  if (!html.includes('<script type="module"'))
    throw new Error('index.html has no module script: the Vite entry changed');
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\s*/g;

/**
 * The dashboard's first paint (decision 209) waits for its stylesheets, which on a slow link share it
 * with the scripts fetched beside them (seven files, about 1.2 s on the phone profile of bench:web).
 * In its HTML they are inline, so the first paint waits for the document alone. The same links stay,
 * disabled, at the end of <body>: the chunk loader adds a chunk's stylesheet unless a link to it is in
 * the document, and a disabled link is neither fetched nor applied. Enabled, each sheet that arrived
 * restyled and laid out the whole drawn page again, 100-150 ms of a slowed phone's main thread while
 * the reader taps (decision 299).
 */
async function inlineStylesheets(html: string): Promise<string> {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  if (files.length === 0) throw new Error('__dashboard.html links no stylesheet: the build changed');
  const css = await Promise.all(files.map((file) => readFile(resolve(clientDir, file), 'utf8')));
  // A stylesheet holds no `</style` (Vite's minifier writes no HTML), so it cannot end the element early.
  if (css.some((text) => /<\/style/i.test(text))) throw new Error('a stylesheet contains </style');
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`).join('\n    ');
  return html
    .replace(STYLESHEET_LINK, '')
    .replace('</head>', `  ${fontPreload(css.join('\n'))}\n    <style>${css.join('\n')}</style>\n  </head>`)
    .replace('</body>', `  ${links}\n  </body>`);
}

/** The Latin face of Inter, which the stylesheet names by a hashed file. */
const LATIN_FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/;

/**
 * The drawn page's text waits for its font (the browser hides it a moment for a web font that is on
 * its way), which the stylesheet asks for only once the page is styled. Preloaded, the font is asked
 * for with the document's head: the first paint comes about 100 ms sooner on the phone profile.
 */
function fontPreload(css: string): string {
  const font = css.match(LATIN_FONT)?.[0];
  if (!font) throw new Error('the stylesheet names no inter-latin font: the font package changed');
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`;
}

async function prerenderLanding(): Promise<void> {
  await build({
    configFile,
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: prerenderDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
    },
  });
  const entry = resolve(prerenderDir, 'entry-prerender.js');
  const { render } = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const markup = await render('/');
  const template = await readFile(resolve(clientDir, 'index.html'), 'utf8');
  if (!template.includes(PLACEHOLDER)) throw new Error(`index.html lost its ${PLACEHOLDER} placeholder`);
  await writeFile(resolve(clientDir, '__landing.html'), deprioritiseScripts(template.replace(PLACEHOLDER, markup)));
  await rm(prerenderDir, { recursive: true, force: true });
}

type Manifest = Record<string, ManifestChunk>;

async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Stylesheet links and modulepreloads for lazy modules and every chunk they import (from Vite's manifest). */
function preloadLinks(manifest: Manifest, modules: string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is no longer a lazy chunk`);
    visit(module);
  }
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

function withHeadLinks(template: string, links: string): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  return template.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * Every page but the landing page runs the whole site (src/fullApp.tsx: the router and the route
 * table), which the entry imports lazily so that the landing page's first load goes without it
 * (decision 205). index.html preloads it, so it arrives in the same round as the entry.
 * dist/client/__dashboard.html (the server answers /dashboard with it) also preloads the dashboard
 * route's chunk and every chunk it imports, and their stylesheets; it and index.html preload the
 * answers' validators, which the first API answer loads (the first paint's variant does not: it calls
 * nothing before its first screen responds). Without them the browser learns of
 * those files only when the router runs, one round after the entry script. Written after the landing
 * page, which is built from index.html without these links.
 */
async function pageHtml(): Promise<void> {
  const manifest = await readManifest();
  const template = await readFile(resolve(clientDir, 'index.html'), 'utf8');
  await writeFile(
    resolve(clientDir, '__dashboard.html'),
    withHeadLinks(template, preloadLinks(manifest, [FULL_APP, ANSWERS, DASHBOARD_PAGE])),
  );
  // The first paint's page resumes its machine from the server's snapshot and calls nothing at first:
  // the validators come with the session check's answer, after the first screen (decision 294).
  await writeFile(
    resolve(clientDir, '__dashboard-first-paint.html'),
    await inlineStylesheets(
      deprioritiseScripts(withHeadLinks(template, preloadLinks(manifest, [FULL_APP, DASHBOARD_PAGE]))),
    ),
  );
  await writeFile(
    resolve(clientDir, 'index.html'),
    withHeadLinks(template, preloadLinks(manifest, [FULL_APP, ANSWERS])),
  );
}

/**
 * The dashboard's first paint (decision 209): an SSR bundle the server runs per request
 * (server/first-paint.ts reads dist/server/entry-first-paint.js). Built from the same sources and
 * config as the client, so its class names are the client stylesheet's.
 */
async function buildFirstPaint(): Promise<void> {
  await build({
    configFile,
    root,
    logLevel: 'warn',
    // React and the router bundled in their production builds, whatever NODE_ENV the server runs
    // under (`npm start` sets none): their development builds took several times longer per render.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-first-paint.tsx',
      outDir: resolve(root, 'dist/server'),
      copyPublicDir: false,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
    },
  });
}

const started = performance.now();
await buildClient();
await prerenderLanding();
await buildFirstPaint();
await pageHtml();
console.log(
  `built dist/client (+ __landing.html, __dashboard.html) and dist/server in ${Math.round(performance.now() - started)} ms`,
);
