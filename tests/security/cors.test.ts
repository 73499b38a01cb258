import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/server/harness.ts';

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
let app: Awaited<ReturnType<typeof createTestApp>>;
let site: string;

beforeAll(async () => {
  app = await createTestApp({ EXTENSION_ORIGINS: EXTENSION });
  site = new URL(app.ctx.config.PUBLIC_URL).origin;
});
afterAll(() => app.close());

describe('CORS', () => {
  it.each([
    ['the site', () => site],
    ['a configured extension', () => EXTENSION],
  ])('allows %s with credentials', async (_name, origin) => {
    const res = await app.request('/api/health', { headers: { origin: origin() } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin());
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers the preflight of an allowed origin', async () => {
    const res = await app.request('/api/user-prompt', {
      method: 'OPTIONS',
      headers: {
        origin: EXTENSION,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(EXTENSION);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it.each(['https://evil.example', 'chrome-extension://someotherextensionid', 'null'])(
    'gives %s no CORS headers at all',
    async (origin) => {
      for (const method of ['GET', 'OPTIONS']) {
        const res = await app.request('/api/health', {
          method,
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    },
  );
});
