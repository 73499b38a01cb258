import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXTENSION_STORE_URL, SITE_META } from '#domain/constants.ts';
import { createApp } from '#server/app.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { mailTransport, startMail } from '#server/mail/index.ts';
import { filterStart } from '#server/summaries/dates.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '#server/seed/index.ts';
import { call } from './client.ts';
import { createTestApp } from './harness.ts';

describe('configuration', () => {
  it('fails fast naming every bad variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', BODY_LIMIT_BYTES: '-1' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const message = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'BODY_LIMIT_BYTES']) expect(message).toContain(name);
    }
  });

  it('has working defaults and never seeds demo data in production', () => {
    const dev = loadConfig({});
    expect(dev).toMatchObject({ PORT: 3000, PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '.data', SEED_DEMO: true });
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://skimly.example', TEST_MODE: 'true' };
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ EXTENSION_ORIGINS: 'chrome-extension://a, chrome-extension://b' }).EXTENSION_ORIGINS).toEqual([
      'chrome-extension://a',
      'chrome-extension://b',
    ]);
  });

  it('takes only a Chrome Web Store https address as EXTENSION_STORE_URL (decision 174)', () => {
    const listing = 'https://chromewebstore.google.com/detail/skimly/abcdefghijklmnopabcdefghijklmnop';
    expect(loadConfig({ EXTENSION_STORE_URL: listing }).EXTENSION_STORE_URL).toBe(listing);
    expect(loadConfig({ EXTENSION_STORE_URL: '' }).EXTENSION_STORE_URL).toBeUndefined();
    for (const bad of ['http://chromewebstore.google.com/detail/x', 'https://example.com/detail/x', 'store'])
      expect(() => loadConfig({ EXTENSION_STORE_URL: bad })).toThrow(/EXTENSION_STORE_URL/);
  });
});

