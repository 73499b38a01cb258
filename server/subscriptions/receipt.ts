/** TEST MODE's receipt (issue 28.2), in words: UTC days, as the e-mails date things, and US dollars. */
import type { components } from '#contract/schema.d.ts';
import { messages } from '#domain/messages.ts';

type Invoice = components['schemas']['Invoice'];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function receiptWords(invoice: Invoice) {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() });
  return {
    id: invoice.id,
    date: day.format(new Date(invoice.date)),
    description: invoice.description,
    amount: money.format(invoice.amount),
    period: messages.plans.invoicePeriodRange(
      day.format(new Date(invoice.period_start)),
      day.format(new Date(invoice.period_end)),
    ),
    status: messages.plans.invoiceStatuses[invoice.status],
  };
}
