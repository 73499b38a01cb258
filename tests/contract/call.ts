/** One way for the scenarios to call the server under test and have the answer judged by openapi.yaml. */
import { expect } from 'vitest';
import { EXTENSION_ID, REQUEST_SOURCE, SESSION_COOKIE } from '#domain/constants.ts';
import { type Checked, checkResponse } from './openapi.ts';

export type Send = (path: string, init?: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** Sent as Authorization: Bearer. */
  token?: string;
  /** Sent as the session cookie. */
  cookie?: string;
  /** JSON-encoded unless `raw` is given. */
  body?: unknown;
  /** A body sent as is, with `contentType` (application/json unless given). */
  raw?: string;
  contentType?: string;
  path?: Record<string, string>;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Leave out the website's X-Extension-Id / X-Request-Source headers (default: sent). */
  bare?: boolean;
}

function buildPath(template: string, options: CallOptions): string {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = options.path?.[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return query.size > 0 ? `${path}?${query}` : path;
}

function buildHeaders(options: CallOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (!options.bare) {
    headers.set('X-Extension-Id', EXTENSION_ID);
    headers.set('X-Request-Source', REQUEST_SOURCE);
  }
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.cookie) headers.set('Cookie', `${SESSION_COOKIE}=${options.cookie}`);
  if (options.raw !== undefined || options.body !== undefined) {
    headers.set('Content-Type', options.contentType ?? 'application/json');
  }
  return headers;
}

/** Calls `method template` (as written in openapi.yaml) and validates the answer against the spec. */
export async function call(send: Send, method: string, template: string, options: CallOptions = {}): Promise<Checked> {
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await send(buildPath(template, options), {
    method,
    headers: buildHeaders(options),
    body,
    redirect: 'manual',
  });
  return checkResponse(method, template, response);
}

/** Asserts an error answer: status, contract code and (when given) the exact message. */
export function expectError(result: Checked, status: number, code: string, message?: string): void {
  expect({ status: result.status, code: (result.body as { code?: unknown }).code }).toEqual({ status, code });
  if (message !== undefined) expect((result.body as { message?: unknown }).message).toBe(message);
}

/** The session token a Set-Cookie header carries, or null. */
export function sessionCookieOf(response: Response): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
