/**
 * npm run audit: Lighthouse on the landing page and the (Premium) dashboard of the built site served
 * by the real server. Writes reports/lighthouse/<page>.{html,json}; exits 1 when a budget in
 * budgets/lighthouse.json fails. Needs `npm run build` first. Not part of npm test (about a minute).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium, request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SESSION_COOKIE, STORAGE_KEYS } from '#domain/constants.ts';
import { DEMO, login } from '#tests/e2e/support/api.ts';
import { startStack } from '#tests/e2e/support/stack.ts';
import { visitEarlier } from './bench/earlierVisit.ts';

type Budget = Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>> & {
  jsGzipKiB?: number;
};
type Budgets = { landing: Budget; dashboard: Budget };
type Audited = { scores: Record<string, number>; scriptUrls: string[] };

const OUT = 'reports/lighthouse';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** `signedIn`: keep the browser's storage (the reader's cookies and token, set by signInBrowser). */
async function run(url: string, port: number, signedIn: boolean) {
  return lighthouse(url, { port, output: ['html', 'json'], logLevel: 'error', disableStorageReset: signedIn });
}

/**
 * A returning reader in Lighthouse's browser: the session cookie and the stored token of a sign-in,
 * and what an earlier visit's page wrote when idle: the time zone's cookie (the dashboard's first paint
 * needs it, decision 209) and its stored name (decision 298). That visit is made here.
 */
async function signInBrowser(port: number, baseURL: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Lighthouse Chromium has no default context');
  const url = new URL(baseURL);
  await context.addCookies([
    { domain: url.hostname, path: '/', sameSite: 'Lax', name: SESSION_COOKIE, value: token, httpOnly: true },
  ]);
  const page = await context.newPage();
  await page.goto(`${baseURL}/favicon.svg`);
  await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)})`);
  await visitEarlier(page, context, baseURL);
  await page.close();
  await browser.close();
}

async function audit(name: string, url: string, port: number, signedIn = false): Promise<Audited> {
  let result = await run(url, port, signedIn);
  // A fresh Chromium sometimes loses the first trace (NO_NAVSTART): that is the tool, not the page.
  if (result?.lhr.runtimeError) result = await run(url, port, signedIn);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    console.error(`${name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const [html, json] = result.report as string[];
  await writeFile(`${OUT}/${name}.html`, html ?? '');
  await writeFile(`${OUT}/${name}.json`, json ?? '');
  const scores = Object.fromEntries(
    Object.entries(result.lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
  );
  // Lighthouse's own measure of this machine's speed (higher is faster): its simulated times scale
  // the tasks it saw here, so scores from machines far apart in this index do not compare.
  const { benchmarkIndex } = result.lhr.environment;
  const tbt = result.lhr.audits['total-blocking-time']?.displayValue;
  console.log(`${name}: benchmark index ${benchmarkIndex}, total blocking time ${tbt}`);
  const items =
    (result.lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ??
    [];
  return { scores, scriptUrls: items.filter((i) => i.resourceType === 'Script').map((i) => i.url) };
}

/** Gzipped size of the scripts, measured here so the figure does not depend on the server's compression. */
async function gzippedKiB(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const res = await fetch(url);
    // Hashed names vanish when dist/client is rebuilt mid-audit: a 404 must not pass as a tiny bundle.
    if (!res.ok) throw new Error(`${url} answered ${res.status}: was dist/client rebuilt during the audit?`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

function check(name: string, budget: Budget, measured: Record<string, number>): string[] {
  return Object.entries(budget).flatMap(([key, limit]) => {
    const value = measured[key];
    const ok = key === 'jsGzipKiB' ? (value ?? Infinity) <= limit : (value ?? 0) >= limit;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name} ${key}: ${value} (budget ${key === 'jsGzipKiB' ? '<=' : '>='} ${limit})`,
    );
    return ok ? [] : [`${name} ${key}`];
  });
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile('budgets/lighthouse.json', 'utf8')) as Budgets;
  await mkdir(OUT, { recursive: true });
  const stack = await startStack({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const api = await request.newContext({ baseURL: stack.baseURL });
    const token = await login(api, DEMO.premium, DEMO.password);
    await api.dispose();
    const landing = await audit('landing', `${stack.baseURL}/`, chrome.port);
    const landingJs = await gzippedKiB(landing.scriptUrls);
    await signInBrowser(chrome.port, stack.baseURL, token);
    const dashboard = await audit('dashboard', `${stack.baseURL}/dashboard`, chrome.port, true);
    const failures = [
      ...check('landing', budgets.landing, { ...landing.scores, jsGzipKiB: landingJs }),
      ...check('dashboard', budgets.dashboard, dashboard.scores),
    ];
    console.log(`Reports: ${OUT}/landing.html, ${OUT}/dashboard.html`);
    if (failures.length > 0) {
      console.error(`Budgets failed: ${failures.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

await main();
