/**
 * The dashboard machine's generated paths replayed on the real /dashboard page of a signed-in person:
 * the token check and the account call are answered as the path says; the tabs, Manage Subscription
 * and Try again are clicked; the plan dialog child ends the way a person ends it (Close) or crashes
 * (an effect failing inside it); the cancel is asked for in the dialog (Cancel Subscription, then the
 * confirmation) and its call and the background re-read are answered as the path says. After every
 * step the page must show the predicted state: the spinner, the error with Try again, the profile with
 * its plan and CANCELLED badge, the selected tab's content for Premium or the upgrade overlay for Basic,
 * the dialog; or the home page (or sign-in) once the session is gone. A change the child
 * subscriptionChange runs ends the way the path says: its call (cancel, switch, resume, the billing
 * portal) is answered so, or its success toast fails and the child crashes.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { billingMessages } from '#domain/billingMessages.ts';
import { messages } from '#domain/messages.ts';
import { type DashboardInput, dashboardMachine, type DashboardSnapshot } from '#machines/dashboard.machine.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import type { ChangeKind } from '#machines/subscriptionChange.machine.ts';
import {
  cancelResult,
  done,
  failed,
  httpError,
  plans,
  resumed,
  summariesPage,
  switchedToAnnual,
} from '#tests/machines/fixtures.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.dashboard;

function planDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: messages.plans.title });
}

/** The dialog's cards are shown once its plans call (answered at once here) is in. */
function dialogButton(name: string): Promise<HTMLElement> {
  return waitFor(() => within(planDialog()).queryAllByRole('button', { name })[0], name);
}

/** The call each change makes, and its success answer. */
const CHANGE_CALLS: Record<ChangeKind, { call: string; answer: unknown }> = {
  cancel: { call: 'cancelSubscription', answer: cancelResult },
  switch: { call: 'switchSubscription', answer: switchedToAnnual },
  resume: { call: 'resumeSubscription', answer: resumed },
  portal: { call: 'openBillingPortal', answer: { url: 'https://billing.example/portal' } },
};

/** The call of the change running, once the screen has made it. */
async function changeCall(state: DashboardSnapshot): Promise<{ call: string; answer: unknown }> {
  const { change } = state.context;
  if (!change) throw new Error('no change runs');
  const entry = CHANGE_CALLS[change];
  await waitFor(() => (fakeApi.isWaiting('plans', entry.call) ? true : null), `the ${entry.call} call`);
  return entry;
}

function selectTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

