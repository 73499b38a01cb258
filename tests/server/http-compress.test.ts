import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from '#server/http/compress.ts';

const big = {
  items: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `Video ${i}`, summary: 'A summary. '.repeat(10) })),
};

function app() {
  const a = new Hono();
  a.use(compression());
  a.get('/small', (c) => c.json({ status: 'ok' }));
  a.get('/big', (c) => c.json(big, 200, { 'set-cookie': 'a=1' }));
  a.get('/page', (c) => c.html(`<p>${'text '.repeat(500)}</p>`));
  a.post('/created', (c) => c.json(big, { status: 201, headers: { 'x-made': 'yes' } }));
  a.get('/built', () => new Response(JSON.stringify(big), { headers: { 'content-type': 'application/json' } }));
  return a;
}

describe('compression', () => {
  it('leaves JSON under 1 KiB plain and intact', async () => {
    const res = await app().request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('gzips larger JSON for clients that accept it, keeping status and headers', async () => {
    const res = await app().request('/big', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('set-cookie')).toBe('a=1');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('sends JSON plain to clients that do not accept gzip', async () => {
    for (const accept of [undefined, 'gzip;q=0', 'identity']) {
      const res = await app().request('/big', accept ? { headers: { 'accept-encoding': accept } } : {});
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(big);
    }
  });

  it('keeps the status and headers a route gives c.json, gzipped or not', async () => {
    for (const accept of ['gzip', 'identity']) {
      const res = await app().request('/created', { method: 'POST', headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-made')).toBe('yes');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = accept === 'gzip' ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
      expect(JSON.parse(text)).toEqual(big);
    }
  });

  it('gzips JSON a route built without c.json', async () => {
    const res = await app().request('/built', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('still compresses pages through the streaming path', async () => {
    const res = await app().request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
