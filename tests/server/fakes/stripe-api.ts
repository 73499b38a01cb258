/**
 * A tiny local stand-in for the few Stripe API calls the server makes (checkout.sessions.create /
 * retrieve / expire, subscriptions.retrieve (its card expansions) / update / cancel, subscription_schedules.create / update /
 * release, invoices.retrieve, invoice_payments.list, refunds.create, billing_portal.sessions.create). The real SDK talks to it through STRIPE_API_URL,
 * so the SDK's own request encoding, response parsing and error classes are exercised. Tests play
 * Stripe's side (a renewal paid or failed, a schedule's phase starting) with the helpers below.
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
  /** The first invoice, paid when the session completes. */
  invoice: string | null;
}

export interface FakeSubscription {
  id: string;
  status: 'active' | 'canceled' | 'past_due';
  cancel_at_period_end: boolean;
  current_period_end: number;
  current_period_start: number;
  price: string;
  customer: string;
  schedule: string | null;
  /** The PaymentMethod renewals are charged to (Checkout sets it), else the customer's invoice default. */
  default_payment_method: string | null;
}

/** A card PaymentMethod, as the SDK reads `card` (decision 291). */
export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface FakeSchedule {
  id: string;
  subscription: string;
  status: 'active' | 'released';
  /** The phases as the last update sent them: [price, end_date or duration interval]. */
  phases: Array<{ price: string; end_date: number | null; duration: string | null }>;
}

export interface FakeInvoice {
  id: string;
  subscription: string;
  status: 'open' | 'paid' | 'void' | 'uncollectible';
  attempt_count: number;
  amount_due: number;
  amount_paid: number;
  period_start: number;
  period_end: number;
  created: number;
  paid_at: number | null;
  price: string;
  /** The PaymentIntent that paid it (a paid invoice). */
  payment_intent: string | null;
}

export interface StripeFake {
  url: string;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  schedules: Map<string, FakeSchedule>;
  invoices: Map<string, FakeInvoice>;
  /** Card PaymentMethods by id. */
  paymentMethods: Map<string, FakeCard>;
  /** Each customer's invoice_settings.default_payment_method. */
  customerDefaults: Map<string, string | null>;
  /**
   * What the Billing Portal's card update does: a new card attached and made the customer's invoice
   * default and, when `onSubscription`, the subscription's default payment method too.
   */
  updateCard(subscriptionId: string, card: FakeCard, opts?: { onSubscription?: boolean }): string;
  /** Refunds made, by PaymentIntent, with their amounts. */
  refunds: Array<{ payment_intent: string; amount: number }>;
  /** Requests seen, as "METHOD /path" plus the decoded form body. */
  calls: Array<{ route: string; body: URLSearchParams }>;
  /** The next checkout creation answers a card decline (402). */
  declineNext(): void;
  /** While on, every call answers 500 (an outage). */
  failing(on: boolean): void;
  /** What Stripe does when the customer pays: the session completes with a new subscription. */
  complete(sessionId: string, periodEnd: Date): FakeSubscription;
  /** A new invoice of the subscription as Stripe bills it (open, or after a failed attempt). */
  invoice(
    subscriptionId: string,
    opts: { amount: number; status: FakeInvoice['status']; attempts?: number; period: [Date, Date] },
  ): FakeInvoice;
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

/** The fake's stored objects a JSON answer expands from. */
interface Store {
  subscriptions: Map<string, FakeSubscription>;
  paymentMethods: Map<string, FakeCard>;
  customerDefaults: Map<string, string | null>;
}

function paymentMethodJson(id: string | null, store: Store, expand: boolean) {
  if (!id || !expand) return id;
  const card = store.paymentMethods.get(id);
  return { object: 'payment_method', id, type: 'card', card: card ?? null };
}

/** The request's expand[] paths (the SDK sends them as expand[0]=..., in the query for GETs). */
function expansions(url: URL): Set<string> {
  return new Set([...url.searchParams].filter(([k]) => k.startsWith('expand')).map(([, v]) => v));
}

function sessionJson(session: FakeSession, store: Store, expand: Set<string>) {
  const sub = session.subscription ? store.subscriptions.get(session.subscription) : undefined;
  return {
    object: 'checkout.session',
    id: session.id,
    mode: 'subscription',
    status: session.status,
    client_reference_id: session.client_reference_id,
    url: session.status === 'open' ? `https://checkout.stripe.test/pay/${session.id}` : null,
    subscription:
      expand.has('subscription') && sub ? subscriptionJson(sub, store, expand, 'subscription.') : session.subscription,
    invoice: session.invoice,
  };
}

function subscriptionJson(sub: FakeSubscription, store: Store, expand = new Set<string>(), prefix = '') {
  const customerDefault = store.customerDefaults.get(sub.customer) ?? null;
  const customer = expand.has(`${prefix}customer.invoice_settings.default_payment_method`)
    ? {
        object: 'customer',
        id: sub.customer,
        invoice_settings: { default_payment_method: paymentMethodJson(customerDefault, store, true) },
      }
    : sub.customer;
  return {
    object: 'subscription',
    id: sub.id,
    status: sub.status,
    customer,
    default_payment_method: paymentMethodJson(
      sub.default_payment_method,
      store,
      expand.has(`${prefix}default_payment_method`),
    ),
    schedule: sub.schedule,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at_period_end ? sub.current_period_end : null,
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          id: `si_${sub.id}`,
          price: { object: 'price', id: sub.price },
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
        },
      ],
    },
  };
}

