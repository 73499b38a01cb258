import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ANNUAL_DISCOUNT_LABEL, PLAN_TOGGLE_LOCK_MS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { Plan } from '#machines/apiTypes.ts';
import type { CancelResult, SubscriptionChange } from '#machines/apiTypes.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import {
  ApiError,
  account,
  cancelAnswer,
  type FakeOptions,
  PERIOD_END,
  plans,
  renderDashboard,
} from './dashboardFixtures.tsx';

const text = messages.plans;

async function openDialog(options: FakeOptions) {
  const user = userEvent.setup();
  const rendered = renderDashboard(options);
  await user.click(await screen.findByRole('button', { name: messages.dashboard.manageSubscription }));
  const dialog = await screen.findByRole('dialog', { name: text.title });
  return { ...rendered, user, dialog };
}

/** The profile as the server tells it: Premium first, cancelled when read again after the cancel. */
function cancelledOnReread() {
  let reads = 0;
  return fromPromise<Account, void>(async () => {
    reads += 1;
    return account(reads === 1 ? 'premium' : 'cancelled');
  });
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('plan dialog for a Basic user', () => {
  it('shows title, subtitle, the billing switch, both cards, the hint and the FAQ link', async () => {
    const { dialog } = await openDialog({ kind: 'basic' });
    expect(within(dialog).getByText(text.subtitle)).toBeInTheDocument();
    await within(dialog).findByRole('region', { name: 'Premium' });
    const switchControl = within(dialog).getByRole('switch', { name: text.annually });
    expect(switchControl).not.toBeChecked();
    expect(within(dialog).getByText(text.monthly)).toBeInTheDocument();
    expect(within(dialog).getByText(ANNUAL_DISCOUNT_LABEL)).toBeInTheDocument();
    const basic = card('Basic');
    expect(within(basic).getByText(text.freeForever)).toBeInTheDocument();
    expect(within(basic).getByText(text.yourPlan)).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).not.toBeInTheDocument();
    expect(within(basic).getByText('5 summaries a day')).toBeInTheDocument();
    const premium = card('Premium');
    expect(within(premium).getByText('$9.99/month')).toBeInTheDocument();
    expect(within(premium).getByText(text.popular)).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: text.upgradeNow })).toBeEnabled();
    expect(within(dialog).getByText(text.needHelp)).toBeInTheDocument();
    expect(within(dialog).getByText(text.needHelpText)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: text.faqLink })).toHaveAttribute('href', '/#faq');
    expect(within(dialog).queryByText(text.premiumNote)).not.toBeInTheDocument();
  });

  it("shows the annual price's monthly equivalent, computed from the plan's price (issue 18.17)", async () => {
    const { dialog, user } = await openDialog({ kind: 'basic' });
    await within(dialog).findByRole('region', { name: 'Premium' });
    expect(within(dialog).queryByText(/billed annually/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: text.annually }));
    await waitFor(() => expect(within(card('Premium')).getByText('$83.88/year')).toBeInTheDocument());
    const yearly = plans.find((plan) => plan.interval === 'year' && plan.price > 0);
    expect(yearly?.price).toBe(83.88);
    expect(within(card('Premium')).getByText('$6.99/month, billed annually')).toBeInTheDocument();
    expect(within(card('Basic')).queryByText(/billed annually/)).not.toBeInTheDocument();
  });

  it("labels the chosen card 'Processing...' and goes to checkout with its price id", async () => {
    let finish: (value: { url: string }) => void = () => {};
    const { rec, user } = await openDialog({
      kind: 'basic',
      apis: {
        createPaymentLink: fromPromise<{ url: string }, { priceId: string; returnTo: string }>(
          () => new Promise((resolve) => (finish = resolve)),
        ),
      },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(premium).getByRole('button', { name: text.upgradeNow }));
    const busy = await within(premium).findByRole('button', { name: text.processing });
    expect(busy).toBeDisabled();
    finish({ url: 'https://checkout.example/session' });
    await waitFor(() => expect(rec.redirects).toEqual(['https://checkout.example/session']));
  });

  it('shows the error alert with the server message when the upgrade fails, and a toast for 402', async () => {
    let status = 402;
    const { rec, user } = await openDialog({
      kind: 'basic',
      apis: {
        createPaymentLink: fromPromise<{ url: string }, { priceId: string; returnTo: string }>(async () => {
          throw new ApiError(status, null, status === 402 ? null : 'Checkout is down for maintenance');
        }),
      },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(premium).getByRole('button', { name: text.upgradeNow }));
    await waitFor(() => expect(rec.toasts).toContainEqual({ kind: 'error', title: text.paymentDeclined }));
    status = 500;
    await user.click(within(premium).getByRole('button', { name: text.upgradeNow }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout is down for maintenance');
  });

  it('a 401 at checkout ends the session once (the API policy), the way back naming the chosen plan', async () => {
    const { rec, user } = await openDialog({
      kind: 'basic',
      apis: {
        createPaymentLink: fromPromise<{ url: string }, { priceId: string; returnTo: string }>(async () => {
          throw new ApiError(401, 'unauthorized', null);
        }),
      },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(premium).getByRole('button', { name: text.upgradeNow }));
    await waitFor(() => expect(rec.signInReturns).toEqual(['/dashboard?plan=premium-monthly']));
    expect(rec.sessionExpired).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the load error alert', async () => {
    await openDialog({
      kind: 'basic',
      apis: { loadPlans: fromPromise<Plan[], void>(async () => Promise.reject(new ApiError(500, null, null))) },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.loadFailed));
  });

  it('shows a spinner while plans load', async () => {
    await openDialog({ kind: 'basic', apis: { loadPlans: fromPromise<Plan[], void>(() => new Promise(() => {})) } });
    expect(screen.getByRole('status', { name: text.loading })).toBeInTheDocument();
  });
});

describe('plan dialog for a Premium user', () => {
  it('marks the current plan, offers Cancel Subscription there and hides Basic upgrade', async () => {
    const { user } = await openDialog({ kind: 'premium' });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText(text.yourPlan)).toBeInTheDocument();
    expect(within(premium).queryByText(text.popular)).not.toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: text.cancelSubscription })).toBeEnabled();
    expect(within(card('Basic')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: text.annually }));
    await waitFor(() => expect(within(card('Premium')).getByText('$83.88/year')).toBeInTheDocument());
    const yearly = card('Premium');
    expect(within(yearly).getByText(text.popular)).toBeInTheDocument();
    // Issue 13: the other interval is a switch, not a second checkout.
    expect(within(yearly).getByRole('button', { name: text.switchToAnnual })).toBeInTheDocument();
    expect(within(yearly).queryByRole('button', { name: text.upgradeNow })).toBeNull();
  });

  it("keeps the spec's subtitle and tells a Premium reader everything is unlocked (issue 18.17)", async () => {
    const { dialog } = await openDialog({ kind: 'premium' });
    expect(within(dialog).getByText(text.subtitle)).toBeInTheDocument();
    expect(await within(dialog).findByText(text.premiumNote)).toBeInTheDocument();
  });

  it('starts on yearly for a yearly plan', async () => {
    await openDialog({ kind: 'premiumYearly' });
    await screen.findByRole('region', { name: 'Premium' });
    expect(screen.getByRole('switch', { name: text.annually })).toBeChecked();
    expect(within(card('Premium')).getByText(text.yourPlan)).toBeInTheDocument();
  });

  it('asks before cancelling: what is lost and until when; Keep Premium sends nothing (issue 18.1)', async () => {
    let calls = 0;
    const { user } = await openDialog({
      kind: 'premium',
      apis: {
        cancelSubscription: fromPromise<CancelResult, void>(async () => {
          calls += 1;
          return cancelAnswer;
        }),
      },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(premium).getByRole('button', { name: text.cancelSubscription }));
    const ask = await screen.findByRole('dialog', { name: text.cancelConfirmTitle });
    expect(ask).toHaveTextContent(text.cancelConfirmUntil('February 5, 2026'));
    expect(ask).toHaveTextContent(text.cancelConfirmLoss);
    // The safe choice is first and focused; no button says a bare "Cancel".
    expect(within(ask).getByRole('button', { name: text.keepPremium })).toHaveFocus();
    expect(within(ask).queryByRole('button', { name: /^cancel$/i })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: text.keepPremium }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.cancelConfirmTitle })).toBeNull());
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("labels the button 'Cancelling...', then closes with a toast; the profile shows CANCELLED, the tab stays", async () => {
    let finish: (answer: CancelResult) => void = () => {};
    const { rec, user } = await openDialog({
      kind: 'premium',
      apis: {
        cancelSubscription: fromPromise<CancelResult, void>(
          () => new Promise<CancelResult>((resolve) => (finish = resolve)),
        ),
        loadAccount: cancelledOnReread(),
      },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(premium).getByRole('button', { name: text.cancelSubscription }));
    await user.click(await screen.findByRole('button', { name: text.confirmCancel }));
    expect(within(premium).getByRole('button', { name: text.cancelling })).toBeDisabled();
    await act(async () => finish(cancelAnswer));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rec.toasts).toContainEqual({ kind: 'success', title: text.cancelled });
    expect(screen.getByText(text.subscriptionEnds('February 5, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: messages.dashboard.loadingDashboard })).toBeNull();
  });

  it('closing the dialog while Cancelling... keeps the result: toast and profile still follow (issue 12.11)', async () => {
    let finish: (answer: CancelResult) => void = () => {};
    const { rec, user } = await openDialog({
      kind: 'premium',
      apis: {
        cancelSubscription: fromPromise<CancelResult, void>(
          () => new Promise<CancelResult>((resolve) => (finish = resolve)),
        ),
        loadAccount: cancelledOnReread(),
      },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(premium).getByRole('button', { name: text.cancelSubscription }));
    await user.click(await screen.findByRole('button', { name: text.confirmCancel }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => finish(cancelAnswer));
    await waitFor(() => expect(rec.toasts).toContainEqual({ kind: 'success', title: text.cancelled }));
    expect(screen.getByText(text.subscriptionEnds('February 5, 2026'))).toBeInTheDocument();
  });

  it('shows CANCELLED with the end date and Resume instead of cancel for a cancelled subscription', async () => {
    await openDialog({ kind: 'cancelled' });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText(text.cancelledBadge)).toBeInTheDocument();
    expect(within(premium).getByText('Subscription ends February 5, 2026')).toBeInTheDocument();
    expect(within(premium).queryByRole('button', { name: text.cancelSubscription })).not.toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: text.resume })).toBeEnabled();
  });

  it('explains the price difference before switching to annual, then switches and closes (issue 13)', async () => {
    const { rec, user } = await openDialog({ kind: 'premium' });
    await screen.findByRole('region', { name: 'Premium' });
    await user.click(screen.getByRole('switch', { name: text.annually }));
    await user.click(await screen.findByRole('button', { name: text.switchToAnnual }));
    const ask = await screen.findByRole('dialog', { name: text.switchToAnnualTitle });
    expect(ask).toHaveTextContent(text.switchToAnnualText('$83.88', '$6.99', '$9.99'));
    await user.click(within(ask).getByRole('button', { name: text.confirmSwitch }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rec.toasts).toContainEqual({
      kind: 'success',
      title: 'You are now on annual billing. The unused part of your month was credited.',
    });
  });

  it('a switch to monthly waits for the year to end and Keep annual billing undoes it (issue 13)', async () => {
    const user = userEvent.setup();
    const yearly = account('premiumYearly');
    const switchesTo = { interval: 'month', on: PERIOD_END } as const;
    const scheduled: Account = {
      ...yearly,
      subscription: { ...yearly.subscription, switches_to: switchesTo },
      currentPlan: { ...yearly.currentPlan, switches_to: switchesTo },
    };
    let reads = 0;
    const asked: string[] = [];
    renderDashboard({
      kind: 'premiumYearly',
      apis: {
        // Scheduled at first; read again after the undo, the server no longer has a switch waiting.
        loadAccount: fromPromise<Account, void>(async () => (++reads === 1 ? scheduled : yearly)),
        switchSubscription: fromPromise<SubscriptionChange, { interval: 'month' | 'year' }>(async ({ input }) => {
          asked.push(input.interval);
          return { success: true, message: 'You keep annual billing.', subscription: yearly.subscription };
        }),
      },
    });
    const note = text.switchesOn('month', 'February 5, 2026');
    expect(await screen.findByText(note, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.undoSwitch }));
    await waitFor(() => expect(asked).toEqual(['year']));
    await waitFor(() => expect(screen.queryByText(note, { exact: false })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: text.undoSwitch })).not.toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    const { user } = await openDialog({ kind: 'premium' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: messages.dashboard.manageSubscription })).toBeEnabled();
  });
});

