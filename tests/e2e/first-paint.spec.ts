/**
 * Decisions 209, 295: a signed-in reader's /dashboard HTML carries the page's first paint in #root,
 * so the summaries show before the script arrives; the browser then hydrates that markup: the same
 * elements become the live page, nothing drawn again, nothing moved.
 */
import { type Page, request as playwrightRequest } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { login } from './support/api.ts';
import { createVerifiedUser, makePremium, PASSWORD, siteHeaders, signIn, uniqueEmail } from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

const LONG = `${'A long look at the lecture, point by point. '.repeat(40)}The end.`;
const SAVED = [
  { title: 'First paint, oldest', summary: LONG },
  { title: 'First paint, short', summary: 'Two lines at most.' },
  { title: 'First paint, newest', summary: LONG },
];
const NEWEST = 'First paint, newest';

/** Where each card's title is: the live page must put them where the first paint did. */
async function titleBoxes(page: Page, root: string) {
  const titles = page.locator(`${root} article[aria-label] h3`);
  await expect(titles.first()).toBeVisible();
  return titles.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent, x: Math.round(box.x), y: Math.round(box.y) };
    }),
  );
}

/** The server's data block beside #root: the first paint is in this HTML. */
const SNAPSHOT_BLOCK = 'id="first-paint-snapshot"';

/** Hydrated: the tabs, links to their addresses in the server's markup, are the live page's buttons. */
async function hydrated(page: Page) {
  await expect(page.locator('#root button[role="tab"]').first()).toBeVisible();
  await expect(page.locator('#root a[role="tab"]')).toHaveCount(0);
}

/**
 * Keeps the page's <main> as the HTML parser puts it into #root (window.__painted), before any script
 * runs: after hydration it must still be the page's, not a copy drawn again.
 */
