import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../server/harness.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const attempt = (t: TestApp, email: string, password: string) =>
  t.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-source': 'website' },
    body: JSON.stringify({ email, password }),
  });

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(await res.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
}

describe('login throttling', () => {
  it('locks an account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    app = await createTestApp();
    const victim = await app.signUp();
    const bystander = await app.signUp();
    for (let i = 0; i < 5; i++) expect((await attempt(app, victim.email, `wrong-${i}-password`)).status).toBe(401);
    await expectRateLimited(await attempt(app, victim.email, victim.password));
    await expectRateLimited(await attempt(app, victim.email.toUpperCase(), victim.password));
    expect((await attempt(app, bystander.email, bystander.password)).status).toBe(200);
  });

  it('counts parallel guesses before they are answered, so a burst cannot slip past', async () => {
    app = await createTestApp();
    const victim = await app.signUp();
    const t = app;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(t, victim.email, `guess-${i}-pw`)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('limits one address to 20 failures across accounts', async () => {
    app = await createTestApp();
    for (let i = 0; i < 20; i++) {
      expect((await attempt(app, `nobody-${i}@example.com`, 'wrong-password')).status).toBe(401);
    }
    const someone = await app.signUp();
    await expectRateLimited(await attempt(app, someone.email, someone.password));
  });

  it('does not count successful sign-ins', async () => {
    app = await createTestApp();
    const user = await app.signUp();
    for (let i = 0; i < 30; i++) expect((await attempt(app, user.email, user.password)).status).toBe(200);
  });
});
