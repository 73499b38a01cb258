/**
 * The server under test. With BASE_URL set: any running server, over fetch, using only public calls
 * and accounts the suite creates through the API (verification tokens come from OUTBOX_DIR, a folder
 * of the outbox's JSON messages, when given). Otherwise: the reference server in process.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Send } from './call.ts';

export interface Account {
  email: string;
  password: string;
  token: string;
}

export interface Target {
  label: string;
  send: Send;
  /** A verified, signed-in account (Premium when asked). Throws Unavailable when the target cannot make one. */
  signUp(options?: { premium?: boolean }): Promise<Account>;
  /** The one-time token of the newest e-mail to `email` whose link contains `linkPath`; null when the outbox is unreadable. */
  mailedToken(email: string, linkPath: string): Promise<string | null>;
  close(): Promise<void>;
}

/** A capability this target lacks; scenarios turn it into a skip with the reason. */
export class Unavailable extends Error {}

/** BASE_URL as the caller set it (vitest.config.ts passes it on as CONTRACT_BASE_URL; Vitest itself overwrites BASE_URL). */
export const externalBaseUrl = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || undefined;
/** The reference server's outbox when it runs from this checkout with the default DATA_DIR (`npm start`). */
const DEFAULT_OUTBOX = resolve(import.meta.dirname, '../../.data/outbox');
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Where e-mailed tokens are read: OUTBOX_DIR, else the default outbox of a reference server started
 * from this checkout on this machine. Null when neither is there.
 */
export function outboxFor(
  baseUrl: string,
  env: { OUTBOX_DIR?: string | undefined },
  exists = existsSync,
): string | null {
  if (env.OUTBOX_DIR) return env.OUTBOX_DIR;
  return LOOPBACK.test(baseUrl) && exists(DEFAULT_OUTBOX) ? DEFAULT_OUTBOX : null;
}

/**
 * What a run against an external server will skip, and why, said before the first test: a run
 * that quietly skips most of the suite looks like a green one.
 */
export function skipPlan(baseUrl: string, outbox: string | null): string[] {
  const lines = [
    `Contract suite against ${baseUrl}.`,
    '  Always skipped against an external server: the configuration variants (they start servers of',
    '  their own in process) and the check that every operation was called.',
  ];
  if (outbox) {
    lines.push(`  E-mailed tokens are read from ${outbox}.`);
  } else {
    lines.push(
      '  No outbox: every test that needs a signed-in account, e-mail verification or a password reset',
      "  will skip (most of the suite). Set OUTBOX_DIR to the server's DATA_DIR/outbox folder (the",
      '  reference server without SMTP_URL writes each e-mail there as JSON).',
    );
  }
  lines.push('  Premium and checkout tests skip if the server takes payments through Stripe instead of TEST MODE.');
  return lines;
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `contract-${tag}-${Date.now().toString(36)}-${counter}@example.org`;
}

export function tokenOfLink(link: string): string | null {
  try {
    return new URL(link, 'http://x').searchParams.get('token');
  } catch {
    return null;
  }
}

interface OutboxFile {
  to: string;
  link: string;
  createdAt: string;
}

async function newestFileLink(dir: string, email: string, linkPath: string): Promise<string | null> {
  const deadline = Date.now() + 5000;
  do {
    const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json'));
    const messages: OutboxFile[] = [];
    for (const name of names) {
      const message = JSON.parse(await readFile(join(dir, name), 'utf8').catch(() => '{}')) as Partial<OutboxFile>;
      if (message.to?.toLowerCase() === email.toLowerCase() && message.link?.includes(linkPath)) {
        messages.push(message as OutboxFile);
      }
    }
    const newest = messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
    if (newest) return newest.link;
    await new Promise((r) => setTimeout(r, 200));
  } while (Date.now() < deadline);
  return null;
}

/** Registers, verifies through the e-mailed token and signs in, all through the API. */
export async function signUpThroughApi(target: Pick<Target, 'send' | 'mailedToken'>): Promise<Account> {
  const email = uniqueEmail('user');
  const password = 'contract-password-1';
  const post = (path: string, body: unknown) =>
    target.send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/register', { email, password, extension_id: 'dashboard', extension_url: 'http://localhost' });
  const token = await target.mailedToken(email, 'verify');
  if (!token) throw new Unavailable('the outbox is not readable (set OUTBOX_DIR to the server outbox folder)');
  await post('/api/email/verify', { token });
  const login = await post('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in of a fresh account answered ${login.status}`);
  return { email, password, token: ((await login.json()) as { token: string }).token };
}

/** Makes the account Premium through the TEST MODE checkout (Pay, then poll the success call). */
export async function upgradeThroughTestCheckout(send: Send, account: Account): Promise<void> {
  const auth = { Authorization: `Bearer ${account.token}`, Accept: 'application/json' };
  const plans = (await (await send('/api/subscription/plans', { headers: auth })).json()) as {
    plans: Array<{ stripe_price_id: string | null }>;
  };
  const price = plans.plans.find((p) => p.stripe_price_id)?.stripe_price_id;
  const link = await send('/api/subscription/payment-link', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan: price }),
  });
  const { url } = (await link.json()) as { url: string };
  const sessionId = /\/test-checkout\/([^/?#]+)/.exec(url)?.[1];
  if (!sessionId) throw new Unavailable('the server is not in TEST MODE (checkout goes to Stripe)');
  // The TEST MODE pages act only for the checkout's owner (bearer or cookie).
  await send(`/test-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual', headers: auth });
  for (let attempt = 0; attempt < 40; attempt++) {
    const poll = await send(`/api/payment/success?session_id=${sessionId}`, { headers: auth });
    const answer = (await poll.json()) as { status?: string };
    if (answer.status === 'success') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the TEST MODE checkout did not complete within 10 s');
}

export function externalTarget(baseUrl: string): Target {
  const outboxDir = outboxFor(baseUrl, process.env);
  console.info(skipPlan(baseUrl, outboxDir).join('\n'));
  const send: Send = (path, init) => fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
  const target: Target = {
    label: `external server at ${baseUrl}`,
    send,
    mailedToken: async (email, linkPath) => {
      if (!outboxDir) return null;
      const link = await newestFileLink(outboxDir, email, linkPath);
      return link ? tokenOfLink(link) : null;
    },
    async signUp(options = {}) {
      const account = await signUpThroughApi(target);
      if (options.premium) await upgradeThroughTestCheckout(send, account);
      return account;
    },
    close: async () => {},
  };
  return target;
}
