/**
 * A person's own OpenAI-compatible provider, on the loopback: POST /v1/chat/completions answers the
 * next scripted reply (a status such as 429, or a model answer in the summariser's JSON-lines form).
 * It records each request so a test can see what the extension sent, and where.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `until`: the answer waits for it (a request still in flight when a test stops the worker). */
export type Reply = { status: number; retryAfter?: number } | { lines: unknown[]; until?: Promise<void> };

export interface FakeProvider {
  baseUrl: string;
  requests: {
    headers: IncomingHttpHeaders;
    body: { model?: string; messages?: { role: string; content: string }[] };
  }[];
  close: () => Promise<void>;
}

/** A model answer citing the first windows of the part it was given. */
export const SECTIONS_CITING_FIRST_WINDOWS: unknown[] = [
  { title: 'Where the bees go', bullets: [{ text: 'Bees remember the way by the sun.', windows: [1] }] },
  { title: 'Coming home', bullets: [{ text: 'They count landmarks on the way back.', windows: [2] }] },
];

export async function startProvider(replies: Reply[]): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', async () => {
      requests.push({ headers: request.headers, body: text ? JSON.parse(text) : {} });
      const reply = replies.shift() ?? { lines: SECTIONS_CITING_FIRST_WINDOWS };
      const cors = { 'Access-Control-Allow-Origin': '*' };
      if ('status' in reply) {
        response.writeHead(reply.status, {
          ...cors,
          'Content-Type': 'application/json',
          ...(reply.retryAfter ? { 'Retry-After': String(reply.retryAfter) } : {}),
        });
        response.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit' } }));
        return;
      }
      await reply.until;
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fixture',
          object: 'chat.completion',
          created: 1_795_000_000,
          model: 'fixture-model',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply.lines.map((line) => JSON.stringify(line)).join('\n') },
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
