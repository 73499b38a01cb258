/**
 * Addresses (issue 17 item 6, issue 12 item 8): broken percent-encoding is the caller's mistake
 * (400 for the API, the site's 404 page for people), never a 5xx or an error in the log; unknown
 * addresses a person opens get the site's pages, not JSON or the API reference; production serves
 * no source maps.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { createApp } from '#server/app.ts';
import { type TestApp, type TestUser, createTestApp } from '#tests/server/harness.ts';

const SHELL = '<!doctype html><html><body><div id="root">app shell</div></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'skimly-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), SHELL);
writeFileSync(join(dist, '__landing.html'), SHELL);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)\n//# sourceMappingURL=app-abc123.js.map');
writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sourcesContent":["const secret = 1"]}');

const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let t: TestApp;
let user: TestUser;
let site: ReturnType<typeof createApp>;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp({ premium: true });
  // The same app, logging everything to a list the tests read.
  const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
  site = createApp({ ...t.ctx, log }, { site: { dir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('broken percent-encoding', () => {
  const apiAddresses = [
    '/api/summaries?search=%E0%A4%A',
    '/api/summaries/%E0%A4%A',
    '/api/user-info?x=%ff',
    '/api/%ff',
    '/check-website?%zz=1',
    '/auth/google/website?state=%E0%A4%A-long-enough',
    '/api/payment/success?session_id=%E0%A4%A',
  ];

  it('answers an API address 400 with a clear message, for every method', async () => {
    for (const path of apiAddresses) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await site.request(path, {
          method,
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(await res.json()).toEqual({ code: 'bad_request', message: messages.security.malformedUrl });
      }
    }
  });

  it("answers a site address with the site's 404 page for a person and a plain 404 for a script", async () => {
    for (const path of ['/%E0%A4%A', '/assets/%ff.js', '/uninstall/%E0%A4%A', '/dashboard/%ff']) {
      const page = await site.request(path, { headers: asBrowser });
      expect(page.status, path).toBe(404);
      expect(await page.text(), path).toContain('app shell');
      const script = await site.request(path);
      expect(script.status, path).toBe(404);
    }
  });

  it('never logs an error for them', async () => {
    lines.length = 0;
    for (const path of [...apiAddresses, '/%E0%A4%A', '/assets/%ff.js']) {
      await site.request(path, { headers: asBrowser });
      await site.request(path);
    }
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });
});

describe('unknown addresses a person opens (issue 12, item 8)', () => {
  it.each([
    '/no-such.page',
    '/favicon-old.ico',
    '/docs/nothing',
    '/api/nothing',
    '/check-website/nothing',
    '/test-checkout/a/b',
  ])("%s shows the site's 404 page, not JSON or the API reference", async (path) => {
    const res = await site.request(path, { headers: asBrowser });
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('app shell');
  });

  it('a dotted id is still the uninstall page (the router decides)', async () => {
    const res = await site.request('/uninstall/abc.def', { headers: asBrowser });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('app shell');
  });

  it('API clients still get JSON 404s and scripts a plain 404 for a missing file', async () => {
    const api = await site.request('/api/nothing', { headers: { accept: 'application/json' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    expect((await site.request('/assets/missing.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });
});

describe('source maps', () => {
  it('are served in development, where the tools use them', async () => {
    expect((await site.request('/assets/app-abc123.js.map')).status).toBe(200);
  });

  it('are not served in production: the whole source stays on the server', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://skimly.example',
      TEST_MODE: 'true',
    });
    try {
      const app = createApp(production.ctx, { site: { dir: dist } });
      const map = await app.request('/assets/app-abc123.js.map');
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('sourcesContent');
      expect((await app.request('/assets/app-abc123.js')).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
