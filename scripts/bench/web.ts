/**
 * npm run bench:web (after npm run build): the landing page and the signed-in dashboard of the built
 * site, served by the real server, in Debian's Chromium on the mobile profile of issue 15 (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x), each with an empty cache, median of
 * WEB_RUNS (5), after one load that is not counted (a warm server). Reports, per page:
 * - the time from navigation start to the first saved summary painted (dashboard: the server's first
 *   paint when there is one, decision 209) or to `load`; for the dashboard also `live`, when the page
 *   is live: its tabs are the live page's buttons (the first paint draws them as links until the
 *   browser has hydrated it, decision 295);
 * - `tap` (issue 27.6): the moment the page responds to a tap. From the moment the first thing is
 *   painted (not the load event: the scripts may still be arriving), the first Show More (Premium) or
 *   the Custom Prompt tab (Basic, whose summaries are behind the upsell) is brought into view at once
 *   (not by the page's smooth scrolling, which moved the target away from the tap) and tapped where it
 *   shows, again every 50 ms, until the page answers (the card's disclosure opens; the tab is
 *   selected). A target that is a link (the first paint's tab, before the script) is tapped once and
 *   its page awaited, as a reader would. Times are from the first document's navigation start, also
 *   when the answer is in the page the link led to;
 * - rounds: requests grouped by when they start against when earlier responses ended (a request that
 *   starts after some response ended may have waited for it, so it is one round later), for every
 *   request before that moment and for the API calls alone;
 * - the gzipped bytes (gzip -9, as npm run check:budget) of every script the page loaded (each file once).
 * Absolute times move with the machine's load (printed beside them); rounds and bytes do not.
 * WEB_TRACE=1 prints each request before the first summary (start-end, type, path).
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { type CDPSession, chromium, type Page, request } from '@playwright/test';
import { SESSION_COOKIE, STORAGE_KEYS } from '#domain/constants.ts';
import { DEMO, login } from '#tests/e2e/support/api.ts';
import { startStack } from '#tests/e2e/support/stack.ts';
import { visitEarlier } from './earlierVisit.ts';
import { printTable } from './report.ts';

const RUNS = Number(process.env.WEB_RUNS ?? 5);
const PROFILE = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const CPU_SLOWDOWN = 4;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
/** A saved summary's card: an <article> with its title (src/features/summaries/SummaryCard.tsx). */
const FIRST_SUMMARY = 'article[aria-label] h3';
/** What a tap is aimed at, and the sign that the page answered it (tap measure, issue 27.6). */
interface Tap {
  target: string;
  answered: string;
}
/** Premium: a card's Show More (a native disclosure, decision 257) opens the card. */
const SHOW_MORE: Tap = {
  target: 'article[aria-label] details:not([open]) > summary',
  answered: 'article[aria-label] details[open]',
};
/** Basic (no list: the upsell covers it): the Custom Prompt tab is selected. */
const PROMPT_TAB: Tap = {
  target: '[role="tab"]:first-child',
  answered: '[role="tab"]:first-child[aria-selected="true"]',
};
/** Basic has no summary to paint: its first screen is there when its tabs are. */
const BASIC_FIRST = '[role="tablist"]';

interface Req {
  url: string;
  type: string;
  start: number;
  end: number;
}

interface Sample {
  /** The first summary painted (dashboard: possibly the server's first paint), or the load event. */
  ms: number;
  /** Dashboard: the page live (hydrated: its tabs are buttons, decision 295). */
  live: number | undefined;
  /** Dashboard: when the page answered the first tap (see Tap). */
  tap: number | undefined;
  rounds: number;
  apiRounds: number;
  apiCalls: string[];
  scriptBytes: number;
  scripts: number;
}

/**
 * Marks, in milliseconds since the epoch (`performance.timeOrigin` + page time: a tap on a link answers
 * in another document), when the first summary appears; runs before any of each document's scripts. A
 * string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const watchFor = (selector: string, tap: Tap) => `(() => {
  const check = () => {
    if (window.__tapAnswered === undefined && document.querySelector(${JSON.stringify(tap.answered)}))
      window.__tapAnswered = performance.timeOrigin + performance.now();
    if (window.__firstSeen === undefined && document.querySelector(${JSON.stringify(selector)})) {
      window.__firstSeen = performance.now();
      // The next frame: the one that paints it (no frame runs while a stylesheet blocks rendering).
      requestAnimationFrame(() => { window.__firstPainted = performance.timeOrigin + performance.now(); });
    }
    if (window.__liveSeen === undefined && document.querySelector('#root button[role="tab"]'))
      window.__liveSeen = performance.timeOrigin + performance.now();
  };
  // Attributes too: a tap's answer may be a disclosure's open or a tab's aria-selected, nothing added.
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'aria-selected'],
  });
})();`;

function isApi(url: string): boolean {
  const path = new URL(url).pathname;
  return path.startsWith('/api/') || path === '/check-website';
}

/** Round of each request: one more than the latest round among the responses that ended before it started. */
function rounds(requests: Req[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const round = new Map<Req, number>();
  for (const r of sorted) {
    let before = 0;
    for (const q of sorted) if (q !== r && q.end <= r.start) before = Math.max(before, round.get(q) ?? 0);
    round.set(r, before + 1);
  }
  return Math.max(0, ...round.values());
}

function record(cdp: CDPSession): Map<string, Req> {
  const requests = new Map<string, Req>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('http'))
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: e.timestamp, end: Infinity });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
  });
  const done = (e: { requestId: string; timestamp: number }) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return requests;
}

