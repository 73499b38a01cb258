/**
 * Decision 209: a signed-in Premium reader's /dashboard HTML carries the page's first paint, so the
 * summaries show before the script arrives; the live page then takes its place without moving them.
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

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const)
  test(`${device}: the dashboard shows its summaries from the HTML, and the live page replaces them in place`, async ({
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
  expect(body).toContain('<div id="first-paint">');
  const order = SAVED.map(({ title }) => body.indexOf(title));
  expect(order.every((at) => at > 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => b - a));
  // Without the reader's time zone there is no date to write: no first paint.
  await page.context().clearCookies({ name: TIME_ZONE_COOKIE });
  expect(await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text()).not.toContain(
    'id="first-paint"',
  );
  await page.reload();
  await expect.poll(zoneCookie).toBe(readerZone);
  // A view in the address is the live page's to draw.
  expect(
    await (await page.request.get('/dashboard?page=1', { headers: { accept: 'text/html' } })).text(),
  ).not.toContain('id="first-paint"');

  // Without the script, the first paint is the page: its cards where the live page will put them.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  const painted = await titleBoxes(page, '#first-paint');
  expect(painted.map((t) => t.text)).toEqual(SAVED.map((s) => s.title).reverse());
  const firstPaint = page.locator('#first-paint');
  await expect(firstPaint.getByRole('button', { name: messages.dashboard.showMore })).toHaveCount(2);

  // With it, the live page takes over: same cards, same places, and it works.
  await page.unroute(/\/assets\/.*\.js$/);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${searchParams.get('page') === '1' ? ' page 1' : ''}`);
  });
  await page.goto('/dashboard');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(await titleBoxes(page, '#root')).toEqual(painted);
  await page.getByRole('button', { name: messages.dashboard.showMore }).first().click();
  await expect(page.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
  // It resumed from the machine's snapshot in the HTML (decision 288): nothing the server read is asked again.
  for (const read of ['/api/user-info', '/api/subscription/current-plan', '/api/user-prompt'])
    expect(asked).not.toContain(read);
  expect(asked).not.toContain('/api/summaries page 1');
}

test('before the script runs, Show More opens and links work; the live page keeps the card open where it was', async ({
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
  const painted = page.locator('#first-paint').getByRole('article', { name: NEWEST });
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

  // The script arrives: the live page takes over with the card still open, where it was.
  release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const live = page.getByRole('article', { name: NEWEST });
  await expect(live.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
  expect(await live.boundingBox()).toEqual(open);
  // And it is the live page's own: Show Less folds it.
  await live.getByRole('button', { name: messages.dashboard.showLess }).click();
  await expect(live.getByRole('button', { name: messages.dashboard.showMore })).toBeVisible();
  expect((await live.boundingBox())?.height).toBe(folded);
});

test('tapped the moment the first summary is painted, while the script arrives, Show More opens and stays open', async ({
  page,
  dataDir,
}) => {
  await premiumReader(page, dataDir);
  await page.setViewportSize({ width: 375, height: 740 });
  // Nothing held back: the tap meets the first paint or the live page taking its place, and either answers.
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const card = page.getByRole('article', { name: NEWEST });
  await card.getByRole('button', { name: messages.dashboard.showMore }).click();
  await expect(card.getByText('The end.')).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
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
  expect(await anonymous.text()).not.toContain('id="first-paint"');

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
  expect(await basic.text()).toContain('<div id="first-paint">');

  // Without the script: the plan, the upsell, and the tab the address names (decision 258), which a
  // tap on a tab reaches: before the script a tab is a link to its address (decision 293).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  const painted = page.locator('#first-paint');
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
  const before = await mainWords(page, '#first-paint');

  // With it, the live page says the same.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/dashboard?tab=prompt');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByText(messages.dashboard.premiumFeature)).toBeVisible();
  expect(await mainWords(page, '#root')).toBe(before);
});
