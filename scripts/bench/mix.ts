import { SUMMARY_DATE_FILTERS } from '#domain/constants.ts';
import { BENCH_PASSWORD, TOPICS } from './seed.ts';

/** One user of the load test: a signed-in Premium account. */
export interface LoadUser {
  email: string;
  token: string;
}

export interface MixRequest {
  kind: string;
  path: string;
  method: 'GET' | 'POST';
  /** Sent with the bearer token of the user (all but login). */
  authenticated: boolean;
  body?: unknown;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * A dashboard session's calls, weighted as a visit makes them: opening the dashboard reads
 * user-info, the current plan and the first page; some people page, filter or search, a few save
 * their prompt. Sign-in is 2 % of the traffic (each costs ~17 ms of argon2id CPU, and a real
 * session signs in once and then makes dozens of calls).
 */
const WEIGHTED: Array<[number, (user: LoadUser) => MixRequest]> = [
  [
    2,
    (u) => ({
      kind: 'login',
      path: '/api/login',
      method: 'POST',
      authenticated: false,
      body: { email: u.email, password: BENCH_PASSWORD },
    }),
  ],
  [8, () => ({ kind: 'check-website', path: '/check-website', method: 'GET', authenticated: true })],
  [18, () => ({ kind: 'user-info', path: '/api/user-info', method: 'GET', authenticated: true })],
  [12, () => ({ kind: 'current-plan', path: '/api/subscription/current-plan', method: 'GET', authenticated: true })],
  [4, () => ({ kind: 'plans', path: '/api/subscription/plans', method: 'GET', authenticated: true })],
  [
    20,
    () => ({ kind: 'summaries page 1', path: '/api/summaries?page=1&per_page=10', method: 'GET', authenticated: true }),
  ],
  [
    8,
    () => ({
      kind: 'summaries page n',
      path: `/api/summaries?page=${2 + Math.floor(Math.random() * 19)}&per_page=10`,
      method: 'GET',
      authenticated: true,
    }),
  ],
  [
    8,
    () => ({
      kind: 'date filter',
      path: `/api/summaries?page=1&date=${pick(SUMMARY_DATE_FILTERS)}&tz=Europe/Berlin`,
      method: 'GET',
      authenticated: true,
    }),
  ],
  [
    10,
    () => ({
      kind: 'search',
      path: `/api/summaries?page=1&search=${pick(TOPICS)}`,
      method: 'GET',
      authenticated: true,
    }),
  ],
  [6, () => ({ kind: 'prompt read', path: '/api/user-prompt', method: 'GET', authenticated: true })],
  [
    4,
    () => ({
      kind: 'prompt save',
      path: '/api/user-prompt',
      method: 'POST',
      authenticated: true,
      body: { prompt: `Summarise the key points as bullet lists, run ${Math.random()}` },
    }),
  ],
];
const TOTAL_WEIGHT = WEIGHTED.reduce((sum, [w]) => sum + w, 0);

export function nextRequest(user: LoadUser): MixRequest {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, make] of WEIGHTED) {
    roll -= weight;
    if (roll < 0) return make(user);
  }
  return (WEIGHTED[0] as [number, (u: LoadUser) => MixRequest])[1](user);
}
