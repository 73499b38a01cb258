/**
 * The subscriptionChange machine's generated paths replayed on the real /dashboard (issue 25.2): each
 * path starts with the change a person asks for (Cancel Subscription and its confirmation, Switch to
 * annual and its confirmation, Resume subscription in the plan dialog, or the failed renewal banner's
 * Update payment method), then its call is answered as the path says. After every step the page shows
 * the predicted state: the dialog's busy button while the call runs, the banner's busy button while
 * the billing portal opens, the toast and the closed dialog once changed, the refusal in the dialog's
 * alert (or the portal's toast), or the sign-in page once the session is gone.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import {
  changeKind,
  failureNotice,
  type SubscriptionChangeInput,
  subscriptionChangeMachine,
} from '#machines/subscriptionChange.machine.ts';
import { noticeToast } from '#src/app/notices.ts';
import { cancelledAccount, graceAccount, plans, premiumAccount, summariesPage } from '#tests/machines/fixtures.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.plans;

function planDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: text.title });
}

/** A button of the open plan dialog, once its plans are in. */
function dialogButton(name: string): Promise<HTMLElement> {
  return waitFor(() => within(planDialog()).queryAllByRole('button', { name })[0], name);
}

async function openDialog(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: messages.dashboard.manageSubscription }));
  await waitFor(() => screen.queryByRole('dialog', { name: text.title }), 'the plan dialog');
}

/** The account each change starts from: one that allows it. */
const ACCOUNT: Record<ReturnType<typeof changeKind>, Account> = {
  cancel: premiumAccount,
  switch: premiumAccount,
  resume: cancelledAccount,
  portal: graceAccount,
};

/** How a person asks for each change. */
const ASK: Record<ReturnType<typeof changeKind>, () => Promise<void>> = {
  cancel: async () => {
    await openDialog();
    fireEvent.click(await dialogButton(text.cancelSubscription));
    fireEvent.click(
      await waitFor(() => screen.queryByRole('button', { name: text.confirmCancel }), 'the confirmation'),
    );
  },
  switch: async () => {
    await openDialog();
    fireEvent.click(
      await waitFor(() => within(planDialog()).queryByRole('switch', { name: text.annually }), 'Annually'),
    );
    fireEvent.click(await dialogButton(text.switchToAnnual));
    fireEvent.click(await waitFor(() => screen.queryByRole('button', { name: text.confirmSwitch }), 'Confirm switch'));
  },
  resume: async () => {
    await openDialog();
    fireEvent.click(await dialogButton(text.resume));
  },
  portal: async () => {
    fireEvent.click(
      await waitFor(() => screen.queryByRole('button', { name: text.updatePaymentMethod }), 'the banner'),
    );
  },
};

/** The dialog's card button while its change runs. */
const BUSY: Partial<Record<ReturnType<typeof changeKind>, string>> = {
  cancel: text.cancelling,
  switch: text.switching,
  resume: text.resuming,
};

replayPaths({
  model: 'subscriptionChange',
  machine: subscriptionChangeMachine,
  apiModule: 'plans',
  start: async (input) => {
    const change = changeKind((input as SubscriptionChangeInput).request);
    const account = ACCOUNT[change];
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({
      authenticated: true,
      user: { id: 'u1', email: account.user.email, is_premium: true },
      token: 'token-1',
    }));
    fakeApi.answerAlways('plans', 'readStorage', () => ({ token: 'token-1' }));
    // The background re-read after a change never answers: the page shows the change's own answer.
    fakeApi.answerNext('account', 'loadAccount', () => account);
    fakeApi.answerAlways('plans', 'loadPlans', () => plans);
    fakeApi.answerAlways('plans', 'loadInvoices', () => []);
    fakeApi.answerAlways('summaries', 'prefetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('prompt', 'prefetchPrompt', () => DEFAULT_PROMPT);
    fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
    const site = renderSite('/dashboard');
    await waitFor(
      () => screen.queryByRole('button', { name: messages.dashboard.manageSubscription }),
      'the page',
      8000,
    );
    await ASK[change]();
    return site;
  },
  gestures: {},
  expectScreen: (state, site) => {
    const change = changeKind(state.context.request);
    if (state.matches('signedOut')) {
      // Back to the dashboard after signing in (decision 153).
      expect(site.router.state.location.pathname).toBe('/login');
      return;
    }
    expect(site.router.state.location.pathname).toBe('/dashboard');
    const outcome = state.context.outcome;
    if (outcome?.outcome === 'changed') {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fakeApi.toasts.map((toast) => toast.kind)).toEqual(['success']);
      return;
    }
    if (outcome?.outcome === 'failed') {
      const shown = noticeToast(failureNotice(change, outcome.error)).title;
      // The dialog that asked shows the refusal in its alert; the banner's portal, as a toast.
      if (change === 'portal') expect(fakeApi.toasts).toEqual([{ kind: 'error', title: shown }]);
      else expect(within(planDialog()).getByRole('alert')).toHaveTextContent(shown);
      return;
    }
    if (change === 'portal') {
      const button = screen.getByRole('button', { name: text.updatePaymentMethod });
      expect(button).toHaveAttribute('aria-busy', 'true');
      return;
    }
    expect(within(planDialog()).getByRole('button', { name: BUSY[change] })).toBeInTheDocument();
  },
});
