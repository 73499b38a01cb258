import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';
import type { FirstPaint } from './first-paint.ts';
import { type SiteConfig, withSiteConfig } from './site-config.ts';
import { withTestModeBanner } from './test-mode-banner.ts';

export type SiteOptions = {
  /** The built site (dist/client); absent = no site, only the API and its docs. */
  dir?: string;
  /** Production: source maps (the whole source) are not served. */
  production?: boolean;
  /** TEST MODE: every page carries the banner. */
  testMode?: boolean;
  /** What every page tells the website about the server's settings (store address, Google sign-in). */
  config?: SiteConfig;
  /** The dashboard's first paint for this request, or null (server/first-paint.ts, decisions 209, 295). */
  firstPaint?: (c: Context) => Promise<FirstPaint | null>;
};

/** The app's root, empty in the page's HTML (but for the build's placeholder): the first paint goes in it. */
const ROOT_DIV = '<div id="root">';
const ROOT_END = '</div>';

/** The page with the first paint in its root (for the browser to hydrate) and its data block after it. */
function withFirstPaint(page: string, paint: FirstPaint): string {
  const at = page.indexOf(ROOT_DIV);
  const end = at < 0 ? -1 : page.indexOf(ROOT_END, at);
  if (end < 0) throw new Error(`__dashboard.html lost its ${ROOT_DIV}${ROOT_END}`);
  // Spliced in as text: a replacement string would read `$&`, `$'` and `` $` `` in a title as patterns (issue 26.3).
  return `${page.slice(0, at)}${ROOT_DIV}${paint.root}${ROOT_END}${paint.after}${page.slice(end + ROOT_END.length)}`;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_FILE = join(ROOT, 'openapi.yaml');
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.yaml': 'application/yaml; charset=utf-8',
};

/** The server's own namespaces: the app shell never answers them with 200. */
const SERVER_PATHS = /^\/(api|auth\/google|check-website|test-checkout|test-billing|openapi\.yaml|docs)(\/|$)/;

/** A browser navigating (it asks for HTML first), not a script, an image or an API client. */
export function wantsPage(accept: string | undefined): boolean {
  return /\btext\/html\b/i.test(accept ?? '');
}

/** decodeURIComponent that answers null for malformed percent-encoding instead of throwing. */
function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Reads a file strictly inside dir (no traversal), or null. */
async function fileIn(dir: string, path: string): Promise<{ body: Buffer; type: string } | null> {
  const name = decoded(path);
  if (name === null) return null;
  const full = normalize(join(dir, name));
  if (full !== dir && !full.startsWith(dir + sep)) return null;
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  return { body: await readFile(full), type: TYPES[extname(full)] ?? 'application/octet-stream' };
}

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Skimly API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script></body></html>`;

// A file, not an inline script: the Content-Security-Policy allows scripts from 'self' only.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.yaml', dom_id: '#swagger-ui', deepLinking: true });`;

/** /openapi.yaml, /docs (swagger-ui-dist from node_modules, no CDN) and, with a dir, the built site. */
export function siteRoutes(opts: SiteOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/openapi.yaml', async (c) => {
    c.header('content-type', TYPES['.yaml']);
    return c.body(await readFile(SPEC_FILE));
  });
  app.get('/docs', (c) => c.html(DOCS_HTML));
  app.get('/docs/init.js', (c) => {
    c.header('content-type', TYPES['.js']);
    return c.body(DOCS_INIT);
  });
  app.get('/docs/:file{swagger-ui(-bundle)?\\.(js|css)}', async (c) => {
    const file = await fileIn(SWAGGER_DIR, c.req.param('file'));
    if (!file) return c.notFound();
    c.header('content-type', file.type);
    c.header('cache-control', 'public, max-age=86400');
    return c.body(new Uint8Array(file.body));
  });
  if (opts.dir) mountSite(app, resolve(opts.dir), opts);
  return app;
}

function mountSite(app: Hono<AppEnv>, dir: string, opts: SiteOptions): void {
  const page = async (name: string) => (await fileIn(dir, name))?.body ?? null;
  const served = (text: string): string => {
    const configured = opts.config ? withSiteConfig(text, opts.config) : text;
    return opts.testMode ? withTestModeBanner(configured) : configured;
  };
  const html = (body: Buffer | string, status = 200, cache = 'no-cache') =>
    new Response(served(Buffer.isBuffer(body) ? body.toString('utf8') : body), {
      status,
      headers: { 'content-type': TYPES['.html'] ?? '', 'cache-control': cache },
    });
  /** The app shell: the router shows the page, or its 404 page when no route matches. */
  const shell = async (status = 200) => {
    const index = await page('index.html');
    return index ? html(index, status) : null;
  };

  app.get('/', async (c) => {
    // The landing page prerendered at build time, so its content shows before any script runs.
    const body = (await page('__landing.html')) ?? (await page('index.html'));
    return body ? html(body) : c.notFound();
  });
  // The dashboard's HTML names its route's chunks (modulepreload), so they load with the entry.
  // A signed-in Premium reader's HTML also carries the page's first paint, which is theirs alone:
  // no cache keeps it (decision 209).
  app.get('/dashboard', async (c, next) => {
    const body = await page('__dashboard.html');
    if (!body || !wantsPage(c.req.header('accept'))) return next();
    const paint = await opts.firstPaint?.(c);
    // Its variant loads the scripts at a low priority: the stylesheets go first, the page is painted.
    const painted = paint ? await page('__dashboard-first-paint.html') : null;
    if (!paint || !painted) return html(body);
    return html(withFirstPaint(painted.toString('utf8'), paint), 200, 'private, no-store');
  });
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const navigating = wantsPage(c.req.header('accept'));
    // Broken percent-encoding names no page and no file: the 404 page (or a plain 404).
    if (decoded(path) === null) return (navigating && (await shell(404))) || next();
    // An unknown address under the server's namespaces: JSON for API clients, the 404 page for people.
    if (SERVER_PATHS.test(path)) return (navigating && (await shell(404))) || next();
    const servable = !path.endsWith('/') && !(opts.production && path.endsWith('.map'));
    const file = servable ? await fileIn(dir, path) : null;
    if (file && !path.endsWith('.html')) {
      // Vite puts content-hashed files under /assets: they never change, so cache them for a year.
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      return new Response(new Uint8Array(file.body), {
        headers: { 'content-type': file.type, 'cache-control': cache },
      });
    }
    // A missing file asked for by a script or an image is a plain 404; a person gets the site's
    // pages, whose router decides (/uninstall/<id with a dot> is a page, /nothing.here its 404).
    if (!file && extname(path) && !navigating) return next();
    return (await shell()) ?? next();
  });
}
