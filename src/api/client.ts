/**
 * The website's one API client: openapi-fetch typed by the generated schema, so a wrong path or
 * body fails typecheck. Middleware adds the contract's headers and the stored bearer token, and
 * turns every non-2xx answer into a thrown ApiError, so `data` is set whenever a call returns; a 2xx
 * answer is checked against the contract first.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { EXTENSION_ID, REQUEST_SOURCE, STORAGE_KEYS } from '#domain/constants.ts';
import { InvalidResponseError, apiErrorFrom } from './errors.ts';
import type { paths } from '#contract/schema.d.ts';
import type { z } from './zod.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the server; defaults to the page's own origin (site and API share one). */
  baseUrl?: string;
  /** The session token to send as bearer, or null when none is stored. */
  getToken: () => string | null;
  /** Replaces the global fetch (tests pass a fake that inspects the Request). */
  fetch?: (request: Request) => Promise<Response>;
}

function contractHeaders(getToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('X-Extension-Id', EXTENSION_ID);
      request.headers.set('X-Request-Source', REQUEST_SOURCE);
      request.headers.set('Accept', 'application/json');
      return request;
    },
  };
}

const throwOnHttpError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorFrom(response);
    return undefined;
  },
};

/**
 * Every 2xx JSON body is checked against its operation in the contract before any caller sees it
 * (src/api/answers.ts, issue 25.1); a body of the wrong shape rejects with InvalidResponseError. The
 * validators load with the first answer, so no zod rides in the landing page's first script, and an
 * error answer reads none (tests/web/api/zod-weight.test.ts).
 */
const checkAnswers: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) return undefined;
    const { checkAnswer } = await import('./answers.ts');
    checkAnswer(`${request.method} ${schemaPath}`, await response.clone().json());
    return undefined;
  },
};

/**
 * Whether the server answered the last call ('reached') or no answer came at all ('unreachable': the
 * network or the server is gone; fetch rejects with a TypeError then, never for an HTTP status). The
 * connection banner listens (issue 28.1); an aborted call says nothing.
 */
export const reachability = new EventTarget();

function reportReach(call: Promise<Response>): Promise<Response> {
  return call.then(
    (response) => {
      reachability.dispatchEvent(new Event('reached'));
      return response;
    },
    (error: unknown) => {
      if (error instanceof TypeError) reachability.dispatchEvent(new Event('unreachable'));
      throw error;
    },
  );
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? pageOrigin(),
    credentials: 'include',
    // Read the global at call time, so tests and polyfills that replace fetch later still apply.
    fetch: options.fetch ?? ((request) => reportReach(globalThis.fetch(request))),
  });
  client.use(contractHeaders(options.getToken), throwOnHttpError, checkAnswers);
  return client;
}

/** The stored session token (SPEC.md section 3: key 'token'); null outside a browser or when storage is blocked. */
export function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** The app's client: same-origin server, token read from storage on every call. */
export const api: ApiClient = createApiClient({ getToken: storedToken });

/**
 * The body of a call that returned (non-2xx already threw). Throws InvalidResponseError when a 2xx
 * came without a body, so callers never juggle `data | undefined`.
 */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new InvalidResponseError('empty response body');
  return result.data;
}

type Validators = typeof import('./responses.ts');

/**
 * The body of `call`, checked with the validator of responses.ts that `pick` names. The validators
 * (zod) load beside the call, not with the page that makes it: the dashboard's first screen resumes
 * from the server's snapshot and calls nothing, so its first script holds no zod (issue 27.3,
 * decision 294). The client's own check of the answer loads the same chunk.
 */
export async function checkedData<T>(
  call: Promise<{ data?: unknown }>,
  pick: (validators: Validators) => z.ZodMiniType<T>,
): Promise<T> {
  const [validators, result] = await Promise.all([import('./responses.ts'), call]);
  return validators.parseResponse(pick(validators), dataOf(result));
}
