import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/server/harness.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function expectStrictHeaders(res: Response) {
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toBe("'self'");
  // 'self' and one hash: the theme boot every page carries inline (decision 299).
  expect(csp.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
  expect(csp.get('img-src')).toBe("'self' data: https://i.ytimg.com");
  // Frames: our own, and YouTube's privacy-enhanced embed for the landing's demo (decision 200).
  expect(csp.get('frame-src')).toBe("'self' https://www.youtube-nocookie.com");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
}

describe('security headers', () => {
  it('are on JSON answers, errors included, without HSTS outside production', async () => {
    app = await createTestApp();
    for (const path of ['/api/health', '/api/user-info', '/api/no-such-call']) {
      const res = await app.request(path);
      expectStrictHeaders(res);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(directives(res.headers.get('content-security-policy')).get('form-action')).toBe("'self'");
    }
  });

  it('are on HTML pages', async () => {
    app = await createTestApp();
    const res = await app.request('/test-checkout/cs_test_unknown');
    expect(res.headers.get('content-type')).toContain('text/html');
    expectStrictHeaders(res);
  });

  it('add HSTS in production and let forms reach Stripe Checkout when Stripe is configured', async () => {
    app = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://skimly.example',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const res = await app.request('/api/health');
    expectStrictHeaders(res);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(directives(res.headers.get('content-security-policy')).get('form-action')).toBe(
      "'self' https://checkout.stripe.com",
    );
  });
});

describe('Cache-Control', () => {
  it('is no-store on answers that carry a token or personal data, signed in or not', async () => {
    app = await createTestApp();
    const user = await app.signUp({ premium: true });
    const bearer = { authorization: `Bearer ${user.token}` };
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/check-website', '/api/user-info', '/api/summaries', '/api/subscription/current-plan']) {
      const res = await app.request(path, { headers: bearer });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await app.request('/api/user-info')).headers.get('cache-control')).toBe('no-store');
  });
});
