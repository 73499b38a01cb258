import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

/** Below this a gzip header and its round trip cost more than they save. */
const MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;
/** Accepts gzip unless it is listed with q=0. */
const ACCEPTS_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+\s*)?(?:,|$)/i;

function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && ACCEPTS_GZIP.test(header);
}

/**
 * API answers are small JSON strings without a Content-Length, so hono's compress() piped every
 * one of them, even `{"status":"ok"}`, through a CompressionStream: about a tenth of the server's
 * CPU under load. JSON is buffered instead: under 1 KiB it goes out as is, above it is gzipped in
 * one synchronous call at the fastest level (a 10-summary page: ~0.1 ms). Everything else (the
 * site's scripts, styles, pages) keeps hono's streaming compress().
 */
export function compression(): MiddlewareHandler {
  const streaming = compress({
    contentTypeFilter: (type) => !JSON_TYPE.test(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
  });
  return async (c, next) => {
    // The text of each c.json answer, kept beside it: reading it back from the Response (its body
    // stream) turned @hono/node-server's lightweight answer into a full web Response and re-read it,
    // about 0.2 ms of CPU per API call even for the small answers that go out unchanged (issue 29).
    const jsonTexts = new WeakMap<Response, string>();
    // What hono's c.json does (the text as the body, its Content-Type unless the caller set one), keeping the text.
    c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      const res = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
      jsonTexts.set(res, text);
      return res;
    }) as unknown as typeof c.json;
    await streaming(c, next);
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !JSON_TYPE.test(type) || res.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    if (res.status === 206 || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const vary = res.headers.get('vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;
    const text = jsonTexts.get(res);
    // Under 1 KiB the answer goes out as it is, untouched.
    if (text !== undefined && Buffer.byteLength(text) < MIN_BYTES) return;
    if (text === undefined && !res.body) return;
    const body = text === undefined ? new Uint8Array(await res.arrayBuffer()) : Buffer.from(text);
    const headers = new Headers(res.headers);
    const small = body.byteLength < MIN_BYTES;
    if (!small) {
      headers.set('content-encoding', 'gzip');
      headers.delete('content-length');
    }
    // Cleared first: assigning over a response makes hono re-wrap the new body as a stream.
    c.res = undefined;
    c.res = new Response(small ? body : gzipSync(body, { level: 1 }), {
      status: res.status,
      // A known text is a c.json answer, whose status text is the default: asking would build a full Response.
      ...(text === undefined ? { statusText: res.statusText } : {}),
      headers,
    });
  };
}
