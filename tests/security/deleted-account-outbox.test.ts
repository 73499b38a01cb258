/**
 * Issue 26.9: the development outbox (DATA_DIR/outbox, one JSON file per message: address, subject,
 * links) kept a deleted account's mail, reset links included. Deleting the account removes the
 * files to its address and to a pending new one; other people's stay. On both engines (the harness
 * database).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxDir } from '#server/mail/index.ts';
import { outboxFiles } from '#server/mail/outbox.ts';
import { call, manualClock } from '#tests/server/client.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

const clock = manualClock('2026-11-27T04:00:00Z');
let dataDir: string;
let app: TestApp;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'skimly-outbox-'));
  app = await createTestApp({ DATA_DIR: dataDir, now: clock.now });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("removes a deleted account's outbox files, and only those", async () => {
  const user = await app.signUp();
  const pendingNew = `new-${user.email}`;
  const change = await call(app, 'POST', '/api/account/email', {
    token: user.token,
    body: { new_email: pendingNew, current_password: user.password },
  });
  expect(change.status).toBe(202);

  // What the development transport wrote before the deletion (as the mail worker would).
  const files = outboxFiles(outboxDir(app.ctx.config), pino({ level: 'silent' }), false);
  const write = (id: string, to: string) =>
    files.deliver({ id, to, subject: 'Reset your password', text: 't', html: 'h', createdAt: clock.now() });
  await write('11111111-1111-4111-8111-111111111111', user.email);
  await write('22222222-2222-4222-8222-222222222222', pendingNew.toUpperCase());
  await write('33333333-3333-4333-8333-333333333333', 'someone-else@skimly.test');
  clock.advance(1_000);

  const deleted = await call(app, 'POST', '/api/account/delete', {
    token: user.token,
    body: { current_password: user.password },
  });
  expect(deleted.status).toBe(200);

  const left = await Promise.all(
    (await readdir(outboxDir(app.ctx.config))).map(
      async (name) => JSON.parse(await readFile(join(outboxDir(app.ctx.config), name), 'utf8')) as { to: string },
    ),
  );
  expect(left.map((m) => m.to)).toEqual(['someone-else@skimly.test']);
});
