import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { DEFAULT_EXTENSION_STORE_URL, FEEDBACK_REASONS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { FeedbackPayload } from '#machines/apiTypes.ts';
import type { ToastParams } from '#machines/effects.ts';
import type { AppApisOverride } from '#src/app/composition.tsx';
import UninstallPage from '#src/pages/uninstall/UninstallPage.tsx';
import { renderRoute } from './render.tsx';

const text = messages.feedback;

function setup(url = '/uninstall', outcome: 'ok' | 'fail' = 'ok') {
  const sent: FeedbackPayload[] = [];
  const toasts: ToastParams[] = [];
  const apis: AppApisOverride = {
    feedback: {
      submitFeedback: fromPromise<unknown, FeedbackPayload>(async ({ input }) => {
        sent.push(input);
        if (outcome === 'fail') throw new Error('500 Internal Server Error');
        return { success: true };
      }),
    },
    effects: { toast: (_: unknown, params: ToastParams) => toasts.push(params) },
  };
  renderRoute(url, url.startsWith('/uninstall/') ? '/uninstall/:uid' : '/uninstall', <UninstallPage />, apis);
  return { sent, toasts, user: userEvent.setup() };
}

describe('uninstall page', () => {
  it('shows the heading, the five reasons, optional fields and a Reinstall link to the store', () => {
    setup();
    expect(screen.getByRole('heading', { name: text.heading })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(FEEDBACK_REASONS.length);
    for (const reason of FEEDBACK_REASONS)
      expect(screen.getByRole('radio', { name: text.reasons[reason] })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: text.pleaseSpecify })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.suggestions })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.email })).toBeInTheDocument();
    const reinstall = screen.getByRole('link', { name: text.reinstall });
    expect(reinstall).toHaveAttribute('href', DEFAULT_EXTENSION_STORE_URL);
    expect(reinstall).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('asks for a reason at the choices, not in a toast, and sends nothing when none is chosen', async () => {
    const { sent, toasts, user } = setup();
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(text.reasonRequired);
    expect(toasts).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("reveals 'Please specify' for Other, sends the payload, thanks, and resets the form on close", async () => {
    const { sent, user } = setup('/uninstall/ext-install-42');
    await user.click(screen.getByRole('radio', { name: text.reasons.other }));
    await user.type(screen.getByRole('textbox', { name: text.pleaseSpecify }), 'Switched browsers');
    await user.type(screen.getByRole('textbox', { name: text.suggestions }), 'Firefox version please');
    await user.type(screen.getByRole('textbox', { name: text.email }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: text.submit }));
    const dialog = await screen.findByRole('dialog', { name: text.thankYou });
    expect(dialog).toHaveTextContent(text.thankYouText);
    expect(sent).toEqual([
      {
        reason: 'other',
        type: 'uninstall',
        uid: 'ext-install-42',
        comments: 'Switched browsers',
        suggestions: 'Firefox version please',
        email: 'sam@example.com',
      },
    ]);
    await user.click(screen.getAllByRole('button', { name: text.close })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: text.reasons.other })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: text.pleaseSpecify })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.suggestions })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: text.email })).toHaveValue('');
  });

  it('hides the comments box again when another reason is picked', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: text.reasons.other }));
    expect(screen.getByRole('textbox', { name: text.pleaseSpecify })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: text.reasons.privacy }));
    expect(screen.queryByRole('textbox', { name: text.pleaseSpecify })).not.toBeInTheDocument();
  });

  it('keeps the form and shows the error toast when sending fails', async () => {
    const { toasts, user } = setup('/uninstall', 'fail');
    await user.click(screen.getByRole('radio', { name: text.reasons['technical-issues'] }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', title: text.failedTitle, description: text.failed, id: 'feedback' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text.reasons['technical-issues'] })).toBeChecked();
  });

  it('marks the submit button busy and unavailable (but focusable) while the feedback is sent', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    let calls = 0;
    const apis: AppApisOverride = {
      feedback: {
        submitFeedback: fromPromise<unknown, FeedbackPayload>(() => {
          calls += 1;
          return new Promise<void>((resolve) => (finish = resolve));
        }),
      },
      effects: { toast: () => {} },
    };
    renderRoute('/uninstall', '/uninstall', <UninstallPage />, apis);
    await user.click(screen.getByRole('radio', { name: text.reasons['not-useful'] }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    const button = screen.getByRole('button', { name: text.submit });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(calls).toBe(1);
    finish();
    expect(await screen.findByRole('dialog', { name: text.thankYou })).toBeInTheDocument();
  });

  it('marks an invalid e-mail on its field before sending, and counts the suggestions', async () => {
    const { sent, toasts, user } = setup();
    await user.click(screen.getByRole('radio', { name: text.reasons.privacy }));
    const suggestions = screen.getByRole('textbox', { name: text.suggestions });
    expect(suggestions).toHaveAccessibleDescription(messages.dashboard.characterCount(0, 2000));
    await user.type(suggestions, 'Offline');
    expect(suggestions).toHaveAccessibleDescription('7 / 2,000 characters');
    const email = screen.getByRole('textbox', { name: text.email });
    await user.type(email, 'ann at example');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.auth.invalidEmail);
    expect(sent).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
