/**
 * The billing machine's generated paths replayed on the real /dashboard (issue 13): the Billing
 * section's invoices call is answered as the path says; Try again is clicked. After every step the
 * section shows the predicted state: its spinner, the failure with Try again, the invoices (date,
 * amount, period, status, receipt link) or the empty text; or the session is gone. `billing.changed`
 * is a switch to annual billing made in the plan dialog: the section reads its invoices again.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { billingMachine } from '#machines/billing.machine.ts';
import { plans, premiumAccount, summariesPage, switchedToAnnual } from '#tests/machines/fixtures.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.plans;

/** Manage Subscription, Annually, Switch to annual, Confirm switch: the dashboard then re-reads the account. */
async function switchToAnnual(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: messages.dashboard.manageSubscription }));
  const dialog = await waitFor(() => screen.queryByRole('dialog', { name: text.title }), 'the plan dialog');
  fireEvent.click(await waitFor(() => within(dialog).queryByRole('switch', { name: text.annually }), 'Annually'));
  fireEvent.click(await waitFor(() => within(dialog).queryByRole('button', { name: text.switchToAnnual }), 'Switch'));
  fireEvent.click(await waitFor(() => screen.queryByRole('button', { name: text.confirmSwitch }), 'Confirm switch'));
  await waitFor(() => (fakeApi.isWaiting('plans', 'loadInvoices') ? true : null), 'the invoices read again');
}

function section(): HTMLElement {
  return screen.getByRole('region', { name: text.billingTitle });
}

replayPaths({
  model: 'billing',
  machine: billingMachine,
  apiModule: 'plans',
  start: async (input) => {
    // The invoices the model starts with come with the account (user-info?include=invoices, issue 27.4).
    const given = (input as { invoices?: unknown } | undefined)?.invoices;
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({
      authenticated: true,
      user: { id: 'u1', email: premiumAccount.user.email, is_premium: true },
      token: 'token-1',
    }));
    fakeApi.answerAlways('plans', 'readStorage', () => ({ token: 'token-1' }));
    // A Premium monthly customer: the account read after each switch is monthly again, so it can switch again.
    fakeApi.answerAlways('account', 'loadAccount', () => premiumAccount);
    if (Array.isArray(given))
      fakeApi.answerNext('account', 'loadAccount', () => ({ ...premiumAccount, invoices: given }));
    fakeApi.answerAlways('plans', 'loadPlans', () => plans);
    fakeApi.answerAlways('plans', 'switchSubscription', () => switchedToAnnual);
    fakeApi.answerAlways('summaries', 'prefetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('prompt', 'prefetchPrompt', () => DEFAULT_PROMPT);
    fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
    const site = renderSite('/dashboard');
    await waitFor(() => screen.queryByRole('region', { name: text.billingTitle }), 'the Billing section', 8000);
    return site;
  },
  gestures: {
    'billing.retried': () => fireEvent.click(within(section()).getByRole('button', { name: messages.dashboard.retry })),
    'billing.changed': switchToAnnual,
  },
  expectScreen: (state, site) => {
    if (state.matches('signedOut')) {
      expect(['/', '/login']).toContain(site.router.state.location.pathname);
      return;
    }
    const billing = section();
    if (state.matches('loading')) {
      expect(within(billing).getByRole('status', { name: text.invoicesLoading })).toBeInTheDocument();
      return;
    }
    if (state.matches('failed')) {
      expect(within(billing).getByRole('alert')).toHaveTextContent(text.invoicesFailed);
      return;
    }
    const { invoices } = state.context;
    if (invoices.length === 0) {
      // The account replayed is Premium: it says it has none (issue 28.7).
      expect(billing).toHaveTextContent(text.noInvoicesPremium);
      return;
    }
    const rows = within(billing).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(invoices.length);
    for (const [index, invoice] of invoices.entries()) {
      const row = rows[index] as HTMLElement;
      expect(row).toHaveTextContent(text.invoiceStatuses[invoice.status]);
      expect(row).toHaveTextContent(`$${invoice.amount}`);
      // Named by its date for a screen reader (View receipt of …): found by the word it shows.
      const link =
        within(row)
          .queryAllByRole('link')
          .find((a) => a.textContent === text.receipt) ?? null;
      if (invoice.receipt_url) expect(link).toHaveAttribute('href', invoice.receipt_url);
      else expect(link).toBeNull();
    }
  },
});
