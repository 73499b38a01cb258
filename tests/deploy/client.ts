/** HTTP through the deployment's nginx from a chosen loopback address (each address is one client). */
import { Agent, request } from 'node:http';
import { WEBSITE_HEADERS } from '#tests/support/http.ts';

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: unknown };

const agents = new Map<string, Agent>();
const agentFor = (from: string) => {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 64, localAddress: from });
    agents.set(from, agent);
  }
  return agent;
};

export function send(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const from = opts.from ?? '127.0.0.10';
  const headers: Record<string, string> = { ...WEBSITE_HEADERS, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((done, fail) => {
    const call = request(`${baseUrl}${path}`, { method, headers, agent: agentFor(from), timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // an HTML error page: keep the text
        }
        done({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
      res.on('error', fail);
    });
    call.on('timeout', () => call.destroy(new Error('no answer in 15 s')));
    call.on('error', fail);
    call.end(body);
  });
}

export function closeClients(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