const gzipCache = new Map<string, number>();
async function gzipped(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/**
 * watchFor's mark `name`, or undefined; also while the page navigates (a tapped link), when there is
 * no document to ask yet. Evaluated as an expression: the page's CSP refuses eval.
 */
async function mark(page: Page, name: string): Promise<number | undefined> {
  try {
    return (await page.evaluate(`window.${name}`)) as number | undefined;
  } catch {
    return undefined;
  }
}

/** Waits until watchFor has set `name`; its time since the first document's navigation start. */
async function marked(page: Page, name: string, origin: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const at = await mark(page, name);
    if (at !== undefined) return at - origin;
    if (Date.now() > deadline) throw new Error(`${name} was never marked within 60 s`);
    await page.waitForTimeout(20);
  }
}

/**
 * Where to tap the target (a string, as watchFor): brought into view first, at once (a reader scrolls
 * to it, then taps), then its centre; null when it does not show, or while the document is replaced.
 */
async function targetBox(page: Page, tap: Tap): Promise<{ x: number; y: number; link: boolean } | null> {
  try {
    return (await page.evaluate(`(() => {
      const shown = [...document.querySelectorAll(${JSON.stringify(tap.target)})].find((el) => el.getBoundingClientRect().height > 0);
      if (!shown) return null;
      shown.scrollIntoView({ block: 'center', behavior: 'instant' });
      const rect = shown.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, link: shown.closest('a[href]') !== null };
    })()`)) as { x: number; y: number; link: boolean } | null;
  } catch {
    return null;
  }
}

/**
 * Taps the target where it shows (the first paint's or the live page's: the same place) until the page
 * answers; a tap on a page that cannot answer yet does nothing, like a reader's.
 */
async function tapUntilAnswered(page: Page, tap: Tap, origin: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answered = await mark(page, '__tapAnswered');
    if (answered !== undefined) return answered - origin;
    const box = await targetBox(page, tap);
    if (box) await page.touchscreen.tap(box.x, box.y);
    // A link is tapped once: its page is the answer, and another tap would start it again.
    if (box?.link) return marked(page, '__tapAnswered', origin);
    await page.waitForTimeout(50);
  }
  const seen = await page.evaluate(
    `({ firstPaint: !!document.getElementById('first-paint-snapshot'), targets: document.querySelectorAll(${JSON.stringify(tap.target)}).length, path: location.pathname })`,
  );
  throw new Error(`no answer to a tap on ${tap.target} within 60 s: ${JSON.stringify(seen)}`);
}

