import autocannon from 'autocannon';
import { bearer, WEBSITE_HEADERS } from '#tests/support/http.ts';
import { RARE_TERM } from './seed.ts';

export interface ApiRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests per second relative to GET /api/health in the same run. */
  ratioToHealth: number;
  errors: number;
  non2xx: number;
}

export interface ApiBenchInput {
  url: string;
  token: string;
  /** Accounts to sign in, one per connection: parallel sign-ins of ONE account trip its throttle (by design). */
  emails: string[];
  password: string;
  durationSeconds: number;
  connections: number;
}

type Case = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  bodies?: string[];
};

function cases(input: ApiBenchInput): Case[] {
  const auth = bearer(input.token);
  return [
    { name: 'GET /api/health', path: '/api/health', headers: { ...WEBSITE_HEADERS } },
    { name: 'GET /api/user-info', path: '/api/user-info', headers: auth },
    { name: 'GET /api/summaries (page 1)', path: '/api/summaries?page=1&per_page=10', headers: auth },
    {
      name: 'GET /api/summaries (search)',
      path: `/api/summaries?page=1&per_page=10&search=${RARE_TERM}`,
      headers: auth,
    },
    {
      name: 'POST /api/login (argon2id)',
      path: '/api/login',
      method: 'POST',
      headers: { ...WEBSITE_HEADERS, 'content-type': 'application/json' },
      bodies: input.emails.map((email) => JSON.stringify({ email, password: input.password })),
    },
  ];
}

/** autocannon against each call in turn, on the same server, each next to health's figure. */
export async function benchApi(input: ApiBenchInput): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  let healthRate = Number.NaN;
  for (const c of cases(input)) {
    let sent = 0;
    const { bodies } = c;
    const result = await autocannon({
      url: `${input.url}${c.path}`,
      method: c.method ?? 'GET',
      headers: c.headers ?? {},
      ...(bodies === undefined
        ? {}
        : { requests: [{ setupRequest: (req) => ({ ...req, body: bodies[sent++ % bodies.length] ?? '' }) }] }),
      connections: input.connections,
      duration: input.durationSeconds,
    });
    const rate = result.requests.average;
    if (rows.length === 0) healthRate = rate;
    rows.push({
      name: c.name,
      requestsPerSecond: rate,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      ratioToHealth: rate / healthRate,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  return rows;
}
