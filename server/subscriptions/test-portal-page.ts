/**
 * TEST MODE's stand-in for the Stripe Billing Portal: a server-rendered page marked TEST MODE, with
 * the checkout page's layout and stylesheet (no script, strict CSP). "Update card" retries a failed
 * renewal, which then succeeds.
 */
import { messages } from '#domain/messages.ts';
import { escapeHtml, layout } from '#server/payments/test-checkout-page.ts';

const t = messages.testBilling;

export const PORTAL_PATH = '/test-billing/portal';

export interface PortalView {
  email: string;
  paymentFailed: boolean;
  accountUrl: string;
  /** The card form's one-time id (a second submission of the same form changes nothing more). */
  submission: string;
}

export function portalPage(view: PortalView): string {
  const warning = view.paymentFailed ? `<p class="notice"><strong>${escapeHtml(t.paymentFailed)}</strong></p>\n` : '';
  return layout(
    t.portalTitle,
    `<h1>${escapeHtml(t.portalTitle)}</h1>
<p class="notice">${escapeHtml(t.portalNotice)}</p>
${warning}<dl>
<div><dt>${escapeHtml(messages.testCheckout.account)}</dt><dd>${escapeHtml(view.email)}</dd></div>
<div><dt>${escapeHtml(t.card)}</dt><dd>${escapeHtml(t.cardOnFile)}</dd></div>
</dl>
<div class="actions">
<a class="secondary" href="${escapeHtml(view.accountUrl)}">${escapeHtml(t.back)}</a>
<form method="post" action="${PORTAL_PATH}/card"><input type="hidden" name="submission" value="${escapeHtml(view.submission)}"><button type="submit" class="primary">${escapeHtml(t.updateCard)}</button></form>
</div>`,
  );
}

export function portalNotFoundPage(): string {
  return layout(
    t.notFoundTitle,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p class="notice">${escapeHtml(t.notFoundText)}</p>`,
  );
}
