/**
 * No secret or token in logs: the real server process at LOG_LEVEL=trace signs a user in, uses
 * the session by Bearer and by cookie, fails a sign-in and logs out; its whole output must not
 * contain the password, the session token or the configured secrets.
 */
import { readdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { hashPassword, withDatabase } from '#tests/support/databases.ts';
import { bearer, login, postJson } from '#tests/support/http.ts';
import { removeDataDir, startServer, tempDataDir } from '#tests/support/server.ts';

const PASSWORD = 'log-canary-password-7351';
const SECRETS = { STRIPE_SECRET_KEY: 'sk_test_log_canary_2718', STRIPE_WEBHOOK_SECRET: 'whsec_log_canary_3141' };

it('keeps passwords, session tokens and secrets out of the server log', async () => {
  const dataDir = tempDataDir();
  const email = 'log-canary@skimly.test';
  try {
    await withDatabase({ engine: 'pglite', dataDir }, async (db) => {
      await db.query(
        'INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ($1, $2, $3, $3)',
        [email, await hashPassword(PASSWORD), new Date()],
      );
    });
    const server = await startServer({ dataDir, env: { LOG_LEVEL: 'trace', NODE_ENV: 'development', ...SECRETS } });
    try {
      const token = await login(server.url, email, PASSWORD);
      await fetch(`${server.url}/api/user-info`, { headers: bearer(token) });
      await fetch(`${server.url}/check-website`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      await postJson(`${server.url}/api/login`, { email, password: `${PASSWORD}-wrong` });
      await postJson(`${server.url}/api/logout`, {}, bearer(token));
      await new Promise((r) => setTimeout(r, 200)); // let the logger flush
      const log = server.output();
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [PASSWORD, token, SECRETS.STRIPE_SECRET_KEY, SECRETS.STRIPE_WEBHOOK_SECRET]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(dataDir);
  }
}, 60_000);

it('writes no verification or reset link to the log in production, even with mail kept in the outbox', async () => {
  // Production in TEST MODE without SMTP: mail goes to DATA_DIR/outbox, its links are credentials.
  const server = await startServer({ env: { LOG_LEVEL: 'trace', TEST_MODE: 'true' }, timeoutMs: 120_000 });
  try {
    const email = 'log-links@skimly.test';
    await postJson(`${server.url}/api/register`, { email, password: 'lantern-orbit-cedar-73' });
    await postJson(`${server.url}/api/password/forgot`, { email });
    const outbox = `${server.dataDir}/outbox`;
    let links: string[] = [];
    for (let i = 0; i < 100 && links.length < 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const files = await readdir(outbox).catch(() => [] as string[]);
      const mails = await Promise.all(
        files.filter((f) => f.endsWith('.json')).map((f) => readFile(`${outbox}/${f}`, 'utf8')),
      );
      links = mails.map((m) => (JSON.parse(m) as { link?: string }).link ?? '').filter(Boolean);
    }
    expect(links.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200)); // let the logger flush
    const log = server.output();
    expect(log).toContain('e-mail');
    for (const link of links) {
      expect(log).not.toContain(link);
      expect(log).not.toContain(new URL(link).searchParams.get('token') ?? link);
    }
  } finally {
    await server.stop();
  }
}, 180_000);
