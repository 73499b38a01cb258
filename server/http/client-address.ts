/**
 * Who is calling: the client's address and whether it reached us over https. Behind a reverse proxy
 * the TCP peer is the proxy, so TRUST_PROXY lists the proxies' addresses (or subnets); only when the
 * peer is one of them are X-Forwarded-For and X-Forwarded-Proto believed. X-Forwarded-For is read
 * from the right, skipping trusted proxies, so a client cannot choose its address by writing the
 * header itself: the first untrusted hop is the client.
 */
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type Client = { address: string; https: boolean };

/** Requests made in process (app.request in tests) have no socket; they share this address. */
export const IN_PROCESS_ADDRESS = 'in-process';

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const v = isIP(address);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/** Parses one TRUST_PROXY entry ("10.0.0.7", "10.0.0.0/8", "::1", "fd00::/8"); null when malformed. */
export function parseProxyEntry(entry: string): { address: string; prefix?: number } | null {
  const [address = '', prefix, extra] = entry.split('/');
  const family = familyOf(address);
  if (family === null || extra !== undefined) return null;
  if (prefix === undefined) return { address };
  const bits = Number(prefix);
  const max = family === 'ipv4' ? 32 : 128;
  return /^\d+$/.test(prefix) && bits <= max ? { address, prefix: bits } : null;
}

/** The set of trusted proxies; entries were validated by the configuration. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (parsed === null) throw new Error(`not a proxy address: ${entry}`);
    const family = familyOf(parsed.address) ?? 'ipv4';
    if (parsed.prefix === undefined) list.addAddress(parsed.address, family);
    else list.addSubnet(parsed.address, parsed.prefix, family);
  }
  return list;
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = familyOf(address);
  return family !== null && proxies.check(address, family);
}

function peerOf(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plain(address) : IN_PROCESS_ADDRESS;
  } catch {
    return IN_PROCESS_ADDRESS;
  }
}

/** The client as the request shows it, believing forwarded headers only from a trusted proxy. */
export function resolveClient(c: Context, proxies: BlockList): Client {
  const peer = peerOf(c);
  const direct: Client = { address: peer, https: new URL(c.req.url).protocol === 'https:' };
  if (!isTrusted(proxies, peer)) return direct;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => plain(h.trim()))
    .filter((h) => h !== '');
  let address = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    address = hop;
    if (familyOf(hop) === null || !isTrusted(proxies, hop)) break;
  }
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return { address, https: proto === undefined ? direct.https : proto === 'https' };
}

/** Sets c.get('client') for every later handler (throttling, cookies, logs). */
export function clientInfo(trustProxy: readonly string[]): MiddlewareHandler<{ Variables: { client: Client } }> {
  const proxies = trustedProxies(trustProxy);
  return async (c, next) => {
    c.set('client', resolveClient(c, proxies));
    await next();
  };
}

/** The client's address: the one clientInfo resolved, else the TCP peer (apps mounted without it). */
export function clientAddress(c: Context): string {
  const client = c.get('client') as Client | undefined;
  return client?.address ?? peerOf(c);
}

/**
 * Whether cookies go out with Secure: always in production, and whenever the client reached us over
 * https (directly, or through a proxy listed in TRUST_PROXY that says so in X-Forwarded-Proto).
 */
export function secureCookies(c: Context, production: boolean): boolean {
  const client = c.get('client') as Client | undefined;
  return production || client?.https === true;
}
