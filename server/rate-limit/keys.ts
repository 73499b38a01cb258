/**
 * What the rate limits count a request as: the client's network and the inbox a call writes to.
 * One function each, so every limit counts the same client and the same inbox (issue 26.4, 26.8).
 */
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { clientAddress } from '#server/http/client-address.ts';

/**
 * The network a client counts as (issue 26.6): an IPv4 address alone, an IPv6 address by its /64.
 * One home or server usually holds a whole /64, so its 2^64 addresses are one client; counted one
 * by one, 20 of them with 5 guesses each filled the account's ceiling and locked its owner out.
 */
export function clientNetwork(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // An IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The requesting client's network: the key of every per-client limit. */
export const clientKey = (c: Context): string => clientNetwork(clientAddress(c));

/**
 * The inbox an address delivers to (issue 26.8): lowercased, without a `+tag` in its local part.
 * `victim+1@x` and `victim+2@x` land in victim@x's inbox, so the mail limits count them as one.
 * The address itself is stored and written to as given; only the counting folds it.
 */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const plus = address.indexOf('+');
  return plus > 0 && plus < at ? `${address.slice(0, plus)}${address.slice(at)}` : address;
}
