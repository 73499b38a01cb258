import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import { refuse } from './errors.ts';

/** Methods whose body no route reads: Node discards it unread, so there is nothing to count. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Past the limit, this much more is still read and thrown away so the client can finish sending and
 * read our answer on a connection that stays usable; beyond it (or after DRAIN_MS) the answer says
 * Connection: close. Answering while the client is still writing and then closing with its bytes
 * unread makes the kernel reset the connection, and the client loses the 413 (issue 12 item 10).
 */
const DRAIN_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 10_000;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and discards the rest of the body; true when it ended within the budget. */
async function drain(reader: Reader): Promise<boolean> {
  let left = DRAIN_BYTES;
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    const timeout = new Promise<'late'>((r) => setTimeout(() => r('late'), Math.max(0, deadline - Date.now())).unref());
    const next = await Promise.race([reader.read(), timeout]);
    if (next === 'late') return false;
    if (next.done) return true;
    left -= next.value.length;
    if (left < 0) return false;
  }
}

async function tooLarge(c: Context, reader: Reader): Promise<Response> {
  const ended = await drain(reader).catch(() => false);
  if (!ended) {
    c.header('Connection', 'close');
    void reader.cancel().catch(() => {});
  }
  return refuse(c, 413, 'payload_too_large', messages.security.payloadTooLarge);
}

/** Reads a body of unknown length up to maxBytes; null when it is longer (the rest is drained). */
async function readUpTo(reader: Reader, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) return null;
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

/**
 * Refuses bodies over maxBytes with the contract's 413 payload_too_large: at once when Content-Length
 * says so, else while reading a chunked body. Either way the refused body is read to its end (up to
 * 16 MiB more), so the answer arrives whole and the keep-alive connection serves the next request.
 */
export function jsonBodyLimit(
  defaultMaxBytes: number,
  perPath: Readonly<Record<string, number>> = {},
): MiddlewareHandler {
  return async (c, next) => {
    // Asking for the body builds a full web Request per call (~4 % of the server's CPU under load).
    if (BODYLESS.has(c.req.method)) return next();
    const maxBytes = perPath[c.req.path] ?? defaultMaxBytes;
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      if (Number.parseInt(declared, 10) <= maxBytes) return next();
      return tooLarge(c, raw.body.getReader());
    }
    const reader = raw.body.getReader();
    const body = await readUpTo(reader, maxBytes);
    if (body === null) return tooLarge(c, reader);
    c.req.raw = new Request(raw, { body });
    return next();
  };
}
