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
    await streaming(c, next);
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !JSON_TYPE.test(type) || res.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    if (res.status === 206 || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const vary = res.headers.get('vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!acceptsGzip(c.req.header('accept-encoding')) || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
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
      statusText: res.statusText,
      headers,
    });
  };
}
