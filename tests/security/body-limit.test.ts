/**
 * Oversize bodies (issue 12 item 10): over a real socket, every request over BODY_LIMIT_BYTES gets a
 * readable 413 JSON answer, never a reset, and the keep-alive connection stays usable afterwards
 * (or the answer says Connection: close and the next request opens a new one cleanly).
 */
import { serve } from '@hono/node-server';
import { type AddressInfo, createConnection } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

let app: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ BODY_LIMIT_BYTES: 65_536 });
  server = serve({ fetch: createApp(app.ctx).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await app.close();
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * One raw keep-alive connection: writes each request whole (as a client does, even while the answer
 * arrives), reads each answer by its Content-Length. Rejects on a reset or an early close.
 */
function connection() {
  const socket = createConnection({ port, host: '127.0.0.1' });
  let buffer = Buffer.alloc(0);
  let closed = false;
  let failure: Error | null = null;
  let wake: () => void = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('error', (err) => {
    failure = err;
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  async function answer(): Promise<Answer> {
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine = '', ...lines] = buffer.subarray(0, end).toString().split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length >= end + 4 + length) {
          const body = buffer.subarray(end + 4, end + 4 + length).toString();
          buffer = buffer.subarray(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (failure) throw failure;
      if (closed) throw new Error('connection closed before a whole answer');
      await new Promise<void>((r) => {
        wake = r;
      });
    }
  }
  return {
    get closed() {
      return closed;
    },
    async send(head: string, body: Buffer | string = ''): Promise<Answer> {
      socket.write(head);
      socket.write(body);
      return answer();
    },
    end: () => socket.destroy(),
  };
}

const BIG = Buffer.alloc(2 * 1024 * 1024, 'a');
const post = (length: number) =>
  `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const chunked =
  'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
const health = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';

function expect413(answer: Answer) {
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is too large.', code: 'payload_too_large' });
}

describe('oversize request bodies over a real connection', () => {
  it('always answer a readable 413, and the connection serves the next request', async () => {
    for (let i = 0; i < 15; i++) {
      const conn = connection();
      try {
        expect413(await conn.send(post(BIG.length), BIG));
        const next = conn.closed ? null : await conn.send(health).catch(() => null);
        // Either the same connection answers, or the 413 said it would close.
        if (next === null) expect((await connection().send(health)).status).toBe(200);
        else expect(next.status).toBe(200);
      } finally {
        conn.end();
      }
    }
  }, 120_000);

  it('do the same for a chunked body with no declared length', async () => {
    const conn = connection();
    try {
      const chunk = BIG.subarray(0, 256 * 1024);
      const body = Buffer.concat([
        ...Array.from({ length: 8 }, () =>
          Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
        ),
        Buffer.from('0\r\n\r\n'),
      ]);
      expect413(await conn.send(chunked, body));
      expect((await conn.send(health)).status).toBe(200);
    } finally {
      conn.end();
    }
  }, 60_000);
});