describe('demo data', () => {
  it('seeds two verified accounts and 40 Premium summaries across every date filter, once', async () => {
    const app = await createTestApp();
    try {
      const now = new Date();
      await seedDemo(app.ctx.db, now);
      await seedDemo(app.ctx.db, now);
      const login = await call<{ token: string; user: { is_premium: boolean } }>(app, 'POST', '/api/login', {
        body: { email: DEMO_ACCOUNTS.premium, password: DEMO_PASSWORD },
      });
      expect(login.body.user.is_premium).toBe(true);
      const basic = await call<{ user: { is_premium: boolean } }>(app, 'POST', '/api/login', {
        body: { email: DEMO_ACCOUNTS.basic, password: DEMO_PASSWORD },
      });
      expect(basic.body.user.is_premium).toBe(false);
      const rows = await app.ctx.db.query<{ created_at: Date; summary: string; video_id: string }>(
        'SELECT s.created_at, s.summary, s.video_id FROM summaries s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
        [DEMO_ACCOUNTS.premium],
      );
      expect(rows).toHaveLength(40);
      expect(rows.every((r) => /^[\w-]{11}$/.test(r.video_id))).toBe(true);
      expect(rows.some((r) => r.summary.startsWith('```json'))).toBe(true);
      expect(rows.some((r) => r.summary.startsWith('['))).toBe(true);
      expect(rows.some((r) => !/^[[`]/.test(r.summary))).toBe(true);
      const today = filterStart('today', now, 'UTC')?.getTime() ?? 0;
      const month = filterStart('month', now, 'UTC')?.getTime() ?? 0;
      const times = rows.map((r) => new Date(r.created_at).getTime());
      expect(times.filter((t) => t >= today).length).toBeGreaterThan(0);
      expect(times.filter((t) => t < month).length).toBeGreaterThan(0);
      expect(times.every((t) => t <= now.getTime())).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('serving the built site', () => {
  const dist = mkdtempSync(join(tmpdir(), 'skimly-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, '__landing.html'), '<!doctype html><title>landing</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

  it('answers / with the prerendered landing page, SPA routes with index.html, assets with a long cache', async () => {
    const t = await createTestApp();
    try {
      const app = createApp(t.ctx, { site: { dir: dist } });
      const landing = await app.request('/');
      expect(await landing.text()).toContain('landing');
      expect(landing.headers.get('cache-control')).toBe('no-cache');
      expect(await (await app.request('/dashboard')).text()).toContain('shell');
      expect(await (await app.request('/reset-password?token=x')).text()).toContain('shell');
      const asset = await app.request('/assets/app-abc123.js');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-type')).toContain('javascript');
      expect((await app.request('/assets/missing.js')).status).toBe(404);
      expect((await app.request('/../package.json')).status).not.toBe(200);
      const api = await app.request('/api/nothing-here');
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toContain('application/json');
    } finally {
      await t.close();
    }
  });

  it('tells every page the store address and whether Google sign-in is configured (decisions 174, 175)', async () => {
    const prerendered = `<!doctype html><html><head><title>landing</title></head><body><a href="${DEFAULT_EXTENSION_STORE_URL}">Add to Chrome</a></body></html>`;
    writeFileSync(join(dist, '__landing.html'), prerendered);
    const listing = 'https://chromewebstore.google.com/detail/skimly/abcdefghijklmnopabcdefghijklmnop';
    const configured = await createTestApp({
      EXTENSION_STORE_URL: listing,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    });
    const unset = await createTestApp();
    try {
      const page = await (await createApp(configured.ctx, { site: { dir: dist } }).request('/')).text();
      expect(page).toContain(`<meta name="${SITE_META.storeUrl}" content="${listing}">`);
      expect(page).toContain(`<meta name="${SITE_META.googleSignIn}" content="on">`);
      expect(page).toContain(`<a href="${listing}">Add to Chrome</a>`);
      const plain = await (await createApp(unset.ctx, { site: { dir: dist } }).request('/')).text();
      expect(plain).toContain(`<meta name="${SITE_META.googleSignIn}" content="off">`);
      expect(plain).toContain(`<meta name="${SITE_META.storeUrl}" content="${DEFAULT_EXTENSION_STORE_URL}">`);
    } finally {
      writeFileSync(join(dist, '__landing.html'), '<!doctype html><title>landing</title>');
      await configured.close();
      await unset.close();
    }
  });

  it('gzips scripts for browsers that accept it and leaves them plain for those that do not', async () => {
    writeFileSync(
      join(dist, 'assets', 'big-def456.js'),
      `export const copy = ${JSON.stringify('summary '.repeat(2000))};`,
    );
    const t = await createTestApp();
    try {
      const app = createApp(t.ctx, { site: { dir: dist } });
      const gzipped = await app.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      const bytes = new Uint8Array(await gzipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(2000);
      expect(gunzipSync(bytes).toString()).toContain('summary summary');
      const plain = await app.request('/assets/big-def456.js');
      expect(plain.headers.get('content-encoding')).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('outbox', () => {
  it('queues each e-mail, writes it as JSON into DATA_DIR/outbox and logs its link', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skimly-outbox-'));
    const t = await createTestApp();
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const now = () => new Date('2025-01-02T03:04:05Z');
    const mail = startMail({
      db: t.ctx.db,
      log,
      now,
      transport: mailTransport(loadConfig({ DATA_DIR: dataDir }), log),
    });
    try {
      const link = 'http://localhost:3000/verify-email?token=abc';
      await mail.queue.enqueue({ to: 'a@example.com', subject: 'Hi', text: 'Text', html: '<p>Text</p>', link });
      // Written aside then renamed: only whole .json files count.
      const written = () => readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.json'));
      await vi.waitFor(() => expect(written()).toHaveLength(1), { timeout: 30_000 });
      const files = written();
      expect(files[0]).toMatch(/^2025-01-02T03-04-05-000Z-[0-9a-f-]{36}\.json$/);
      expect(JSON.parse(readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8'))).toEqual({
        to: 'a@example.com',
        subject: 'Hi',
        text: 'Text',
        html: '<p>Text</p>',
        link,
        createdAt: '2025-01-02T03:04:05.000Z',
      });
      expect((await t.outbox()).map((m) => m.link)).toEqual([link]);
      await vi.waitFor(() => expect(lines.join('')).toContain(link), { timeout: 30_000 });
    } finally {
      await mail.worker?.stop(1000);
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
