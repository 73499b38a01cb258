/**
 * TEST MODE's stand-in for the Stripe Billing Portal: a server-rendered page marked TEST MODE, with
 * the checkout page's layout and stylesheet (no script, strict CSP). "Update card" makes the chosen
 * test card the card on file and retries a failed renewal, which then succeeds (issue 28.2). Also
 * TEST MODE's own receipt page: an invoice's receipt never leaves the site in TEST MODE.
 */
import { testBillingPageMessages } from '#domain/billingMessages.ts';
import { messages } from '#domain/messages.ts';
import { escapeHtml, layout } from '#server/payments/test-checkout-page.ts';
import type { Card } from './repository.ts';
import type { TestCardName } from './test-billing.ts';

const t = messages.testBilling;
const b = testBillingPageMessages;

export const PORTAL_PATH = '/test-billing/portal';
export const RECEIPTS_PATH = '/test-billing/receipts';

export interface PortalView {
  email: string;
  paymentFailed: boolean;
  /** The card on file, when known. */
  card: Card | null;
  /** The test cards to choose from, the one on file first when it is one of them. */
  choices: { name: TestCardName; card: Card }[];
  /** Where Back and the card form return: a checked path on this site (decision 255). */
  returnTo: string;
  /** The site's address, before returnTo. */
  publicUrl: string;
  /** The card form's one-time id (a second submission of the same form changes nothing more). */
  submission: string;
}

function cardWords(card: Card): string {
  return b.testCardLabel(card.brand, card.last4, card.expMonth, card.expYear);
}

export function portalPage(view: PortalView): string {
  const warning = view.paymentFailed ? `<p class="notice"><strong>${escapeHtml(t.paymentFailed)}</strong></p>\n` : '';
  const onFile = view.card ? cardWords(view.card) : t.cardOnFile;
  const choices = view.choices
    .map(
      ({ name, card }, i) =>
        `<div><input type="radio" name="card" id="card-${name}" value="${name}"${i === 0 ? ' checked' : ''}> <label for="card-${name}">${escapeHtml(cardWords(card))}</label></div>`,
    )
    .join('\n');
  return layout(
    t.portalTitle,
    `<h1>${escapeHtml(t.portalTitle)}</h1>
<p class="notice">${escapeHtml(t.portalNotice)}</p>
${warning}<dl>
<div><dt>${escapeHtml(messages.testCheckout.account)}</dt><dd>${escapeHtml(view.email)}</dd></div>
<div><dt>${escapeHtml(t.card)}</dt><dd>${escapeHtml(onFile)}</dd></div>
</dl>
<form method="post" action="${PORTAL_PATH}/card">
<fieldset><legend>${escapeHtml(b.chooseCard)}</legend>
${choices}
</fieldset>
<input type="hidden" name="submission" value="${escapeHtml(view.submission)}">
<input type="hidden" name="return_to" value="${escapeHtml(view.returnTo)}">
<div class="actions">
<a class="secondary" href="${escapeHtml(`${view.publicUrl}${view.returnTo}`)}">${escapeHtml(t.back)}</a>
<button type="submit" class="primary">${escapeHtml(t.updateCard)}</button>
</div>
</form>`,
  );
}

export function portalNotFoundPage(): string {
  return layout(
    t.notFoundTitle,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p class="notice">${escapeHtml(t.notFoundText)}</p>`,
  );
}

export interface ReceiptView {
  id: string;
  /** Already in words: the date, what it was for, the amount, the period and the status. */
  date: string;
  description: string;
  amount: string;
  period: string;
  status: string;
  dashboardUrl: string;
}

/** One invoice's receipt (TEST MODE), with the TEST MODE badge of every test page. */
export function receiptPage(view: ReceiptView): string {
  const row = (term: string, value: string) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  return layout(
    b.receiptTitle,
    `<h1>${escapeHtml(b.receiptTitle)}</h1>
<p class="notice">${escapeHtml(b.receiptNotice)}</p>
<dl>
${row(b.receiptNumber, view.id)}
${row(b.receiptDate, view.date)}
${row(b.receiptFor, view.description)}
${row(b.receiptAmount, view.amount)}
${row(b.receiptPeriod, view.period)}
${row(b.receiptStatus, view.status)}
</dl>
<div class="actions">
<a class="secondary" href="${escapeHtml(view.dashboardUrl)}">${escapeHtml(b.backToDashboard)}</a>
</div>`,
  );
}

export function receiptNotFoundPage(): string {
  return layout(
    b.receiptNotFoundTitle,
    `<h1>${escapeHtml(b.receiptNotFoundTitle)}</h1>
<p class="notice">${escapeHtml(b.receiptNotFoundText)}</p>`,
  );
}
