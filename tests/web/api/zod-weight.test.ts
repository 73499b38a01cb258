import { describe, expect, it, vi } from 'vitest';

// Records which zod build the browser code pulls in. The session check runs on every page right
// after hydration, so it must load no zod at all; the response schemas use the small zod/mini.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('zod', async (importOriginal) => {
  loaded.add('zod');
  return importOriginal();
});
vi.mock('zod/mini', async (importOriginal) => {
  loaded.add('zod/mini');
  return importOriginal();
});

describe('zod on the landing path', () => {
  it('the session check and its error reading load no zod', async () => {
    const { createApiClient } = await import('#src/api/client.ts');
    const body = JSON.stringify({ message: 'Service unavailable', code: 'unavailable' });
    const client = createApiClient({ getToken: () => null, fetch: async () => new Response(body, { status: 503 }) });
    await expect(client.GET('/check-website')).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    expect([...loaded]).toEqual([]);
  });

  it('response schemas load zod/mini, never classic zod', async () => {
    await import('#src/api/responses.ts');
    expect([...loaded]).toEqual(['zod/mini']);
  });
});
