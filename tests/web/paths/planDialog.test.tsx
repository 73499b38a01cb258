/**
 * The plan dialog machine's generated paths replayed on the real dashboard: the person opens Manage
 * Subscription as a Premium (monthly) or Basic account, the dialog's calls are answered as the path
 * says, the 300 ms switch lock passes on a fake clock, and after every step the dialog must show the
 * predicted state (spinner, alert, switch position and lock, the cards of the interval, the busy card,
 * the cancel's confirmation). The cancel itself is the dashboard's call: its failure is answered there.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { visiblePlans } from '#domain/subscription.ts';
import { formatDate } from '#src/features/format.ts';
import { type PlanDialogInput, planDialogMachine, selectPlanCards } from '#machines/planDialog.machine.ts';
import {
  basicAccount,
  cancelledAccount,
  failed,
  httpError,
  plans,
  premiumAccount,
  summariesPage,
} from '#tests/machines/fixtures.ts';
import { fakeApi } from './support/fakeApi.ts';
import { pause, renderSite, replayPaths, waitFor } from './support/replay.tsx';
import { problemText } from '#src/features/problems.ts';

const text = messages.plans;

function planDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: text.title });
}

function confirmation(): HTMLElement {
  return screen.getByRole('dialog', { name: text.cancelConfirmTitle });
}

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: messages.dashboard.manageSubscription, hidden: true }));
}

replayPaths({
  model: 'planDialog',
  machine: planDialogMachine,
  apiModule: 'plans',
  fakeTimers: true,
  start: async (input) => {
    const { user } = input as PlanDialogInput;
    const premium = user?.is_premium === true;
    const cancelled = (input as PlanDialogInput).currentPlan?.status === 'cancelled';
    const account = cancelled ? cancelledAccount : premium ? premiumAccount : basicAccount;
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({
      authenticated: true,
      user: { id: 'u1', email: account.user.email, is_premium: premium },
      token: 'token-1',
    }));
    fakeApi.answerAlways('account', 'loadAccount', () => account);
    fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
    // The dashboard's own calls beside the account (issue 15), answered as the tabs' are.
    fakeApi.answerAlways('summaries', 'prefetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('prompt', 'prefetchPrompt', () => DEFAULT_PROMPT);
    fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
    // Back from the sign-in the dialog asked for: the address carries the plan and the dialog opens by itself.
    const resume = (input as PlanDialogInput).resumePlanId;
    const cancelling = (input as PlanDialogInput).cancelling === true;
    // The first dialog's plans, before it asks for the cancel (the path starts with the second dialog).
    if (cancelling) fakeApi.answerNext('plans', 'loadPlans', () => plans);
    const site = renderSite(resume ? `/dashboard?plan=${resume}` : '/dashboard');
    if (!resume) {
      await waitFor(
        () => screen.queryByRole('button', { name: messages.dashboard.manageSubscription }),
        'Manage Subscription',
        8000,
      );
      openDialog();
    }
    await waitFor(() => screen.queryByRole('dialog', { name: text.title }), 'the plan dialog');
    if (cancelling) {
      // The cancel asked for and confirmed, the dialog closed and opened again while the call runs.
      fireEvent.click(await waitFor(() => screen.queryByRole('button', { name: text.cancelSubscription }), 'Cancel'));
      fireEvent.click(await waitFor(() => screen.queryByRole('button', { name: text.confirmCancel }), 'confirm'));
      await waitFor(() => (fakeApi.isWaiting('plans', 'cancelSubscription') ? true : null), 'the cancel call');
      fireEvent.click(within(planDialog()).getByRole('button', { name: 'Close' }));
      await waitFor(() => (screen.queryByRole('dialog') ? null : true), 'the dialog closed');
      await pause();
      openDialog();
      await waitFor(() => screen.queryByRole('dialog', { name: text.title }), 'the plan dialog again');
    }
    return site;
  },
  gestures: {
    'billing.toggled': () => fireEvent.click(within(planDialog()).getByRole('switch', { name: text.annually })),
    'plan.selected': (event, _site, state) => {
      const plan = state.context.plans.find((candidate) => candidate.id === event.planId);
      if (!plan) throw new Error(`no plan ${event.planId} loaded`);
      const card = within(planDialog()).getByRole('region', { name: plan.name });
      fireEvent.click(within(card).getByRole('button', { name: text.upgradeNow }));
    },
    'plan.cancelRequested': () =>
      fireEvent.click(within(planDialog()).getByRole('button', { name: text.cancelSubscription })),
    'cancel.confirmed': () => fireEvent.click(within(confirmation()).getByRole('button', { name: text.confirmCancel })),
    'cancel.dismissed': () => fireEvent.click(within(confirmation()).getByRole('button', { name: text.keepPremium })),
    'dialog.closed': () => fireEvent.click(within(planDialog()).getByRole('button', { name: 'Close' })),
    'plan.switchRequested': (event, _site, state) => {
      const plan = state.context.plans.find((candidate) => candidate.id === event.planId);
      const card = within(planDialog()).getByRole('region', { name: plan?.name ?? '' });
      const name = plan?.interval === 'year' ? text.switchToAnnual : text.switchToMonthly;
      fireEvent.click(within(card).getByRole('button', { name }));
    },
    'switch.confirmed': () => fireEvent.click(screen.getByRole('button', { name: text.confirmSwitch })),
    'switch.dismissed': () => fireEvent.click(screen.getByRole('button', { name: text.keepCurrentBilling })),
    'plans.retried': () => fireEvent.click(within(planDialog()).getByRole('button', { name: text.retry })),
    'plan.resumeRequested': () => fireEvent.click(within(planDialog()).getByRole('button', { name: text.resume })),
    // The dashboard's call (cancel, switch or resume) fails with this message; the dashboard tells the dialog.
    'subscription.changeFailed': async (event, _site, state) => {
      const call = state.hasTag('switching')
        ? 'switchSubscription'
        : state.hasTag('resuming')
          ? 'resumeSubscription'
          : 'cancelSubscription';
      await act(async () => fakeApi.answer('plans', failed(call, httpError(409, problemText(event.problem) ?? ''))));
    },
  },
  expectScreen: (state, site) => {
    const dialog = screen.queryByRole('dialog', { name: text.title });
    if (state.matches('closed') || state.matches('signInRequired')) {
      expect(dialog).toBeNull();
      // Sent to the sign-in page, which shows the sign-in (the session ended first) and leads back to the
      // dashboard, with the chosen plan when there was one (issue 12.4, decision 153).
      if (state.matches('signInRequired')) {
        const plan = state.context.pendingPlan;
        const back = plan ? `/dashboard?plan=${plan.id}` : '/dashboard';
        expect(site.visited).toContain(`/login?redirect=${encodeURIComponent(back)}`);
        expect(screen.getByRole('heading', { name: messages.auth.signInTitle })).toBeInTheDocument();
      }
      return;
    }
    if (state.matches({ ready: { request: 'confirmingCancel' } })) {
      // Issue 18.1: what is lost and until when, the safe choice first; the plan dialog waits behind it.
      const ask = confirmation();
      expect(ask).toHaveTextContent(text.cancelConfirmLoss);
      const end = state.context.currentPlan?.current_period_end;
      if (end) expect(ask).toHaveTextContent(text.cancelConfirmUntil(formatDate(end)));
      const buttons = within(ask)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons.slice(0, 2)).toEqual([text.keepPremium, text.confirmCancel]);
      return;
    }
    expect(screen.queryByRole('dialog', { name: text.cancelConfirmTitle })).toBeNull();
    if (state.matches({ ready: { request: 'confirmingSwitch' } })) {
      // Issue 13: the price difference before confirming.
      const ask = screen.getByRole('dialog', { name: text.switchToAnnualTitle });
      expect(ask).toHaveTextContent('$83.88');
      expect(within(ask).getByRole('button', { name: text.confirmSwitch })).toBeInTheDocument();
      return;
    }
    expect(screen.queryByRole('dialog', { name: text.switchToAnnualTitle })).toBeNull();
    if (!dialog) throw new Error('the plan dialog is not open');
    const { context } = state;
    const alert = problemText(context.error);
    if (alert) expect(within(dialog).getByRole('alert')).toHaveTextContent(alert);
    else expect(within(dialog).queryByRole('alert')).toBeNull();
    // Plans that failed to load can be asked for again (decision 292); nothing else offers it.
    const retry = within(dialog).queryByRole('button', { name: text.retry });
    if (state.matches('error')) expect(retry).toBeInTheDocument();
    else expect(retry).toBeNull();
    if (state.matches('loading')) {
      expect(within(dialog).getByRole('status', { name: text.loading })).toBeInTheDocument();
      return;
    }
    const toggle = within(dialog).getByRole('switch', { name: text.annually });
    expect(toggle).toHaveAttribute('aria-checked', String(context.interval === 'year'));
    // The switch works only while the cards are shown and the 300 ms lock is over.
    if (state.matches({ ready: { billing: 'unlocked' } })) expect(toggle).not.toHaveAttribute('aria-disabled');
    else expect(toggle).toHaveAttribute('aria-disabled', 'true');
    if (state.matches('error')) {
      // The alert, a switch that does nothing, and no cards (observed; the loading error shows no plans).
      expect(within(dialog).queryAllByRole('region')).toEqual([]);
      return;
    }
    const shown = visiblePlans(context.plans, context.interval).map((plan) => plan.name);
    const cards = within(dialog).getAllByRole('region');
    expect(
      cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent),
    ).toEqual(shown);
    const processing = within(dialog).queryByRole('button', { name: text.processing });
    const cancelling = within(dialog).queryByRole('button', { name: text.cancelling });
    // The chosen card says 'Processing...' while its link is requested (unless the switch hid it meanwhile).
    const pending = context.pendingPlan;
    const pendingShown = visiblePlans(context.plans, context.interval).some((plan) => plan.id === pending?.id);
    if (state.hasTag('submitting') && pending && pendingShown) {
      const card = cards.find((candidate) => within(candidate).getByRole('heading').textContent === pending.name);
      expect(card && within(card).getByRole('button', { name: text.processing })).toBeDisabled();
    } else expect(processing).toBeNull();
    // The current card says 'Cancelling...' while the dashboard's cancel runs (unless the switch hid it).
    const currentShown = selectPlanCards(state).some((card) => card.action === 'cancel');
    if (state.hasTag('cancelling') && currentShown) expect(cancelling).toBeDisabled();
    else expect(cancelling).toBeNull();
    const switchingShown = selectPlanCards(state).some((card) => card.busy && card.action === 'switch');
    const switching = within(dialog).queryByRole('button', { name: text.switching });
    if (switchingShown) expect(switching).toBeDisabled();
    else expect(switching).toBeNull();
    const resuming = within(dialog).queryByRole('button', { name: text.resuming });
    const resumeShown = selectPlanCards(state).some((card) => card.action === 'resume');
    if (state.hasTag('resuming') && resumeShown) expect(resuming).toBeDisabled();
    else expect(resuming).toBeNull();
  },
});
