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

async function firstPaintThenLive(page: Page, dataDir: string, viewport: { width: number; height: number }) {
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
  // Signed in at the default width (a phone's header hides Sign In in its menu), then read at this one.
  await page.setViewportSize(viewport);
  // Every page tells the server the reader's time zone once the browser is idle.
  const readerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const zoneCookie = async () => (await page.context().cookies()).find((c) => c.name === TIME_ZONE_COOKIE)?.value;
  await expect.poll(zoneCookie).toBe(readerZone);

  // The HTML itself: the first paint, newest first, for this reader only.
  const html = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(html.headers()['cache-control']).toBe('private, no-store');
  const body = await html.text();
  expect(body).toContain('<div id="first-paint" inert>');
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
  await expect(page.locator(`#first-paint button:has-text("${messages.dashboard.showMore}")`)).toHaveCount(2);

  // With it, the live page takes over: same cards, same places, and it works.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/dashboard');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(await titleBoxes(page, '#root')).toEqual(painted);
  await page.getByRole('button', { name: messages.dashboard.showMore }).first().click();
  await expect(page.getByRole('button', { name: messages.dashboard.showLess })).toBeVisible();
}

test('no first paint without a session or for a Basic reader', async ({ page, dataDir }) => {
  const anonymous = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(await anonymous.text()).not.toContain('id="first-paint"');

  const email = uniqueEmail('first-paint-basic');
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  await api.dispose();
  await signIn(page, email, PASSWORD);
  const basic = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(basic.headers()['cache-control']).toBe('no-cache');
  expect(await basic.text()).not.toContain('id="first-paint"');
  await expect(page.getByText(messages.dashboard.basicPlan)).toBeVisible();
});