replayPaths({
  model: 'dashboard',
  machine: dashboardMachine,
  // A page left open reads its account again once its plan's date has passed (issue 28.3): that wait is
  // the machine's timer, moved on here, from a date before the fixtures' own.
  fakeTimers: true,
  now: '2026-11-01T00:00:00Z',
  apiModule: { loadAccount: 'account', prefetchSummaries: 'summaries', prefetchPrompt: 'prompt' },
  start: async (input) => {
    // The auth machine reads storage before its session check (no logout owed, no token: it waits for the check).
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({
      authenticated: true,
      // The session's plan is the dashboard's input (issue 27.4: a Basic session makes no Premium-only call).
      user: { id: 'u1', email: 'ann@example.com', is_premium: (input as DashboardInput | undefined)?.premium ?? true },
      token: 'token-1',
    }));
    fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
    fakeApi.answerAlways('plans', 'loadPlans', () => plans);
    fakeApi.answerAlways('plans', 'createPaymentLink', () => {
      throw httpError(402, 'Card declined');
    });
    const site = renderSite(`/dashboard${(input as DashboardInput | undefined)?.search ?? ''}`);
    await waitFor(() => screen.queryByRole('status', { name: text.loadingDashboard }), 'the dashboard', 8000);
    return site;
  },
  gestures: {
    'dashboard.tabSelected': (event) => selectTab(event.tab === 'prompt' ? text.tabPrompt : text.tabSummaries),
    'planDialog.opened': () => fireEvent.click(screen.getByRole('button', { name: text.manageSubscription })),
    'dashboard.retried': () => fireEvent.click(screen.getByRole('button', { name: text.retry })),
    // Back, Forward or a link: the address moves under the page (decision 198).
    'url.changed': async (event, site) => {
      await act(async () => {
        await site.router.navigate(`/dashboard${event.search}`);
      });
    },
    // The list's Apply, as a person does it.
    'summaries.viewChanged': async (event) => {
      const search = await waitFor(() => screen.queryByRole('searchbox', { name: text.searchLabel }), 'the search box');
      fireEvent.change(search, { target: { value: event.view.search } });
      const apply = await waitFor(() => {
        const button = screen.queryByRole('button', { name: text.apply });
        return button && !button.hasAttribute('disabled') ? button : null;
      }, 'Apply');
      fireEvent.click(apply);
    },
    // Issue 18.1: Cancel Subscription asks first; confirming sends the dialog's request here.
    'subscription.cancelRequested': async () => {
      fireEvent.click(await dialogButton(messages.plans.cancelSubscription));
      const confirm = await waitFor(
        () => screen.queryByRole('button', { name: messages.plans.confirmCancel }),
        'the confirmation',
      );
      fireEvent.click(confirm);
    },
    // Issue 13: the annual card's Switch to annual (after the Monthly/Annually switch), then its confirmation.
    'subscription.switchRequested': async () => {
      const toggle = await waitFor(
        () => within(planDialog()).queryByRole('switch', { name: messages.plans.annually }),
        'the billing switch',
      );
      fireEvent.click(toggle);
      fireEvent.click(await dialogButton(messages.plans.switchToAnnual));
      const confirm = await waitFor(
        () => screen.queryByRole('button', { name: messages.plans.confirmSwitch }),
        'the switch confirmation',
      );
      fireEvent.click(confirm);
    },
    'subscription.resumeRequested': async () => {
      fireEvent.click(await dialogButton(messages.plans.resume));
    },
    // Billing's Update card, there for any Premium subscriber (issue 28.2; the banner's button asks the same).
    'billing.portalRequested': () => fireEvent.click(screen.getByRole('button', { name: billingMessages.updateCard })),
  },
  answers: {
    'xstate.done.actor.subscriptionChange': async ({ output }, _site, state) => {
      const { call, answer } = await changeCall(state);
      if (output.outcome === 'changed') await act(async () => fakeApi.answer('plans', done(call, answer)));
      else {
        const error = output.outcome === 'failed' ? output.error : sessionEnded();
        await act(async () => fakeApi.answer('plans', failed(call, error)));
      }
    },
    // The change's success toast fails: the child crashes.
    'xstate.error.actor.subscriptionChange': async (_event, _site, state) => {
      const { call, answer } = await changeCall(state);
      fakeApi.failNextToast = true;
      await act(async () => fakeApi.answer('plans', done(call, answer)));
    },
    'xstate.done.actor.planDialog': () => {
      fireEvent.click(within(planDialog()).getByRole('button', { name: 'Close' }));
    },
    // An effect failing inside the dialog (the toast after a declined card, a Basic account's) crashes its machine.
    'xstate.error.actor.planDialog': async () => {
      fakeApi.failNextToast = true;
      fireEvent.click(await dialogButton(messages.plans.upgradeNow));
    },
  },
  expectScreen: (state, site) => {
    if (state.matches('signedOut')) {
      // The session ended (a 401, or the cancel's 401): sign-in, and back after it (decisions 153, 176).
      expect(site.router.state.location.pathname).toBe('/login');
      return;
    }
    expect(site.router.state.location.pathname).toBe('/dashboard');
    // The address holds the view the machine holds (decision 198).
    expect(site.router.state.location.search).toBe(state.context.url);
    if (state.hasTag('loading')) {
      expect(screen.getByRole('status', { name: text.loadingDashboard })).toBeInTheDocument();
      return;
    }
    if (state.matches('error')) {
      expect(screen.getByRole('alert')).toHaveTextContent(text.loadFailed);
      expect(screen.getByRole('button', { name: text.retry })).toBeInTheDocument();
      return;
    }
    const account = state.context.account;
    if (!account) throw new Error('loaded without an account');
    const open = state.matches({ loaded: { planDialog: 'open' } });
    if (open) expect(screen.getByRole('dialog', { name: messages.plans.title })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).toBeNull();
    // Behind an open dialog the page is hidden from the accessibility tree, not gone.
    const hidden = open;
    expect(screen.getByRole('heading', { level: 1, name: account.user.username, hidden })).toBeInTheDocument();
    const premium = account.subscription.is_premium;
    expect(screen.getByText(premium ? text.premiumPlan : text.basicPlan)).toBeInTheDocument();
    // A failed renewal: the banner with Update payment method (issue 13), under the dialog while it is open.
    const banner = screen.queryByRole('button', { name: messages.plans.updatePaymentMethod, hidden: open });
    if (premium && account.subscription.payment_failed) expect(banner).toBeInTheDocument();
    else expect(banner).toBeNull();
    // Cancelled at the period end: the badge shows at once, from the cancel's own answer (issue 12.11).
    const badge = screen.queryByText(messages.plans.cancelledBadge, { selector: 'main span, main div' });
    if (account.subscription.cancelled && !open) expect(badge).toBeInTheDocument();
    const prompt = state.matches({ loaded: { tabs: 'prompt' } });
    const selected = screen.getByRole('tab', { name: prompt ? text.tabPrompt : text.tabSummaries, hidden });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    const gate = screen.queryByRole('heading', { name: text.premiumFeature, hidden });
    if (!premium) {
      expect(gate).toBeInTheDocument();
      return;
    }
    expect(gate).toBeNull();
    if (prompt) expect(screen.getByRole('textbox', { name: text.yourCustomPrompt, hidden })).toBeInTheDocument();
    else expect(screen.getByRole('heading', { name: 'Talk 1', hidden })).toBeInTheDocument();
  },
});
