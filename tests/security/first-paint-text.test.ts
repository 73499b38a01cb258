/**
 * Issue 26.3: the dashboard's first paint was put into the page with String.replace, whose
 * replacement text was the rendered HTML, so `$&`, `$'` and `` $` `` in a summary's title were read
 * as patterns: the page got extra roots, the app mounted into the wrong one and stayed blank. The
 * first paint is inserted as text. Real routes and database; the renderer is a stand-in that writes
 * the titles (escaped for HTML, as React does), so the test needs no build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE, TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { createApp } from '#server/app.ts';
import { call } from '#tests/server/client.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

const ROOT_DIV = '<div id="root">';
const SHELL = `<!doctype html><html><head><title>Skimly</title></head><body>${ROOT_DIV}</div><script type="module" src="/assets/app.js"></script></body></html>`;
const RENDERER = `export function renderDashboardFirstPaint(data) {
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    root: data.page.summaries.map((s) => '<h3>' + esc(s.title) + '</h3>').join(''),
    after: '<script type="application/json" id="first-paint-snapshot">{}</script>',
  };
}
`;

let app: TestApp;
let root: string;
beforeAll(async () => {
  app = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'skimly-first-paint-'));
  mkdirSync(join(root, 'client'));
  mkdirSync(join(root, 'server'));
  for (const name of ['index.html', '__dashboard.html', '__dashboard-first-paint.html'])
    writeFileSync(join(root, 'client', name), SHELL);
  writeFileSync(join(root, 'server', 'entry-first-paint.js'), RENDERER);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

it("puts a title with $&, $' and $` into the first paint as written, inside the one root", async () => {
  const user = await app.signUp({ premium: true });
  const title = "Prices in $& and $' and $` and $$ and $1";
  const saved = await call(app, 'POST', '/api/summaries', {
    token: user.token,
    body: { title, video_id: 'dQw4w9WgXcQ', type: 'video', summary: 'A summary.' },
  });
  expect(saved.status).toBe(201);

  const site = createApp(app.ctx, { site: { dir: join(root, 'client') } });
  const res = await site.request('/dashboard', {
    headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${user.token}; ${TIME_ZONE_COOKIE}=UTC` },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(`${ROOT_DIV}<h3>${title.replace('&', '&amp;')}</h3></div><script type="application/json"`);
  expect(html.split(ROOT_DIV)).toHaveLength(2);
  expect(html.split('<!doctype html>')).toHaveLength(2);
});
