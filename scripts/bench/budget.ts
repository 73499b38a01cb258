/**
 * npm run check:budget (after npm run build): gzipped JS and CSS that the landing page and the
 * dashboard load (each HTML's scripts, stylesheets, modulepreloads and their static imports), against
 * budgets/site.json. Fails when a figure is over its budget.
 * BUDGET_WRITE=1 writes the measured figures (rounded up to the next KiB) as the new budget.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addScript, gzipSize, htmlAssets, type Manifest, manifestAssets, type PageAssets } from './assets.ts';
import { printTable } from './report.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT = resolve(ROOT, 'dist/client');
const BUDGET_FILE = resolve(ROOT, 'budgets/site.json');
/** The dashboard route's module, as its path appears in Vite's manifest. */
const DASHBOARD = /dashboard/i;

type Budget = Record<'landing' | 'dashboard', { js: number; css: number }>;

function landingHtml(): string {
  for (const file of ['__landing.html', 'index.html']) if (existsSync(resolve(CLIENT, file))) return file;
  throw new Error('dist/client has no index.html: run npm run build first');
}

/**
 * The landing page's files plus the dashboard route's chunk and what it imports: from Vite's
 * manifest when the build writes one (build.manifest), else from the chunk named after the route.
 */
function dashboardAssets(landing: PageAssets): PageAssets {
  const assets: PageAssets = { js: new Set(landing.js), css: new Set(landing.css) };
  const manifestFile = resolve(CLIENT, '.vite/manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifestAssets(manifest, DASHBOARD, assets)) return assets;
  }
  const named = readdirSync(resolve(CLIENT, 'assets')).filter((f) => DASHBOARD.test(f));
  if (named.length === 0) throw new Error('no dashboard chunk found: enable build.manifest in the web build');
  for (const file of named) {
    if (file.endsWith('.js')) addScript(CLIENT, `assets/${file}`, assets);
    if (file.endsWith('.css')) assets.css.add(`assets/${file}`);
  }
  return assets;
}

function measure(): Budget {
  const landing = htmlAssets(CLIENT, landingHtml());
  // What /dashboard's own HTML loads (scripts/build.ts: the entry, the router, the route's chunks): a
  // signed-in reader's, with the first paint, whose first screen goes without the answers' validators
  // (decision 294); without it, the landing page's files plus the route's chunks.
  const dashboardHtml = ['__dashboard-first-paint.html', '__dashboard.html'].find((file) =>
    existsSync(resolve(CLIENT, file)),
  );
  const dashboard = dashboardHtml ? htmlAssets(CLIENT, dashboardHtml) : dashboardAssets(landing);
  const sizes = (a: PageAssets) => ({ js: gzipSize(CLIENT, a.js), css: gzipSize(CLIENT, a.css) });
  return { landing: sizes(landing), dashboard: sizes(dashboard) };
}

const KiB = 1024;

function main() {
  const measured = measure();
  if (process.env.BUDGET_WRITE === '1' || !existsSync(BUDGET_FILE)) {
    const rounded = (n: number) => Math.ceil((n * 1.05) / KiB) * KiB;
    const budget = Object.fromEntries(
      Object.entries(measured).map(([page, s]) => [page, { js: rounded(s.js), css: rounded(s.css) }]),
    );
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`wrote ${BUDGET_FILE} from this build (+5 %, next KiB); only ever lower it by hand`);
  }
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
  const rows = (['landing', 'dashboard'] as const).flatMap((page) =>
    (['js', 'css'] as const).map((kind) => ({
      page,
      kind,
      gzipBytes: measured[page][kind],
      budgetBytes: budget[page][kind],
      ok: measured[page][kind] <= budget[page][kind],
    })),
  );
  printTable('Site budget (gzip -9)', rows);
  if (rows.some((r) => !r.ok)) {
    console.error(
      '\nover budget: trim the bundle (or, if the growth is deliberate, raise budgets/site.json in review)',
    );
    process.exitCode = 1;
  }
}

main();