async function measure(
  page: Page,
  cdp: CDPSession,
  url: string,
  until: 'summary' | 'load',
  tap?: Tap,
): Promise<Sample> {
  const requests = record(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Committed, not loaded: the tap starts when the first thing is painted, while scripts may still arrive.
  await page.goto(url, { waitUntil: until === 'summary' ? 'commit' : 'load', timeout: 60_000 });
  let ms: number;
  let live: number | undefined;
  let tapped: number | undefined;
  if (until === 'summary') {
    const origin = (await page.evaluate('performance.timeOrigin')) as number;
    ms = await marked(page, '__firstPainted', origin);
    if (tap) tapped = await tapUntilAnswered(page, tap, origin);
    live = await marked(page, '__liveSeen', origin);
    await page.waitForLoadState('load');
  } else {
    ms = (await page.evaluate("performance.getEntriesByType('navigation')[0].duration")) as number;
  }
  await page.waitForTimeout(300);
  const all = [...requests.values()];
  // CDP timestamps are seconds on the browser's monotonic clock; the document request starts the page.
  const origin = Math.min(...all.map((r) => r.start));
  const cut = origin + ms / 1000;
  const before = all.filter((r) => r.start <= cut);
  const api = before.filter((r) => isApi(r.url));
  const scripts = [
    ...new Map(
      all.filter((r) => r.type === 'Script' && new URL(r.url).origin === new URL(url).origin).map((r) => [r.url, r]),
    ).values(),
  ];
  if (process.env.WEB_TRACE === '1')
    for (const r of [...before].sort((a, b) => a.start - b.start))
      console.log(
        `${Math.round((r.start - origin) * 1000)}-${Math.round((r.end - origin) * 1000)} ms ${r.type} ${new URL(r.url).pathname}`,
      );
  let scriptBytes = 0;
  for (const s of scripts) scriptBytes += await gzipped(s.url);
  return {
    ms,
    live,
    tap: tapped,
    rounds: rounds(before),
    apiRounds: rounds(api),
    apiCalls: api.map((r) => new URL(r.url).pathname),
    scriptBytes,
    scripts: scripts.length,
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

async function main(): Promise<void> {
  const stack = await startStack({ LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const api = await request.newContext({ baseURL: stack.baseURL });
    const { hostname } = new URL(stack.baseURL);
    const cookie = { domain: hostname, path: '/', expires: -1, secure: false, sameSite: 'Lax' as const };
    /**
     * A returning reader: the session cookie, the stored token and the plan last seen, and what an
     * earlier visit's page wrote when idle: the time zone's cookie and its stored name (decisions 209,
     * 298). That visit is made here, so the state is the site's own.
     */
    const signedIn = async (email: string, plan: 'premium' | 'basic') => {
      const token = await login(api, email, DEMO.password);
      const context = await browser.newContext();
      await context.addCookies([{ ...cookie, name: SESSION_COOKIE, value: token, httpOnly: true }]);
      await context.addInitScript(
        `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)});
         localStorage.setItem(${JSON.stringify(STORAGE_KEYS.plan)}, ${JSON.stringify(plan)});`,
      );
      const page = await context.newPage();
      await visitEarlier(page, context, stack.baseURL);
      const state = await context.storageState();
      await context.close();
      return state;
    };
    const premium = await signedIn(DEMO.premium, 'premium');
    const basic = await signedIn(DEMO.basic, 'basic');
    await api.dispose();
    const dashboard = `${stack.baseURL}/dashboard`;
    const pages = [
      { name: 'landing', url: `${stack.baseURL}/`, until: 'load' as const, state: undefined, first: FIRST_SUMMARY },
      {
        name: 'dashboard',
        url: dashboard,
        until: 'summary' as const,
        state: premium,
        first: FIRST_SUMMARY,
        tap: SHOW_MORE,
      },
      {
        name: 'dashboard Basic',
        url: dashboard,
        until: 'summary' as const,
        state: basic,
        first: BASIC_FIRST,
        tap: PROMPT_TAB,
      },
    ];
    const rows = [];
    for (const target of pages) {
      const samples: Sample[] = [];
      const loads: string[] = [];
      // One load first that is not counted: the server's first request for a page loads its renderer and
      // warms the database's caches, which a server that has been running has already done.
      for (let i = -1; i < RUNS; i++) {
        if (i >= 0) loads.push(load());
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          ...(target.state ? { storageState: structuredClone(target.state) } : {}),
        });
        await context.addInitScript({ content: watchFor(target.first, target.tap ?? SHOW_MORE) });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const sample = await measure(page, cdp, target.url, target.until, target.tap);
        if (i >= 0) samples.push(sample);
        await context.close();
      }
      const last = samples.at(-1);
      if (target.name !== 'landing' && last)
        console.log(`${target.name} API calls before its first screen: ${last.apiCalls.join(', ')}`);
      rows.push({
        page: target.name,
        measured:
          target.until === 'load' ? 'load event' : target.first === FIRST_SUMMARY ? 'first summary' : 'first screen',
        'median ms': Math.round(median(samples.map((s) => s.ms))),
        'min-max ms': `${Math.round(Math.min(...samples.map((s) => s.ms)))}-${Math.round(Math.max(...samples.map((s) => s.ms)))}`,
        'live ms': target.until === 'summary' ? Math.round(median(samples.map((s) => s.live ?? Number.NaN))) : '-',
        'tap ms': target.tap ? Math.round(median(samples.map((s) => s.tap ?? Number.NaN))) : '-',
        rounds: median(samples.map((s) => s.rounds)),
        'API rounds': target.until === 'summary' ? median(samples.map((s) => s.apiRounds)) : '-',
        scripts: median(samples.map((s) => s.scripts)),
        'script gzip B': median(samples.map((s) => s.scriptBytes)),
        'load avg': loads.join(' '),
      });
    }
    printTable(`Web, mobile profile (150 ms RTT, 1.6/0.75 Mbit/s, CPU x${CPU_SLOWDOWN}), median of ${RUNS}`, rows);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
