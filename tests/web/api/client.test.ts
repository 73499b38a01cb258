import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_ID, REQUEST_SOURCE, STORAGE_KEYS } from '#domain/constants.ts';
import { api, createApiClient, dataOf } from '#src/api/client.ts';
import { ApiError, InvalidResponseError } from '#src/api/errors.ts';

const BASE = 'http://api.test';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose fetch records each Request it is handed and answers with `answer`. */
function recordingClient(answer: () => Response, token: string | null = null) {
  const sent: Request[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    fetch: async (request: Request) => {
      sent.push(request);
      return answer();
    },
  });
  return { client, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiClient requests', () => {
  it('sends the bearer token, the contract headers and credentials', async () => {
    const { client, sent } = recordingClient(() => json(200, { authenticated: false }), 'tok-123');
    await client.GET('/check-website');
    const request = sent[0];
    expect(request?.url).toBe(`${BASE}/check-website`);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request?.headers.get('X-Extension-Id')).toBe(EXTENSION_ID);
    expect(request?.headers.get('X-Request-Source')).toBe(REQUEST_SOURCE);
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.credentials).toBe('include');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { client, sent } = recordingClient(() => json(200, { authenticated: false }));
    await client.GET('/check-website');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at call time, so a new login is used at once', async () => {
    let token: string | null = null;
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => token,
      fetch: async (request: Request) => {
        sent.push(request);
        return json(200, { success: true });
      },
    });
    await client.POST('/api/logout');
    token = 'fresh';
    await client.POST('/api/logout');
    expect(sent.map((r) => r.headers.get('Authorization'))).toEqual([null, 'Bearer fresh']);
  });

  it('sends JSON bodies and query parameters as typed', async () => {
    // Each answer keeps to its operation's contract (the client checks it before handing it on).
    const saved = { success: true, message: 'Saved', data: { prompt: 'Summarise in bullets.' } };
    const page = {
      success: true,
      summaries: [],
      pagination: { total: 0, per_page: 10, current_page: 2, last_page: 1 },
    };
    const { client, sent } = recordingClient(() => json(200, sent.length === 1 ? saved : page));
    await client.POST('/api/user-prompt', { body: { prompt: 'Summarise in bullets.' } });
    await client.GET('/api/summaries', { params: { query: { page: 2, date: 'week', search: 'ai' } } });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await sent[0]?.json()).toEqual({ prompt: 'Summarise in bullets.' });
    expect(sent[1]?.url).toBe(`${BASE}/api/summaries?page=2&date=week&search=ai`);
  });
});

describe('createApiClient responses', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    const { client } = recordingClient(() => json(200, { url: 'https://accounts.example/auth' }));
    const result = await client.GET('/auth/google/website', { params: { query: { state: 'abcdefgh' } } });
    expect(dataOf(result)).toEqual({ url: 'https://accounts.example/auth' });
  });

  it('throws one ApiError with status, code, server message and field errors for a non-2xx answer', async () => {
    const body = {
      message: 'Prompt must be at least 10 characters',
      code: 'validation_error',
      errors: [{ path: 'prompt', message: 'Prompt must be at least 10 characters' }],
    };
    const { client } = recordingClient(() => json(422, body));
    const error = await client.POST('/api/user-prompt', { body: { prompt: 'short' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      serverMessage: 'Prompt must be at least 10 characters',
      fieldErrors: body.errors,
    });
  });

  it.each([401, 402, 403, 404, 409, 429, 500, 503])('throws ApiError carrying status %i', async (status) => {
    const { client } = recordingClient(() => json(status, { message: 'nope', code: 'x' }));
    await expect(client.GET('/api/user-info')).rejects.toMatchObject({ status, serverMessage: 'nope' });
  });

  it("carries a 429's Retry-After in seconds (and none for a date or no header)", async () => {
    const limited = (retryAfter?: string) =>
      recordingClient(
        () =>
          new Response(JSON.stringify({ message: 'Too many sign-in attempts.', code: 'rate_limited' }), {
            status: 429,
            headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
          }),
      ).client;
    const login = { body: { email: 'a@b.co', password: 'x', remember: false } };
    await expect(limited('840').POST('/api/login', login)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 840,
    });
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    await expect(limited(date).POST('/api/login', login)).rejects.toMatchObject({ retryAfterSeconds: null });
    await expect(limited().POST('/api/login', login)).rejects.toMatchObject({ retryAfterSeconds: null });
  });

  it('keeps status but no message when the error body is not the contract JSON', async () => {
    const { client } = recordingClient(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await client.GET('/api/user-info').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: null, serverMessage: null, fieldErrors: [] });
  });

  it('lets a network failure through as a non-ApiError', async () => {
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await client.GET('/api/user-info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('dataOf refuses a 2xx without a body', () => {
    expect(() => dataOf({ data: undefined })).toThrow(InvalidResponseError);
  });
});

describe('the default api instance', () => {
  it('calls the page origin with the token from localStorage', async () => {
    const fetchSpy = vi.fn(async (_request: Request) => json(200, { success: true }));
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    await api.POST('/api/logout-all');
    const request = fetchSpy.mock.calls[0]?.[0];
    expect(request?.url).toBe(`${window.location.origin}/api/logout-all`);
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
  });
});
