/** Small HTTP helpers shared by the benchmark, the load test and the fault tests. */

export const WEBSITE_HEADERS = {
  accept: 'application/json',
  'x-extension-id': 'dashboard',
  'x-request-source': 'website',
} as const;

export function bearer(token: string): Record<string, string> {
  return { ...WEBSITE_HEADERS, authorization: `Bearer ${token}` };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { ...WEBSITE_HEADERS, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in and returns the session token; throws with the answer when it fails. */
export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await postJson(`${baseUrl}/api/login`, { email, password, remember: true });
  const body = (await res.json()) as { token?: string; message?: string };
  if (res.status !== 200 || typeof body.token !== 'string') {
    throw new Error(`login ${email} answered ${res.status}: ${body.message ?? ''}`);
  }
  return body.token;
}

/** The q-quantile (0..1) of the samples, nearest-rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
