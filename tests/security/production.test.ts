/**
 * Production never runs with payments or mail quietly unconfigured (issue 17, item 1 and 5): it
 * refuses to start and names every missing setting, unless TEST MODE is asked for by name, which
 * then says so at start and on every page.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { startServer } from '#tests/support/server.ts';
import { createApp } from '#server/app.ts';
import { createTestApp } from '#tests/server/harness.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Runs server/main.ts with exactly env (plus PATH) and returns its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => {
      output += b.toString();
    });
    child.stderr.on('data', (b: Buffer) => {
      output += b.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

describe('production start-up', () => {
  it('refuses to start with NODE_ENV=production and nothing else, naming every missing setting', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    for (const name of ['PUBLIC_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'TEST_MODE=true']) {
      expect(output).toContain(name);
    }
    expect(output).not.toContain('Skimly is running');
  }, 30_000);

  it('starts with TEST_MODE=true asked for by name, and warns that payments are not real', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'warn', TEST_MODE: 'true' }, timeoutMs: 60_000 });
    try {
      expect(server.output()).toContain('TEST MODE');
      const link = await fetch(`${server.url}/api/health`);
      expect(link.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

describe('TEST MODE banner', () => {
  const dist = mkdtempSync(join(tmpdir(), 'skimly-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '__landing.html'), '<!doctype html><html><body><div id="root">landing</div></body></html>');
  const pages = [
    '/',
    '/dashboard',
    '/success-payment?session_id=x',
    '/uninstall/a.b',
    '/no-such-page',
    '/docs/nothing',
  ];
  const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml' } };

  it('is on every page of a server in TEST MODE, before the app root', async () => {
    const t = await createTestApp({ TEST_MODE: 'true' });
    try {
      const app = createApp(t.ctx, { site: { dir: dist } });
      for (const path of pages) {
        const html = await (await app.request(path, asBrowser)).text();
        expect(html, path).toContain(`<body><aside data-test-mode-banner aria-label="${messages.testMode.label}">`);
        expect(html, path).toContain(messages.testMode.banner);
      }
    } finally {
      await t.close();
    }
  });

  it('is on no page when real payments are configured', async () => {
    const t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_banner', STRIPE_WEBHOOK_SECRET: 'whsec_banner' });
    try {
      const app = createApp(t.ctx, { site: { dir: dist } });
      for (const path of pages) {
        expect(await (await app.request(path, asBrowser)).text(), path).not.toContain('data-test-mode-banner');
      }
    } finally {
      await t.close();
    }
  });
});