function scheduleJson(schedule: FakeSchedule, sub: FakeSubscription | undefined) {
  return {
    object: 'subscription_schedule',
    id: schedule.id,
    subscription: schedule.subscription,
    status: schedule.status,
    phases:
      schedule.phases.length > 0
        ? schedule.phases.map((p) => ({ items: [{ price: p.price }], end_date: p.end_date }))
        : [
            {
              items: [{ price: sub?.price }],
              start_date: sub?.current_period_start,
              end_date: sub?.current_period_end,
            },
          ],
  };
}

function invoiceJson(invoice: FakeInvoice) {
  return {
    object: 'invoice',
    id: invoice.id,
    status: invoice.status,
    attempt_count: invoice.attempt_count,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    currency: 'usd',
    created: invoice.created,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    hosted_invoice_url: `https://invoice.stripe.test/${invoice.id}`,
    status_transitions: { paid_at: invoice.paid_at },
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
    lines: {
      object: 'list',
      data: [
        {
          object: 'line_item',
          id: `il_${invoice.id}`,
          period: { start: invoice.period_start, end: invoice.period_end },
          pricing: { type: 'price_details', price_details: { price: invoice.price, product: 'prod_skimly' } },
        },
      ],
    },
  };
}

/** The card every fake checkout is paid with. */
export const CHECKOUT_CARD: FakeCard = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

const notFound = { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } };

