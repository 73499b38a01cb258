/**
 * Issue 26.9: a checkout session's id is a capability (its holder can pay for or read that
 * checkout); the request log wrote it as part of the TEST MODE checkout's paths. It is logged as
 * `/test-checkout/:id`.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#domain/constants.ts';
import { createApp } from '#server/app.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TEST_CHECKOUT_DELAY_MS: 0 });
});
afterAll(() => app.close());

it('keeps checkout session ids out of the request log', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logged = createApp({ ...app.ctx, log: pino({ level: 'info' }, sink) });
  const user = await app.signUp();
  const link = await logged.request('/api/subscription/payment-link', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'price_skimly_premium_yearly' }),
  });
  const { url } = (await link.json()) as { url: string };
  const id = new URL(url).pathname.split('/').at(-1) ?? '';
  expect(id.length).toBeGreaterThan(8);
  const cookie = `${SESSION_COOKIE}=${user.token}`;
  expect((await logged.request(`/test-checkout/${id}`, { headers: { cookie } })).status).toBe(200);
  await logged.request(`/api/payment/verify?session_id=${id}`, { headers: { authorization: `Bearer ${user.token}` } });

  const log = lines.join('');
  expect(log).toContain('/test-checkout/:id');
  expect(log).not.toContain(id);
});
