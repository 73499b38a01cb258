import Stripe from 'stripe';
import { bearer, postJson } from '#tests/support/http.ts';

export const WEBHOOK_SECRET = 'whsec_skimly_faults';
export const MONTHLY = 'price_skimly_premium_monthly';

/** What the client saw for each write: only 2xx-acknowledged ones must survive a crash. */
export interface Ledger {
  summaries: Map<string, string[]>; // e-mail -> acknowledged summary ids
  prompts: Map<string, { acked: string | undefined; sent: string[] }>;
  registrations: string[];
}

export const newLedger = (): Ledger => ({ summaries: new Map(), prompts: new Map(), registrations: [] });

/** Writes as fast as one client can until stop() resolves or the server goes away. */
export async function summaryWriter(url: string, email: string, token: string, ledger: Ledger, running: () => boolean) {
  const ids: string[] = [];
  ledger.summaries.set(email, ids);
  for (let i = 0; running(); i++) {
    try {
      const res = await postJson(
        `${url}/api/summaries`,
        { title: `Crash test ${i}`, video_id: 'dQw4w9WgXcQ', type: 'video', summary: `Saved summary number ${i}` },
        bearer(token),
      );
      if (res.status === 201) ids.push(((await res.json()) as { summary: { id: string } }).summary.id);
    } catch {
      return; // connection reset by the kill: not acknowledged
    }
  }
}

export async function promptWriter(url: string, email: string, token: string, ledger: Ledger, running: () => boolean) {
  const entry: { acked: string | undefined; sent: string[] } = { acked: undefined, sent: [] };
  ledger.prompts.set(email, entry);
  for (let i = 0; running(); i++) {
    const prompt = `Summarise the video in ${i} short bullet points`;
    entry.sent.push(prompt);
    try {
      const res = await postJson(`${url}/api/user-prompt`, { prompt }, bearer(token));
      if (res.status === 200) entry.acked = prompt;
    } catch {
      return;
    }
  }
}

export async function registrationWriter(url: string, ledger: Ledger, running: () => boolean) {
  for (let i = 0; running(); i++) {
    const email = `crash-${process.pid}-${Date.now()}-${i}@skimly.test`;
    try {
      const res = await postJson(`${url}/api/register`, {
        email,
        password: 'crash-test-password',
        extension_id: 'dashboard',
        extension_url: 'https://www.youtube.com/',
      });
      if (res.status === 202) ledger.registrations.push(email);
    } catch {
      return;
    }
  }
}

/** A signed checkout.session.completed, as Stripe sends it (and re-sends it). */
export function checkoutCompleted(eventId: string, sessionId: string) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) };
}

/** Delivers the same event and a duplicate under a new id, while the success page polls: all race. */
export async function fulfilmentRace(url: string, sessionId: string, round: number, running: () => boolean) {
  const deliveries = [`evt_${sessionId}`, `evt_${sessionId}_dup${round}`].map(async (eventId) => {
    const { body, signature } = checkoutCompleted(eventId, sessionId);
    await fetch(`${url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    }).catch(() => undefined);
  });
  const polls = (async () => {
    while (running()) {
      const ok = await fetch(`${url}/api/payment/success?session_id=${sessionId}`).catch(() => undefined);
      if (!ok) return;
    }
  })();
  await Promise.all([...deliveries, polls]);
}