export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const schedules = new Map<string, FakeSchedule>();
  const invoices = new Map<string, FakeInvoice>();
  const paymentMethods = new Map<string, FakeCard>();
  const customerDefaults = new Map<string, string | null>();
  const store: Store = { subscriptions, paymentMethods, customerDefaults };
  const refunds: StripeFake['refunds'] = [];
  const calls: StripeFake['calls'] = [];
  let decline = false;
  let outage = false;
  let counter = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    calls.push({ route: `${req.method} ${url.pathname}`, body });
    if (outage) return send(res, 500, { error: { type: 'api_error', message: 'Stripe is down (fake outage)' } });
    const [, , resource, second, third] = url.pathname.split('/');
    // Stripe names the object it does not have in the message, as here.
    const missing = { error: { ...notFound.error, message: `No such ${resource}: '${third ?? second ?? ''}'` } };
    const expand = expansions(url);

    if (req.method === 'POST' && resource === 'checkout' && second === 'sessions' && !third) {
      if (decline) {
        decline = false;
        return send(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
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
        invoice: null,
      };
      sessions.set(session.id, session);
      return send(res, 200, sessionJson(session, store, new Set()));
    }
    // checkout.sessions.expire: only an open session; Stripe answers 400 for any other.
    if (req.method === 'POST' && resource === 'checkout' && second === 'sessions' && third) {
      const session = sessions.get(third);
      if (!session) return send(res, 404, missing);
      if (session.status !== 'open') {
        const message = 'Only Checkout Sessions with a status in ["open"] can be expired.';
        return send(res, 400, { error: { type: 'invalid_request_error', message } });
      }
      session.status = 'expired';
      return send(res, 200, sessionJson(session, store, new Set()));
    }
    if (req.method === 'GET' && resource === 'checkout' && second === 'sessions' && third) {
      const session = sessions.get(third);
      return session ? send(res, 200, sessionJson(session, store, expand)) : send(res, 404, missing);
    }
    if (resource === 'subscriptions' && second) {
      const sub = subscriptions.get(second);
      if (!sub) return send(res, 404, missing);
      if (req.method === 'POST' && body.has('cancel_at_period_end')) {
        sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
      }
      // A price change (items[0][price]) with a new interval restarts the cycle now, as Stripe does.
      if (req.method === 'POST' && body.has('items[0][price]')) {
        const price = body.get('items[0][price]') ?? sub.price;
        const now = Math.floor(Date.now() / 1000);
        const yearly = price.includes('year');
        sub.price = price;
        sub.current_period_start = now;
        sub.current_period_end = now + (yearly ? 365 : 30) * 86_400;
      }
      // subscriptions.cancel: ends it now; a second cancel of an ended one is refused as Stripe does.
      if (req.method === 'DELETE') {
        if (sub.status === 'canceled') return send(res, 404, missing);
        sub.status = 'canceled';
      }
      return send(res, 200, subscriptionJson(sub, store, expand));
    }
    if (resource === 'subscription_schedules') {
      if (req.method === 'POST' && !second) {
        const sub = subscriptions.get(body.get('from_subscription') ?? '');
        if (!sub) return send(res, 404, missing);
        counter += 1;
        const schedule: FakeSchedule = {
          id: `sub_sched_${counter}`,
          subscription: sub.id,
          status: 'active',
          phases: [],
        };
        schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        return send(res, 200, scheduleJson(schedule, sub));
      }
      const schedule = second ? schedules.get(second) : undefined;
      if (!schedule) return send(res, 404, missing);
      const sub = subscriptions.get(schedule.subscription);
      if (req.method === 'POST' && third === 'release') {
        schedule.status = 'released';
        if (sub) sub.schedule = null;
        return send(res, 200, scheduleJson(schedule, sub));
      }
      if (req.method === 'POST') {
        schedule.phases = [0, 1, 2]
          .filter((i) => body.has(`phases[${i}][items][0][price]`))
          .map((i) => ({
            price: body.get(`phases[${i}][items][0][price]`) ?? '',
            end_date: body.has(`phases[${i}][end_date]`) ? Number(body.get(`phases[${i}][end_date]`)) : null,
            duration: body.get(`phases[${i}][duration][interval]`),
          }));
      }
      return send(res, 200, scheduleJson(schedule, sub));
    }
    if (req.method === 'GET' && resource === 'invoice_payments' && !second) {
      const invoice = invoices.get(url.searchParams.get('invoice') ?? '');
      const paid = invoice?.status === 'paid' && invoice.payment_intent ? [invoice] : [];
      const data = paid.map((i) => ({
        object: 'invoice_payment',
        id: `inpay_${i.id}`,
        invoice: i.id,
        status: 'paid',
        amount_paid: i.amount_paid,
        payment: { type: 'payment_intent', payment_intent: i.payment_intent },
      }));
      return send(res, 200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
    }
    if (req.method === 'POST' && resource === 'refunds' && !second) {
      const paymentIntent = body.get('payment_intent') ?? '';
      const invoice = [...invoices.values()].find((i) => i.payment_intent === paymentIntent);
      if (!invoice) return send(res, 404, missing);
      if (refunds.some((r) => r.payment_intent === paymentIntent)) {
        const message = `Charge for ${paymentIntent} has already been refunded.`;
        return send(res, 400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message } });
      }
      refunds.push({ payment_intent: paymentIntent, amount: invoice.amount_paid });
      counter += 1;
      return send(res, 200, { object: 'refund', id: `re_fake_${counter}`, payment_intent: paymentIntent });
    }
    if (req.method === 'GET' && resource === 'invoices' && second) {
      const invoice = invoices.get(second);
      return invoice ? send(res, 200, invoiceJson(invoice)) : send(res, 404, missing);
    }
    if (req.method === 'POST' && resource === 'billing_portal' && second === 'sessions') {
      const customer = body.get('customer') ?? '';
      if (![...subscriptions.values()].some((s) => s.customer === customer)) return send(res, 404, missing);
      counter += 1;
      return send(res, 200, {
        object: 'billing_portal.session',
        id: `bps_${counter}`,
        customer,
        return_url: body.get('return_url'),
        url: `https://billing.stripe.test/p/session/bps_${counter}`,
      });
    }
    return send(res, 404, missing);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: StripeFake = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    subscriptions,
    schedules,
    invoices,
    paymentMethods,
    customerDefaults,
    refunds,
    calls,
    updateCard(subscriptionId, card, { onSubscription = true } = {}) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`unknown fake subscription ${subscriptionId}`);
      counter += 1;
      const id = `pm_fake_${counter}`;
      paymentMethods.set(id, card);
      customerDefaults.set(sub.customer, id);
      if (onSubscription) sub.default_payment_method = id;
      return id;
    },
    declineNext() {
      decline = true;
    },
    failing(on) {
      outage = on;
    },
    complete(sessionId, periodEnd) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown fake session ${sessionId}`);
      const end = Math.floor(periodEnd.getTime() / 1000);
      // Checkout makes the card it collected the subscription's default payment method.
      const paid = `pm_fake_checkout_${sessionId.slice(8)}`;
      paymentMethods.set(paid, CHECKOUT_CARD);
      const sub: FakeSubscription = {
        id: `sub_fake_${sessionId.slice(8)}`,
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: end,
        current_period_start: end - (session.price.includes('year') ? 365 : 30) * 86_400,
        price: session.price,
        customer: `cus_fake_${sessionId.slice(8, 20)}`,
        schedule: null,
        default_payment_method: paid,
      };
      subscriptions.set(sub.id, sub);
      session.status = 'complete';
      session.subscription = sub.id;
      // The first period is paid at once: its invoice, paid through a PaymentIntent.
      const first = fake.invoice(sub.id, {
        amount: sub.price.includes('year') ? 9900 : 999,
        status: 'paid',
        period: [new Date(sub.current_period_start * 1000), periodEnd],
      });
      first.payment_intent = `pi_fake_${first.id}`;
      session.invoice = first.id;
      return sub;
    },
    invoice(subscriptionId, { amount, status, attempts, period }) {
      counter += 1;
      const sub = subscriptions.get(subscriptionId);
      const created = Math.floor(period[0].getTime() / 1000);
      const invoice: FakeInvoice = {
        id: `in_fake_${counter}`,
        subscription: subscriptionId,
        status,
        attempt_count: attempts ?? (status === 'open' ? 0 : 1),
        amount_due: amount,
        amount_paid: status === 'paid' ? amount : 0,
        period_start: created,
        period_end: Math.floor(period[1].getTime() / 1000),
        created,
        paid_at: status === 'paid' ? created : null,
        price: sub?.price ?? '',
        payment_intent: null,
      };
      invoices.set(invoice.id, invoice);
      return invoice;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
  return fake;
}