async function keepPaintedMain(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector('#root main');
      if (!main) return;
      (window as unknown as { __painted: Element }).__painted = main;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the <main> kept by keepPaintedMain is the one on screen now. */
function samePaintedMain(page: Page) {
  return page.evaluate(() => {
    const painted = (window as unknown as { __painted?: Element }).__painted;
    return painted?.isConnected === true && painted === document.querySelector('#root main');
  });
}

/**
 * The page's errors: a hydration that fails is reported as one (React's recoverable error). A
 * thumbnail that does not load (no internet here) is the browser's note, not the page's error.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const)
  test(`${device}: the dashboard shows its summaries from the HTML, and the browser hydrates them in place`, async ({
    page,
    dataDir,
  }) => {
    await firstPaintThenLive(page, dataDir, viewport);
  });

/** A Premium reader with SAVED, signed in with the time-zone cookie set: the server draws their first paint. */
async function premiumReader(page: Page, dataDir: string) {
  const email = uniqueEmail('first-paint');
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  for (const { title, summary } of SAVED) {
    const saved = await api.post('/api/summaries', {
      headers: siteHeaders(token),
      data: { title, video_id: 'dQw4w9WgXcQ', summary },
    });
    expect(saved.status()).toBe(201);
  }
  await api.dispose();
  await signIn(page, email, PASSWORD);
  // Every page tells the server the reader's time zone once the browser is idle.
  const readerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const zoneCookie = async () => (await page.context().cookies()).find((c) => c.name === TIME_ZONE_COOKIE)?.value;
  await expect.poll(zoneCookie).toBe(readerZone);
  return { readerZone, zoneCookie };
}

async function firstPaintThenLive(page: Page, dataDir: string, viewport: { width: number; height: number }) {
  const { readerZone, zoneCookie } = await premiumReader(page, dataDir);
  // Signed in at the default width (a phone's header hides Sign In in its menu), then read at this one.
  await page.setViewportSize(viewport);

  // The HTML itself: the first paint, newest first, for this reader only.
  const html = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(html.headers()['cache-control']).toBe('private, no-store');
  const body = await html.text();
  expect(body).toContain(SNAPSHOT_BLOCK);
  expect(body).not.toContain('<div id="root"><!--');
  const order = SAVED.map(({ title }) => body.indexOf(title));
  expect(order.every((at) => at > 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => b - a));
  // Without the reader's time zone there is no date to write: no first paint.
  await page.context().clearCookies({ name: TIME_ZONE_COOKIE });
  expect(await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text()).not.toContain(
    SNAPSHOT_BLOCK,
  );
  await page.reload();
  await expect.poll(zoneCookie).toBe(readerZone);
  // A view in the address is the live page's to draw.
  expect(
    await (await page.request.get('/dashboard?page=1', { headers: { accept: 'text/html' } })).text(),
  ).not.toContain(SNAPSHOT_BLOCK);

  // Without the script, the first paint is the page: its cards where the live page has them.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  const painted = await titleBoxes(page, '#root');
  expect(painted.map((t) => t.text)).toEqual(SAVED.map((s) => s.title).reverse());
  await expect(page.getByRole('button', { name: messages.dashboard.showMore })).toHaveCount(2);

  // With it, the browser hydrates the same cards: the same elements in the same places, and they work.
  await page.unroute(/\/assets\/.*\.js$/);
  await keepPaintedMain(page);
  const errors = pageErrors(page);
  const asked: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${searchParams.get('page') === '1' ? ' page 1' : ''}`);
    if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
  });
  await page.goto('/dashboard');
  await hydrated(page);
  expect(await samePaintedMain(page)).toBe(true);
  expect(await titleBoxes(page, '#root')).toEqual(painted);
  await page.getByRole('button', { name: messages.dashboard.showMore }).first().click();
  await expect(page.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
  // It resumed from the machine's snapshot in the HTML (decision 288): nothing the server read is asked again.
  for (const read of ['/api/user-info', '/api/subscription/current-plan', '/api/user-prompt'])
    expect(asked).not.toContain(read);
  expect(asked).not.toContain('/api/summaries page 1');
  // Its styles came in the HTML: none of its sheets is fetched or applied again (decision 299); only
  // the sheets of the parts loaded later (dialogs, export) are.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => link.disabled)
      .map((link) => new URL(link.href).pathname),
  );
  expect(inline.length).toBeGreaterThan(3);
  expect(stylesheets.filter((sheet) => inline.includes(sheet))).toEqual([]);
  expect(errors).toEqual([]);
}

test('before the script runs, Show More opens and links work; hydrated, the card stays open where it was', async ({
  page,
  dataDir,
}) => {
  await premiumReader(page, dataDir);
  await page.setViewportSize({ width: 375, height: 740 });
  // The script, and every stylesheet file, are held back until the reader has used the first paint.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const painted = page.getByRole('article', { name: NEWEST });
  await expect(painted).toBeVisible();
  // Styled already: its stylesheets are in the HTML, so the paint waits for no other file.
  expect(await painted.evaluate((card) => getComputedStyle(card).fontFamily)).toContain('Inter');
  const folded = (await painted.boundingBox())?.height ?? 0;

  // Tapped the moment the first summary is painted: the card opens, and its button says so.
  await painted.getByRole('button', { name: messages.dashboard.showMore }).click();
  await expect(painted.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
  await expect(painted.getByText('The end.')).toBeVisible();
  const open = await painted.boundingBox();
  expect(open?.height ?? 0).toBeGreaterThan(folded);
  // A link is a link without the script; what needs the script waits for it (inert: no focus, no press).
  const video = painted.getByRole('link', { name: messages.dashboard.youtubeVideoOf(NEWEST) });
  await video.focus();
  await expect(video).toBeFocused();
  const copy = painted.getByRole('button', { name: messages.summaryActions.copy });
  await copy.focus();
  await expect(copy).not.toBeFocused();

  // The script arrives: the page is hydrated with the card still open, where it was, and its controls live.
  release();
  await hydrated(page);
  await expect(painted.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
  expect(await painted.boundingBox()).toEqual(open);
  await copy.focus();
  await expect(copy).toBeFocused();
  // And it is the live page's own: Show Less folds it.
  await painted.getByRole('button', { name: messages.dashboard.showLess }).click();
  await expect(painted.getByRole('button', { name: messages.dashboard.showMore })).toBeVisible();
  expect((await painted.boundingBox())?.height).toBe(folded);
});

test('tapped the moment the first summary is painted, while the script arrives, Show More opens and stays open', async ({
  page,
  dataDir,
}) => {
  await premiumReader(page, dataDir);
  await page.setViewportSize({ width: 375, height: 740 });
  // Nothing held back: the tap meets the server's markup or the page hydrating it, and either answers.
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const card = page.getByRole('article', { name: NEWEST });
  await card.getByRole('button', { name: messages.dashboard.showMore }).click();
  await expect(card.getByText('The end.')).toBeVisible();
  await hydrated(page);
  await expect(card.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
});

/** The words of a page's main region, as a reader goes through them. */
async function mainWords(page: Page, root: string): Promise<string> {
  return ((await page.locator(`${root} main`).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

test("no first paint without a session; a Basic reader's is their page, upsell included, before the script as after it", async ({
  page,
  dataDir,
}) => {
  const anonymous = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(await anonymous.text()).not.toContain(SNAPSHOT_BLOCK);

  const email = uniqueEmail('first-paint-basic');
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  await api.dispose();
  await signIn(page, email, PASSWORD);
  const readerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === TIME_ZONE_COOKIE)?.value)
    .toBe(readerZone);
  const basic = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(basic.headers()['cache-control']).toBe('private, no-store');
  expect(await basic.text()).toContain(SNAPSHOT_BLOCK);

  // Without the script: the plan, the upsell, and the tab the address names (decision 258), which a
  // tap on a tab reaches: before the script a tab is a link to its address (decision 293).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  const painted = page.locator('#root');
  await expect(painted.getByRole('tab', { name: messages.dashboard.tabSummaries })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await painted.getByRole('tab', { name: messages.dashboard.tabPrompt }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=prompt$/);
  await expect(painted.getByText(messages.dashboard.basicPlan)).toBeVisible();
  await expect(painted.getByText(messages.dashboard.premiumFeature)).toBeVisible();
  await expect(painted.getByRole('tab', { name: messages.dashboard.tabPrompt })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const before = await mainWords(page, '#root');

  // With it, the hydrated page says the same, from the same elements, and makes no call Basic is refused.
  await page.unroute(/\/assets\/.*\.js$/);
  await keepPaintedMain(page);
  const errors = pageErrors(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await page.goto('/dashboard?tab=prompt');
  await hydrated(page);
  await expect(page.getByText(messages.dashboard.premiumFeature)).toBeVisible();
  expect(await samePaintedMain(page)).toBe(true);
  expect(await mainWords(page, '#root')).toBe(before);
  expect(errors).toEqual([]);
  expect(refused).toEqual([]);
});
