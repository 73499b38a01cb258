import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../server/harness.ts';

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
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
  expect(csp.get('img-src')).toBe("'self' data: https://i.ytimg.com");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
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
    });
    const res = await app.request('/api/health');
    expectStrictHeaders(res);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(directives(res.headers.get('content-security-policy')).get('form-action')).toBe(
      "'self' https://checkout.stripe.com",
    );
  });
});
