/**
 * The server's own record of what was billed (decision 166: invoices come from the server's own
 * records). Stripe's invoices are written from its invoice events, re-read from Stripe and keyed by
 * Stripe's id, so a replay or a late, older event never makes a paid invoice unpaid again; TEST MODE
 * writes its own rows at checkout, renewal and switch.
 */
import type { components } from '#contract/schema.d.ts';
import type { BillingInterval } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/index.ts';
import type { InvoiceState } from '#server/payments/provider.ts';
import { subscriberOf } from './repository.ts';

type Invoice = components['schemas']['Invoice'];

/** At most this many, newest first (a monthly subscriber's ten years). */
export const INVOICE_LIST_LIMIT = 120;

export function invoiceDescription(interval: BillingInterval, prorated = false): string {
  return messages.billing.invoiceDescription(interval, prorated);
}

export interface TestInvoice {
  userId: string;
  subscriptionId: string | null;
  planId: string;
  description: string;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  status: 'paid' | 'failed';
  at: Date;
}

/** A TEST MODE invoice row; returns its id. */
export async function recordTestInvoice(db: Database, invoice: TestInvoice): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO invoices (user_id, provider, provider_subscription_id, plan_id, description, amount_cents, currency,
                           period_start, period_end, status, receipt_url, created_at, updated_at)
     VALUES ($1, 'test', $2, $3, $4, $5, 'usd', $6, $7, $8, NULL, $9, $9) RETURNING id`,
    [
      invoice.userId,
      invoice.subscriptionId,
      invoice.planId,
      invoice.description,
      Math.max(0, Math.round(invoice.amountCents)),
      invoice.periodStart,
      invoice.periodEnd,
      invoice.status,
      invoice.at,
    ],
  );
  return row.id;
}

/**
 * Writes Stripe's current truth about an invoice. Paid and void are final: a later delivery of an
 * older "payment failed" leaves them as they are. The owner is the subscription's user when the
 * subscription is known; otherwise the row waits (user_id NULL) until the checkout is fulfilled.
 */
export async function upsertProviderInvoice(db: Database, invoice: InvoiceState, now: Date): Promise<void> {
  if (invoice.status === 'draft' || !invoice.id) return;
  const userId = invoice.subscriptionId ? await subscriberOf(db, 'stripe', invoice.subscriptionId) : null;
  await db.query(
    `INSERT INTO invoices (user_id, provider, provider_invoice_id, provider_subscription_id, plan_id, description,
                           amount_cents, currency, period_start, period_end, status, receipt_url, created_at, updated_at)
     SELECT $13::uuid, 'stripe', $1, $2, p.id, $3, $4, $5, $6, $7, $8, $9, $10, $11
       FROM (SELECT $12::text AS price) x LEFT JOIN plans p ON p.stripe_price_id = x.price
     ON CONFLICT (provider_invoice_id) DO UPDATE SET
       status = CASE WHEN invoices.status IN ('paid', 'void') THEN invoices.status ELSE EXCLUDED.status END,
       amount_cents = CASE WHEN invoices.status IN ('paid', 'void') THEN invoices.amount_cents ELSE EXCLUDED.amount_cents END,
       created_at = CASE WHEN invoices.status IN ('paid', 'void') THEN invoices.created_at ELSE EXCLUDED.created_at END,
       receipt_url = COALESCE(EXCLUDED.receipt_url, invoices.receipt_url),
       user_id = COALESCE(invoices.user_id, EXCLUDED.user_id),
       updated_at = EXCLUDED.updated_at`,
    [
      invoice.id,
      invoice.subscriptionId,
      invoiceDescriptionFor(invoice),
      invoice.amountCents,
      invoice.currency.toLowerCase(),
      invoice.periodStart,
      invoice.periodEnd,
      invoice.status,
      invoice.receiptUrl,
      invoice.date,
      now,
      invoice.priceId,
      userId,
    ],
  );
}

function invoiceDescriptionFor(invoice: InvoiceState): string {
  const days = (invoice.periodEnd.getTime() - invoice.periodStart.getTime()) / 86_400_000;
  return invoiceDescription(days > 62 ? 'year' : 'month');
}

/** TEST MODE, the card updated: the failed renewal's invoice is paid now. */
export async function markFailedInvoicesPaid(db: Database, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE invoices SET status = 'paid', created_at = $2, updated_at = $2
      WHERE user_id = $1 AND provider = 'test' AND status = 'failed'`,
    [userId, now],
  );
}

/** Invoices that arrived before their checkout was fulfilled join the account once it is. */
export async function claimProviderInvoices(db: Database, userId: string, subscriptionId: string): Promise<void> {
  await db.query(
    `UPDATE invoices SET user_id = $1 WHERE provider = 'stripe' AND provider_subscription_id = $2 AND user_id IS NULL
        AND anonymous_account IS NULL`,
    [userId, subscriptionId],
  );
}

interface InvoiceRow {
  id: string;
  provider: 'stripe' | 'test';
  created_at: Date;
  amount_cents: number;
  currency: string;
  description: string;
  period_start: Date;
  period_end: Date;
  status: Invoice['status'];
  receipt_url: string | null;
}

const INVOICE_COLUMNS =
  'id, provider, created_at, amount_cents, currency, description, period_start, period_end, status, receipt_url';

/** Where TEST MODE's own receipt of an invoice is (server/subscriptions/routes.ts): never a provider's host. */
export function testReceiptUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/test-billing/receipts/${encodeURIComponent(id)}`;
}

export async function listInvoices(db: Database, userId: string, publicUrl: string): Promise<Invoice[]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS}
       FROM invoices WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT ${INVOICE_LIST_LIMIT}`,
    [userId],
  );
  return rows.map((r) => invoiceOf(r, publicUrl));
}

/** One of the user's own TEST MODE invoices (its receipt page), or null. */
export async function findInvoice(db: Database, userId: string, id: string): Promise<Invoice | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await db.maybeOne<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE user_id = $1 AND id = $2 AND provider = 'test'`,
    [userId, id],
  );
  return row ? invoiceOf(row, '') : null;
}

function invoiceOf(r: InvoiceRow, publicUrl: string): Invoice {
  return {
    id: r.id,
    date: new Date(r.created_at).toISOString(),
    amount: r.amount_cents / 100,
    currency: r.currency,
    description: r.description,
    period_start: new Date(r.period_start).toISOString(),
    period_end: new Date(r.period_end).toISOString(),
    status: r.status,
    receipt_url: r.provider === 'test' ? testReceiptUrl(publicUrl, r.id) : r.receipt_url,
  };
}
