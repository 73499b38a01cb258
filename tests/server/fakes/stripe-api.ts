/**
 * A tiny local stand-in for the few Stripe API calls the server makes (checkout.sessions.create /
 * retrieve, subscriptions.retrieve / update). The real SDK talks to it through STRIPE_API_URL, so
 * the SDK's own request encoding, response parsing and error classes are exercised.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

let eventCounter = 0;

/** An event as Stripe sends it, with a fresh id each time. */
export function stripeEvent(type: string, object: object) {
  eventCounter += 1;
  return { id: `evt_${eventCounter}`, object: 'event', type, created: 1, data: { object } };
}

/** The raw body and its Stripe-Signature header, made with the SDK's own test helper. */
export function signed(event: object, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

export interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  price: string;
  client_reference_id: string | null;
  success_url: string;
  subscription: string | null;
}

export interface FakeSubscription {
  id: string;
  status: 'active' | 'canceled' | 'past_due';
  cancel_at_period_end: boolean;
  current_period_end: number;
}

export interface StripeFake {
  url: string;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Requests seen, as "METHOD /path" plus the decoded form body. */
  calls: Array<{ route: string; body: URLSearchParams }>;
  /** The next checkout creation answers a card decline (402). */
  declineNext(): void;
  /** What Stripe does when the customer pays: the session completes with a new subscription. */
  complete(sessionId: string, periodEnd: Date): FakeSubscription;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

function sessionJson(session: FakeSession, subscriptions: Map<string, FakeSubscription>, expand: boolean) {
  const sub = session.subscription ? subscriptions.get(session.subscription) : undefined;
  return {
    object: 'checkout.session',
    id: session.id,
    mode: 'subscription',
    status: session.status,
    client_reference_id: session.client_reference_id,
    url: session.status === 'open' ? `https://checkout.stripe.test/pay/${session.id}` : null,
    subscription: expand && sub ? subscriptionJson(sub) : session.subscription,
  };
}

function subscriptionJson(sub: FakeSubscription) {
  return {
    object: 'subscription',
    id: sub.id,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at_period_end ? sub.current_period_end : null,
    items: {
      object: 'list',
      data: [{ object: 'subscription_item', id: `si_${sub.id}`, current_period_end: sub.current_period_end }],
    },
  };
}

const notFound = { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } };

export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const calls: StripeFake['calls'] = [];
  let decline = false;
  let counter = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    calls.push({ route: `${req.method} ${url.pathname}`, body });
    const [, , resource, second, third] = url.pathname.split('/');
    // The SDK sends expand[0]=subscription.
    const expand = [...url.searchParams].some(([k, v]) => k.startsWith('expand') && v === 'subscription');

    if (req.method === 'POST' && resource === 'checkout' && second === 'sessions' && !third) {
      if (decline) {
        decline = false;
        return send(res, 402, {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
        });
      }
      counter += 1;
      const session: FakeSession = {
        id: `cs_fake_${counter}_${Math.random().toString(36).slice(2, 12)}`,
        status: 'open',
        price: body.get('line_items[0][price]') ?? '',
        client_reference_id: body.get('client_reference_id'),
        success_url: body.get('success_url') ?? '',
        subscription: null,
      };
      sessions.set(session.id, session);
      return send(res, 200, sessionJson(session, subscriptions, false));
    }
    if (req.method === 'GET' && resource === 'checkout' && second === 'sessions' && third) {
      const session = sessions.get(third);
      return session ? send(res, 200, sessionJson(session, subscriptions, expand)) : send(res, 404, notFound);
    }
    if (resource === 'subscriptions' && second) {
      const sub = subscriptions.get(second);
      if (!sub) return send(res, 404, notFound);
      if (req.method === 'POST' && body.has('cancel_at_period_end')) {
        sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
      }
      return send(res, 200, subscriptionJson(sub));
    }
    return send(res, 404, notFound);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    subscriptions,
    calls,
    declineNext() {
      decline = true;
    },
    complete(sessionId, periodEnd) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown fake session ${sessionId}`);
      const sub: FakeSubscription = {
        id: `sub_fake_${sessionId.slice(8)}`,
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: Math.floor(periodEnd.getTime() / 1000),
      };
      subscriptions.set(sub.id, sub);
      session.status = 'complete';
      session.subscription = sub.id;
      return sub;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
