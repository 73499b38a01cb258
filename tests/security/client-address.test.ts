/**
 * TRUST_PROXY: the client's address and scheme come from X-Forwarded-For / -Proto only when the TCP
 * peer is a listed proxy; otherwise the peer is the client, whatever the headers say.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { type Client, clientInfo, parseProxyEntry } from '#server/http/client-address.ts';

function appTrusting(trustProxy: string[]) {
  const app = new Hono<{ Variables: { client: Client } }>();
  app.use(clientInfo(trustProxy));
  app.get('/who', (c) => c.json(c.get('client')));
  return async (from: string, headers: Record<string, string> = {}) => {
    const res = await app.request('/who', { headers }, { incoming: { socket: { remoteAddress: from } } });
    return (await res.json()) as Client;
  };
}

describe('client address and scheme', () => {
  it('believes nothing without TRUST_PROXY', async () => {
    const who = appTrusting([]);
    const client = await who('203.0.113.9', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
    expect(client).toEqual({ address: '203.0.113.9', https: false });
  });

  it('takes the first untrusted hop from the right when the peer is a listed proxy', async () => {
    const who = appTrusting(['10.0.0.2', '10.1.0.0/16']);
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.1.2.3', 'x-forwarded-proto': 'https' };
    expect(await who('10.0.0.2', headers)).toEqual({ address: '198.51.100.4', https: true });
    // The same headers from an unlisted peer are the client's own words.
    expect(await who('10.0.0.3', headers)).toEqual({ address: '10.0.0.3', https: false });
  });

  it('reads IPv4-mapped IPv6 peers as IPv4, and falls back to the peer without the header', async () => {
    const who = appTrusting(['127.0.0.1']);
    expect(await who('::ffff:127.0.0.1', { 'x-forwarded-for': '::ffff:192.0.2.1' })).toEqual({
      address: '192.0.2.1',
      https: false,
    });
    expect(await who('::ffff:127.0.0.1')).toEqual({ address: '127.0.0.1', https: false });
  });

  it('accepts addresses and CIDR subnets in TRUST_PROXY and names a bad entry', () => {
    expect(parseProxyEntry('fd00::/8')).toEqual({ address: 'fd00::', prefix: 8 });
    expect(parseProxyEntry('10.0.0.0/33')).toBeNull();
    expect(parseProxyEntry('proxy.local')).toBeNull();
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2 , ::1 ' }).TRUST_PROXY).toEqual(['10.0.0.2', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.2,nginx' })).toThrow(/TRUST_PROXY/);
  });
});
