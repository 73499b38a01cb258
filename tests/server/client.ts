/** Small request helpers for the server tests: JSON in, status and JSON out. */
import type { TestApp } from './harness.ts';

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function call<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-request-source': 'website', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
}

/** A clock the test moves by hand; the app reads it through ctx.now. */
export function manualClock(start: string | Date = new Date()) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d: string | Date) => {
      t = new Date(d).getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}