describe('plan dialog billing switch lock', () => {
  afterEach(() => vi.useRealTimers());

  it(`is locked for ${PLAN_TOGGLE_LOCK_MS} ms after each toggle: announced, ignored, still focusable`, async () => {
    await openDialog({ kind: 'basic' });
    await screen.findByRole('region', { name: 'Premium' });
    vi.useFakeTimers();
    const switchControl = screen.getByRole('switch', { name: text.annually });
    switchControl.focus();
    fireEvent.click(switchControl);
    expect(switchControl).toBeChecked();
    expect(switchControl).toHaveAttribute('aria-disabled', 'true');
    // Not the native attribute: a disabled button would drop keyboard focus to the page.
    expect(switchControl).not.toHaveAttribute('disabled');
    expect(switchControl).toHaveFocus();
    expect(within(card('Premium')).getByText('$83.88/year')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PLAN_TOGGLE_LOCK_MS - 1);
    });
    fireEvent.click(switchControl);
    expect(switchControl).toBeChecked();
    expect(switchControl).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(switchControl).not.toHaveAttribute('aria-disabled');
    fireEvent.click(switchControl);
    expect(switchControl).not.toBeChecked();
    expect(within(card('Premium')).getByText('$9.99/month')).toBeInTheDocument();
    expect(plans).toHaveLength(3);
  });
});
