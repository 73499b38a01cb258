/**
 * A local stand-in for a language model's API on 127.0.0.1, over real HTTP: OpenAI's chat
 * completions (`POST /v1/chat/completions`, streamed as server-sent chunks, as OpenAI, Ollama, LM
 * Studio, vLLM and OpenRouter answer) and Anthropic's messages (`POST /v1/messages`, its event
 * stream). Each request is answered by the test's script: lines of text streamed one by one (a
 * release promise can hold the rest back), a finish by the token limit, an HTTP error with its
 * headers, a hang, or a connection cut mid-stream. Every request is recorded (headers and body).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmRequest = { path: string; headers: IncomingMessage['headers']; body: LlmBody };
export type LlmBody = {
  model?: string;
  system?: string | Array<{ text: string }>;
  messages?: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  max_tokens?: number;
};

export type Answer =
  | {
      kind: 'text';
      /** Pieces streamed one per chunk. */
      chunks: string[];
      finish?: 'stop' | 'length';
      /** Streams chunks up to this index, then waits for `release` before the rest. */
      holdAfter?: number;
      release?: Promise<void>;
      /** Milliseconds between chunks. */
      everyMs?: number;
    }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string }
  | { kind: 'hang' }
  | { kind: 'cut'; chunks: string[] };

export type Script = (request: LlmRequest, index: number) => Answer;

export type FakeLlm = {
  /** http://127.0.0.1:port/v1 */
  baseUrl: string;
  requests: LlmRequest[];
  script: Script;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The text of the request's system prompt and user prompt, whichever API shape. */
export function promptsOf(body: LlmBody): { system: string; user: string } {
  const text = (c: string | Array<{ type: string; text?: string }>) =>
    typeof c === 'string' ? c : c.map((p) => p.text ?? '').join('');
  const system =
    typeof body.system === 'string'
      ? body.system
      : Array.isArray(body.system)
        ? body.system.map((s) => s.text).join('')
        : text(body.messages?.find((m) => m.role === 'system')?.content ?? '');
  const user = text(body.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '');
  return { system, user };
}

/** The window numbers a prompt shows, in order. */
export function windowNumbers(prompt: string): number[] {
  return [...prompt.matchAll(/^\[(\d+)\] /gm)].map((m) => Number(m[1]));
}

function openAiChunk(content: string | null, finish: string | null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_780_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

function anthropicEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

async function stream(res: ServerResponse, answer: Extract<Answer, { kind: 'text' | 'cut' }>, anthropic: boolean) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  if (anthropic) {
    res.write(
      anthropicEvent('message_start', {
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: 'fake',
          content: [],
          stop_reason: null,
          usage: { input_tokens: 10, output_tokens: 0 },
        },
      }),
    );
    res.write(anthropicEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }));
  }
  for (let i = 0; i < answer.chunks.length; i++) {
    const chunk = answer.chunks[i] as string;
    res.write(
      anthropic
        ? anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text: chunk } })
        : openAiChunk(chunk, null),
    );
    if (answer.kind === 'text') {
      if (answer.holdAfter === i && answer.release) await answer.release;
      if (answer.everyMs) await sleep(answer.everyMs);
    }
  }
  if (answer.kind === 'cut') {
    res.socket?.destroy();
    return;
  }
  const finish = answer.finish ?? 'stop';
  if (anthropic) {
    res.write(anthropicEvent('content_block_stop', { index: 0 }));
    res.write(
      anthropicEvent('message_delta', {
        delta: { stop_reason: finish === 'length' ? 'max_tokens' : 'end_turn' },
        usage: { output_tokens: 5 },
      }),
    );
    res.write(anthropicEvent('message_stop', {}));
  } else {
    res.write(openAiChunk(null, finish));
    res.write('data: [DONE]\n\n');
  }
  res.end();
}

export async function startFakeLlm(script: Script): Promise<FakeLlm> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeLlm = { baseUrl: '', requests: [], script, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as LlmBody;
      const request = { path: req.url ?? '', headers: req.headers, body };
      fake.requests.push(request);
      const answer = fake.script(request, fake.requests.length - 1);
      const anthropic = (req.url ?? '').endsWith('/messages');
      if (answer.kind === 'hang') return;
      if (answer.kind === 'status') {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(answer.body ?? JSON.stringify({ error: { message: 'fake failure', type: 'fake' } }));
        return;
      }
      void stream(res, answer, anthropic).catch(() => {});
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return fake;
}
