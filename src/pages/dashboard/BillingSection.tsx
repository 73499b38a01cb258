import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { billingMessages } from '#domain/billingMessages.ts';
import { messages } from '#domain/messages.ts';
import { type billingMachine, selectInvoices, selectIsLoading, selectLoadFailed } from '#machines/billing.machine.ts';
import {
  selectBillingActor,
  selectCanOpenPortal,
  selectCanPayFailed,
  selectCard,
  selectIntervalSwitch,
  selectIsOpeningPortal,
  selectIsPremiumView,
  selectSwitchingTo,
} from '#machines/dashboard.machine.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { useFormatDate } from '#src/features/displayTimeZone.ts';
import { formatMoney } from '#src/features/format.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { InlineQuestion, useFocusBackToOpener } from '#src/ui/InlineQuestion.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { DashboardContext } from './context.ts';
import * as css from './dashboard.css.ts';

const text = messages.plans;
const words = billingMessages;

function Invoices({ actor }: { actor: ActorRefFrom<typeof billingMachine> }) {
  const invoices = useSelector(actor, selectInvoices);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  // "once you subscribe" is not true of a Premium account that was never billed.
  const premium = DashboardContext.useSelector(selectIsPremiumView);
  const canPay = DashboardContext.useSelector(selectCanPayFailed);
  const opening = DashboardContext.useSelector(selectIsOpeningPortal);
  const dashboard = DashboardContext.useActorRef();
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
              <td data-label={text.invoiceStatus}>
                {invoice.status === 'failed' ? (
                  // Issue 28.2: a failed payment is a badge, with the way to pay it while it can be paid.
                  <span className={css.invoiceStatusCell}>
                    <Badge tone="danger">{text.invoiceStatuses.failed}</Badge>
                    {canPay ? (
                      <Button
                        variant="primary"
                        size="sm"
                        busy={opening}
                        aria-label={words.payNowFor(formatDate(invoice.date))}
                        onClick={() => dashboard.send({ type: 'billing.portalRequested' })}
                      >
                        {words.payNow}
                      </Button>
                    ) : null}
                  </span>
                ) : (
                  text.invoiceStatuses[invoice.status]
                )}
              </td>
              <td data-label={text.invoiceReceipt}>
                {invoice.receipt_url ? (
                  <a
                    href={invoice.receipt_url}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={words.viewReceiptOf(formatDate(invoice.date))}
                  >
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

/** Issue 28.2: the card Premium is billed to, and its update (the billing portal, back here after). */
function PaymentMethod() {
  const dashboard = DashboardContext.useActorRef();
  const premium = DashboardContext.useSelector(selectIsPremiumView);
  const card = DashboardContext.useSelector(selectCard);
  const canOpen = DashboardContext.useSelector(selectCanOpenPortal);
  const opening = DashboardContext.useSelector(selectIsOpeningPortal);
  if (!premium) return null;
  return (
    <div className={css.billingRow}>
      <div>
        <h3 className={css.billingRowTitle}>{words.paymentMethod}</h3>
        {card ? (
          <p className={css.billingRowText}>
            {words.cardOnFile(card.brand, card.last4)} · {words.cardExpires(card.exp_month, card.exp_year)}
          </p>
        ) : (
          <p className={css.billingRowText}>{words.noCardOnFile}</p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        busy={opening}
        disabled={!canOpen}
        onClick={() => dashboard.send({ type: 'billing.portalRequested' })}
      >
        {words.updateCard}
      </Button>
    </div>
  );
}

/**
 * Issue 28.2: the switch to the other interval, found here without the plan dialog: the button asks
 * first, in place (what the switch does, and when), then sends the plan dialog's own request. Keeping
 * the current billing (or Escape) returns the focus to the button.
 */
function IntervalSwitch() {
  const dashboard = DashboardContext.useActorRef();
  const offer = DashboardContext.useSelector(selectIntervalSwitch);
  // While the switch is sent no other is offered: the button keeps saying the one sent.
  const sending = DashboardContext.useSelector(selectSwitchingTo);
  const formatDate = useFormatDate();
  const [asking, setAsking] = useState(false);
  const focus = useFocusBackToOpener(asking);
  const to = sending ?? offer?.to;
  if (!to) return null;
  const keep = focus.kept(() => setAsking(false));
  return (
    <div className={css.billingRow}>
      <h3 className={css.billingRowTitle}>{words.billingInterval}</h3>
      {asking ? (
        <InlineQuestion
          title={words.switchBilling(to)}
          text={
            to === 'year'
              ? words.switchBillingToAnnualText
              : words.switchBillingToMonthlyText(offer?.on ? formatDate(offer.on) : '')
          }
          onEscape={keep}
        >
          {/* The question just appeared: the safe answer takes focus. */}
          <Button variant="secondary" size="sm" autoFocus onClick={keep}>
            {text.keepCurrentBilling}
          </Button>
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              setAsking(false);
              dashboard.send({ type: 'subscription.switchRequested', interval: to });
            }}
          >
            {text.confirmSwitch}
          </Button>
        </InlineQuestion>
      ) : (
        // The question above stands in for this button while it is asked.
        <Button
          ref={focus.opener}
          variant="secondary"
          size="sm"
          busy={sending !== null}
          onClick={() => setAsking(true)}
        >
          {words.switchBilling(to)}
        </Button>
      )}
    </div>
  );
}

/** "Billing": the card on file, the interval switch, and what was paid, from the server's own records (issue 13). */
export function BillingSection() {
  const actor = DashboardContext.useSelector(selectBillingActor);
  if (!actor) return null;
  return (
    <Card padding="none" className={css.billing}>
      <section aria-labelledby="billing-title">
        <h2 id="billing-title" className={css.billingTitle}>
          {text.billingTitle}
        </h2>
        <PaymentMethod />
        <IntervalSwitch />
        <Invoices actor={actor} />
      </section>
    </Card>
  );
}
