import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import { type billingMachine, selectInvoices, selectIsLoading, selectLoadFailed } from '#machines/billing.machine.ts';
import { selectBillingActor, selectIsPremiumView } from '#machines/dashboard.machine.ts';
import { useFormatDate } from '#src/features/displayTimeZone.ts';
import { formatMoney } from '#src/features/format.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { DashboardContext } from './context.ts';
import * as css from './dashboard.css.ts';

const text = messages.plans;

function Invoices({ actor }: { actor: ActorRefFrom<typeof billingMachine> }) {
  const invoices = useSelector(actor, selectInvoices);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  // "once you subscribe" is not true of a Premium account that was never billed.
  const premium = DashboardContext.useSelector(selectIsPremiumView);
  const formatDate = useFormatDate();
  if (loading) return <CenteredSpinner label={text.invoicesLoading} />;
  if (failed)
    return (
      <Alert tone="danger" title={text.invoicesFailed}>
        <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'billing.retried' })}>
          {messages.dashboard.retry}
        </Button>
      </Alert>
    );
  if (invoices.length === 0) return <p>{premium ? text.noInvoicesPremium : text.noInvoices}</p>;
  return (
    <div className={css.invoiceScroll}>
      <table className={css.invoiceTable}>
        <thead className={css.invoiceHead}>
          <tr>
            <th scope="col">{text.invoiceDate}</th>
            <th scope="col">{text.invoiceFor}</th>
            <th scope="col">{text.invoiceAmount}</th>
            <th scope="col">{text.invoicePeriod}</th>
            <th scope="col">{text.invoiceStatus}</th>
            <th scope="col">{text.invoiceReceipt}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td data-label={text.invoiceDate}>{formatDate(invoice.date)}</td>
              <td data-label={text.invoiceFor}>{invoice.description}</td>
              <td data-label={text.invoiceAmount}>{formatMoney(invoice.amount)}</td>
              <td data-label={text.invoicePeriod}>
                {text.invoicePeriodRange(formatDate(invoice.period_start), formatDate(invoice.period_end))}
              </td>
              <td data-label={text.invoiceStatus}>{text.invoiceStatuses[invoice.status]}</td>
              <td data-label={text.invoiceReceipt}>
                {invoice.receipt_url ? (
                  <a href={invoice.receipt_url} target="_blank" rel="noreferrer">
                    {text.receipt}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Billing": what was paid, from the server's own records (issue 13). */
export function BillingSection() {
  const actor = DashboardContext.useSelector(selectBillingActor);
  if (!actor) return null;
  return (
    <Card padding="none" className={css.billing}>
      <section aria-labelledby="billing-title">
        <h2 id="billing-title" className={css.billingTitle}>
          {text.billingTitle}
        </h2>
        <Invoices actor={actor} />
      </section>
    </Card>
  );
}
