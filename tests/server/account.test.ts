import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT, PROMPT_MAX_LENGTH } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { createSession } from '#server/auth/sessions.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** The lifecycle fields of issue 13 on an account without a running switch or failure. */
const BASIC_LIFECYCLE = {
  interval: null,
  payment_failed: false,
  grace_ends_at: null,
  switches_to: null,
  ended_reason: null,
  card: null,
};

const clock = manualClock('2025-05-14T12:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

async function setSubscription(
  userId: string,
  fields: { status: string; end: string; cancel: boolean; plan?: string },
) {
  await app.ctx.db.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, provider, current_period_end, cancel_at_period_end,
       created_at, updated_at)
     VALUES ($1, $2, $3, 'test', $4, $5, $6, $6)
     ON CONFLICT (user_id) DO UPDATE SET plan_id = $2, status = $3, current_period_end = $4, cancel_at_period_end = $5`,
    [userId, fields.plan ?? 'premium-yearly', fields.status, fields.end, fields.cancel, clock.now()],
  );
}

describe('user-info and current-plan', () => {
  it('answer 401 without a session', async () => {
    for (const path of ['/api/user-info', '/api/subscription/current-plan']) {
      const res = await call(app, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
    }
  });

  it('describe a Basic user with no subscription', async () => {
    const user = await app.signUp({ email: 'Jane.Doe@Example.com' });
    expect((await call(app, 'GET', '/api/user-info', { token: user.token })).body).toEqual({
      user: { username: 'jane.doe', email: 'jane.doe@example.com' },
      subscription: {
        is_premium: false,
        current_period_end: null,
        cancelled: false,
        on_grace_period: false,
        ...BASIC_LIFECYCLE,
      },
    });
    expect((await call(app, 'GET', '/api/subscription/current-plan', { token: user.token })).body).toEqual({
      plan: { name: 'Basic', interval: null },
      status: 'none',
      current_period_end: null,
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
    });
  });

  it('show an active yearly plan, then the grace period after cancelling, then Basic once it ends', async () => {
    const user = await app.signUp();
    // A 30-day session, so it outlives the jump past the period end below.
    const { token } = await createSession(app.ctx, user.id, { remember: true });
    const end = '2025-06-01T00:00:00.000Z';
    await setSubscription(user.id, { status: 'active', end, cancel: false });
    const plan = () => call(app, 'GET', '/api/subscription/current-plan', { token });
    const info = () => call(app, 'GET', '/api/user-info', { token });
    expect((await plan()).body).toEqual({
      plan: { name: 'Premium', interval: 'year' },
      status: 'active',
      current_period_end: end,
      payment_failed: false,
      grace_ends_at: null,
      switches_to: null,
    });

    await setSubscription(user.id, { status: 'active', end, cancel: true });
    expect((await info()).body.subscription).toEqual({
      is_premium: true,
      current_period_end: end,
      cancelled: true,
      on_grace_period: true,
      ...BASIC_LIFECYCLE,
      interval: 'year',
    });
    expect((await plan()).body).toMatchObject({ status: 'cancelled', plan: { name: 'Premium' } });

    // Used on the way, so the jump stays inside the idle timeout of a remembered session (7 days).
    for (const day of ['2025-05-20', '2025-05-26', '2025-06-01']) {
      clock.set(`${day}T00:00:00Z`);
      expect((await info()).status).toBe(200);
    }
    clock.set('2025-06-02T00:00:00Z');
    // Ended: plainly Basic, without the CANCELLED flag or the past date (docs/decisions).
    expect((await info()).body.subscription).toEqual({
      is_premium: false,
      current_period_end: null,
      cancelled: false,
      on_grace_period: false,
      ...BASIC_LIFECYCLE,
    });
    expect((await plan()).body).toMatchObject({
      plan: { name: 'Basic', interval: null },
      status: 'basic',
      current_period_end: null,
    });
    clock.set('2025-05-14T12:00:00Z');
  });
});

describe('custom prompt', () => {
  it('is Premium only: 403 premium_required for Basic, 401 without a session', async () => {
    const basic = await app.signUp();
    const res = await call(app, 'GET', '/api/user-prompt', { token: basic.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'premium_required', message: messages.api.forbiddenPremium });
    expect((await call(app, 'POST', '/api/user-prompt', { body: { prompt: 'x'.repeat(20) } })).status).toBe(401);
  });

  it('starts at the default, saves trimmed text, and resets to the default', async () => {
    const user = await app.signUp({ premium: true });
    const get = () => call(app, 'GET', '/api/user-prompt', { token: user.token });
    expect((await get()).body).toEqual({ success: true, data: { prompt: DEFAULT_PROMPT } });
    const saved = await call(app, 'POST', '/api/user-prompt', {
      token: user.token,
      body: { prompt: '  List the key arguments as bullets.  ' },
    });
    expect(saved.body).toEqual({
      success: true,
      message: messages.dashboard.promptSaved,
      data: { prompt: 'List the key arguments as bullets.' },
    });
    expect((await get()).body).toEqual({ success: true, data: { prompt: 'List the key arguments as bullets.' } });
    const reset = await call(app, 'POST', '/api/user-prompt/reset', { token: user.token });
    expect(reset.body).toEqual({
      success: true,
      message: messages.dashboard.promptReset,
      data: { prompt: DEFAULT_PROMPT },
    });
    expect((await get()).body).toEqual({ success: true, data: { prompt: DEFAULT_PROMPT } });
  });

  it('refuses prompts under 10 characters after trimming, missing ones, and over-long ones', async () => {
    const user = await app.signUp({ premium: true });
    for (const body of [{ prompt: '   short   ' }, {}, { prompt: 42 }]) {
      const res = await call(app, 'POST', '/api/user-prompt', { token: user.token, body });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_error', message: messages.dashboard.promptTooShort });
    }
    const long = await call(app, 'POST', '/api/user-prompt', {
      token: user.token,
      body: { prompt: 'x'.repeat(PROMPT_MAX_LENGTH + 1) },
    });
    expect(long.status).toBe(422);
    expect((await call(app, 'GET', '/api/user-prompt', { token: user.token })).body).toMatchObject({
      data: { prompt: DEFAULT_PROMPT },
    });
  });
});

describe('feedback', () => {
  const rows = () =>
    app.ctx.db.query<{ reason: string; comments: string | null; email: string | null }>(
      'SELECT reason, comments, email FROM feedback ORDER BY reason',
    );

  it('stores the uninstall answer without an account; comments only for "other"', async () => {
    const ok = await call(app, 'POST', '/api/feedback', {
      body: { reason: 'too-complex', type: 'uninstall', uid: 'u-1', comments: 'ignored', suggestions: 'simpler UI' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ success: true });
    await call(app, 'POST', '/api/feedback', {
      body: { reason: 'other', type: 'uninstall', comments: 'Only needed it once', email: 'Me@Example.org' },
    });
    expect(await rows()).toEqual([
      { reason: 'other', comments: 'Only needed it once', email: 'me@example.org' },
      { reason: 'too-complex', comments: null, email: null },
    ]);
  });

  it('refuses unknown reasons, another type, bad e-mails and over-long text with 422', async () => {
    const bad = [
      { reason: 'bored', type: 'uninstall' },
      { type: 'uninstall' },
      { reason: 'privacy', type: 'install' },
      { reason: 'privacy', type: 'uninstall', email: 'nope' },
      { reason: 'other', type: 'uninstall', comments: 'x'.repeat(2001) },
      { reason: 'privacy', type: 'uninstall', uid: 'x'.repeat(201) },
    ];
    for (const body of bad) {
      const res = await call(app, 'POST', '/api/feedback', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_error' });
    }
  });
});
