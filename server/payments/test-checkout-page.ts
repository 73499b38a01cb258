/**
 * Markup of the TEST MODE checkout page. Plain server-rendered HTML with real form posts: no
 * script and no inline style, so it works under the strict CSP; the stylesheet is its own route.
 */
import { PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';

const t = messages.testCheckout;

export const CHECKOUT_CSS_PATH = '/test-checkout/assets/checkout.css';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${PRODUCT_NAME}`)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">
</head>
<body>
<main class="card">
<p class="badge">${escapeHtml(t.badge)}</p>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  sessionId: string;
  planName: string;
  priceCents: number;
  interval: string;
  email: string;
}

export function checkoutPage(view: CheckoutView): string {
  const action = `/test-checkout/${encodeURIComponent(view.sessionId)}`;
  const price = t.perInterval((view.priceCents / 100).toFixed(2), view.interval);
  return layout(
    t.title,
    `<h1>${escapeHtml(`${PRODUCT_NAME} ${view.planName}`)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>
<div><dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(view.planName)}</dd></div>
<div><dt>${escapeHtml(t.price)}</dt><dd>${escapeHtml(price)}</dd></div>
<div><dt>${escapeHtml(t.account)}</dt><dd>${escapeHtml(view.email)}</dd></div>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${action}/cancel`)}"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>
<form method="post" action="${escapeHtml(`${action}/pay`)}"><button type="submit" class="primary">${escapeHtml(t.pay)}</button></form>
</div>`,
  );
}

export function notFoundPage(): string {
  return layout(
    t.notFoundTitle,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p class="notice">${escapeHtml(t.notFoundText)}</p>`,
  );
}

/** Light and dark from prefers-color-scheme; contrast of every text pair is at least 4.5:1. */
export const CHECKOUT_CSS = `:root { color-scheme: light dark; --bg: #f4f4f5; --card: #ffffff; --text: #18181b;
  --muted: #52525b; --border: #d4d4d8; --accent: #4338ca; --accent-text: #ffffff; --badge-bg: #fef3c7; --badge-text: #78350f; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #09090b; --card: #18181b; --text: #fafafa; --muted: #a1a1aa; --border: #3f3f46;
    --accent: #a5b4fc; --accent-text: #1e1b4b; --badge-bg: #451a03; --badge-text: #fde68a; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem; background: var(--bg);
  color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.card { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 1.5rem; }
.badge { display: inline-block; margin: 0 0 1rem; padding: 0.25rem 0.75rem; border-radius: 999px; font-weight: 700;
  letter-spacing: 0.08em; background: var(--badge-bg); color: var(--badge-text); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
.notice { margin: 0 0 1.25rem; color: var(--muted); }
dl { margin: 0 0 1.5rem; }
dl div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-top: 1px solid var(--border); }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; text-align: right; }
.actions { display: flex; gap: 0.75rem; justify-content: flex-end; }
form { margin: 0; }
button { font: inherit; font-weight: 600; min-height: 44px; padding: 0.5rem 1.25rem; border-radius: 8px; cursor: pointer; border: 1px solid var(--border); }
button.primary { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
button.secondary, a.secondary { background: transparent; color: var(--text); }
a.secondary { display: inline-flex; align-items: center; font-weight: 600; min-height: 44px; padding: 0.5rem 1.25rem; border-radius: 8px; border: 1px solid var(--border); text-decoration: none; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
fieldset { margin: 0 0 1.25rem; padding: 0.5rem 1rem; border: 1px solid var(--border); border-radius: 8px; }
legend { padding: 0 0.25rem; color: var(--muted); }
fieldset div { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
input[type=radio] { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--accent); }
`;
