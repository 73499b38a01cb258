/**
 * Keyboard use of the dashboard, the plan dialog and the feedback form: Tab order, Escape closing
 * dialogs with focus returned, Space on the billing switch, arrow keys in tabs and radio groups.
 * (Whether the focus ring is visible is a CSS matter, checked in the browser screenshots.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { FeedbackPayload } from '#machines/apiTypes.ts';
import type { AppApisOverride } from '#src/app/composition.tsx';
import UninstallPage from '#src/pages/uninstall/UninstallPage.tsx';
import { renderDashboard, summary } from './dashboardFixtures.tsx';
import { renderRoute } from './render.tsx';

const dash = messages.dashboard;
const plans = messages.plans;
const feedback = messages.feedback;

async function dashboard(kind: 'basic' | 'premium') {
  const user = userEvent.setup();
  renderDashboard({ kind });
  await screen.findByRole('heading', { name: 'jane.doe', level: 1 });
  return user;
}

describe('keyboard: dashboard', () => {
  it('tabs through the skip link, logo, Account, Logout, the theme switch, Manage Subscription, Sign out of all devices, New summary and the selected tab; arrows switch tabs', async () => {
    const user = await dashboard('premium');
    await user.tab();
    expect(screen.getByRole('link', { name: messages.site.skipToContent })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await user.tab();
    expect(screen.getByRole('link', { name: `${PRODUCT_NAME} home` })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: messages.site.accountSettings })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: dash.logout })).toHaveFocus();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('aria-haspopup', 'menu');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/theme/i);
    await user.tab();
    expect(screen.getByRole('button', { name: dash.manageSubscription })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: dash.logoutAll })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.newSummary.open })).toHaveFocus();
    await user.tab();
    const summariesTab = screen.getByRole('tab', { name: dash.tabSummaries });
    expect(summariesTab).toHaveFocus();
    expect(summariesTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    const promptTab = screen.getByRole('tab', { name: dash.tabPrompt });
    expect(promptTab).toHaveFocus();
    await waitFor(() => expect(promptTab).toHaveAttribute('aria-selected', 'true'));
    // From the tabs straight into the panel's first control: the panel itself is no tab stop.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('keeps the focus on Next and Apply while the page they asked for loads', async () => {
    const user = userEvent.setup();
    renderDashboard({ summaries: Array.from({ length: 25 }, (_, i) => summary(i + 1)) });
    await screen.findByText('Showing 1 to 10 of 25 results');
    const next = screen.getByRole('button', { name: dash.next });
    next.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Showing 11 to 20 of 25 results');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('Showing 21 to 25 of 25 results');
    // The last page: Next is off, but still where the keyboard left it.
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    const apply = screen.getByRole('button', { name: dash.apply });
    apply.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Showing 1 to 10 of 25 results');
    expect(apply).toHaveFocus();
  });
});

describe('keyboard: plan dialog', () => {
  async function openWithEnter(kind: 'basic' | 'premium') {
    const user = await dashboard(kind);
    const manage = screen.getByRole('button', { name: dash.manageSubscription });
    manage.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: plans.title });
    await within(dialog).findByRole('switch');
    return { user, manage, dialog };
  }

  it('opens with Enter, keeps Tab inside, and closes on Escape with focus back on Manage Subscription', async () => {
    const { user, manage, dialog } = await openWithEnter('basic');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(manage).toHaveFocus());
  });

  it('toggles the billing switch with Space', async () => {
    const { user, dialog } = await openWithEnter('basic');
    const billing = within(dialog).getByRole('switch', { name: plans.annually });
    billing.focus();
    expect(billing).not.toBeChecked();
    await user.keyboard(' ');
    expect(billing).toBeChecked();
    expect(billing).toHaveFocus();
    expect(within(dialog).getByText('$83.88/year')).toBeInTheDocument();
  });
});

describe('keyboard: feedback form', () => {
  function renderUninstall() {
    const sent: FeedbackPayload[] = [];
    const apis: AppApisOverride = {
      feedback: {
        submitFeedback: fromPromise<unknown, FeedbackPayload>(async ({ input }) => {
          sent.push(input);
          return { success: true };
        }),
      },
      effects: { toast: () => {} },
    };
    renderRoute('/uninstall', '/uninstall', <UninstallPage />, apis);
    return { sent, user: userEvent.setup() };
  }

  it('is filled and sent with the keyboard alone, in the order it is seen; Escape closes the thank-you', async () => {
    const { sent, user } = renderUninstall();
    await user.tab();
    expect(screen.getByRole('link', { name: messages.site.skipToContent })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: `${PRODUCT_NAME} home` })).toHaveFocus();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    const first = screen.getByRole('radio', { name: feedback.reasons['not-useful'] });
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    // Held down as a person does: Radix checks the radio the arrow moved focus to while the key is down.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: feedback.reasons['technical-issues'] })).toHaveFocus(),
    );
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: feedback.reasons['technical-issues'] })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: feedback.suggestions })).toHaveFocus();
    await user.keyboard('Offline mode');
    await user.tab();
    expect(screen.getByRole('textbox', { name: feedback.email })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: feedback.reinstall })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: feedback.submit })).toHaveFocus();
    await user.keyboard('{Enter}');
    const thanks = await screen.findByRole('dialog', { name: feedback.thankYou });
    expect(sent).toEqual([{ type: 'uninstall', reason: 'technical-issues', suggestions: 'Offline mode' }]);
    expect(thanks).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: feedback.reasons['technical-issues'] })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: feedback.submit })).toHaveFocus());
  });
});
