/**
 * Issue 27.2, decision 258: the server draws every state of the dashboard with the live page's own
 * tree, the dashboard machine deciding on the server's answers. For each state, the server's first
 * paint (src/entry-first-paint.tsx, as the server runs it) says what the live page says once loaded.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { Invoice } from '#machines/apiTypes.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import { renderDashboardFirstPaint } from '#src/entry-first-paint.tsx';
import { account, PERIOD_END, pageOf, renderDashboard, sampleSummaries } from './dashboardFixtures.tsx';

const PROMPT = 'Summarize for a busy engineer: key ideas first, then numbers.';
const INVOICES: Invoice[] = [
  {
    id: 'inv-1',
    date: '2026-01-05T00:00:00.000Z',
    amount: 9.99,
    currency: 'usd',
    description: 'Skimly Premium, monthly',
    period_start: '2026-01-05T00:00:00.000Z',
    period_end: '2026-02-05T00:00:00.000Z',
    status: 'paid',
    receipt_url: 'https://invoice.stripe.example/i/inv-1',
  },
];

/** An account in a state, with the invoices its answer carries (the live page then makes no call for them). */
function withState(base: Account, subscription: Partial<Account['subscription']> = {}): Account {
  return { ...base, subscription: { ...base.subscription, ...subscription }, invoices: INVOICES };
}

const STATES: [string, Account, string, string][] = [
  ['Basic, with its upsell', withState(account('basic')), '', messages.dashboard.premiumFeature],
  ['cancelled', withState(account('cancelled')), '', messages.plans.cancelledBadge],
  [
    'a failed renewal in its grace period',
    withState(account('premium'), { payment_failed: true, grace_ends_at: '2026-02-12T12:00:00.000Z' }),
    '',
    messages.plans.paymentFailedTitle,
  ],
  [
    'a scheduled switch to monthly',
    withState(account('premiumYearly'), { switches_to: { interval: 'month', on: PERIOD_END } }),
    '',
    messages.plans.undoSwitch,
  ],
  ['the Custom Prompt tab the address names', withState(account('premium')), '?tab=prompt', PROMPT],
];

/** The page's words, as a reader goes through them. */
const words = (main: Element | null) => main?.textContent?.replace(/\s+/g, ' ').trim();

describe('the first paint says what the live page says', () => {
  for (const [state, answered, search, mark] of STATES)
    it(state, async () => {
      const premium = answered.subscription.is_premium;
      const { rec } = renderDashboard({
        kind: premium ? 'premium' : 'basic',
        search,
        apis: {
          loadAccount: fromPromise<Account, void>(async () => answered),
          fetchPrompt: fromPromise<string, void>(async () => PROMPT),
        },
      });
      await screen.findByRole('heading', { name: 'jane.doe', level: 1 });
      await screen.findAllByText(mark);
      const live = words(document.querySelector('main'));

      const paint = await renderDashboardFirstPaint({
        account: answered,
        // The page the live page asked for, answered as the server's route answers it.
        page: premium && rec.summaryQueries[0] ? pageOf(sampleSummaries, rec.summaryQueries[0]) : null,
        prompt: premium ? PROMPT : null,
        search,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      const painted = document.createElement('div');
      painted.innerHTML = paint.root;
      expect(words(painted.querySelector('main'))).toContain(mark);
      expect(words(painted.querySelector('main'))).toBe(live);
    });
});
