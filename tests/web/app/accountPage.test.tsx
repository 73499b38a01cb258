/** The account page renders its machines and sends their events (issue 14); the calls are fakes. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { messages } from '#domain/messages.ts';
import type {
  AccountSettings,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  SessionCheck,
  SignedInSession,
} from '#machines/apiTypes.ts';
import type { ToastParams } from '#machines/effects.ts';
import { ApiError } from '#src/api/errors.ts';
import type { AppApis } from '#src/app/apis.ts';
import { RouterComposition } from '#src/app/RootLayout.tsx';
import AccountPage from '#src/pages/account/AccountPage.tsx';

const text = messages.settings;

const account: AccountSettings = {
  email: 'jane.doe@example.com',
  has_password: true,
  google_linked: false,
  pending_email: null,
  google_reauth_until: null,
};

function session(id: string, current: boolean, overrides: Partial<SignedInSession> = {}): SignedInSession {
  return {
    id,
    current,
    client: 'website',
    browser: 'Chrome 131',
    os: 'macOS 10.15.7',
    device: 'desktop',
    user_agent: 'Mozilla/5.0',
    ip_address: '203.0.113.7',
    created_at: '2026-11-20T08:15:00Z',
    last_used_at: '2026-11-24T09:40:00Z',
    ...overrides,
  };
}

function renderPage(overrides: Partial<AppApis['accountPage']> = {}) {
  const calls = {
    passwords: [] as ChangePasswordRequest[],
    emails: [] as ChangeEmailRequest[],
    ended: [] as string[],
    resent: 0,
    cancelled: 0,
    deletions: [] as DeleteAccountRequest[],
  };
  const toasts: ToastParams[] = [];
  let expired = 0;
  let signedOut = 0;
  let pending: string | null = null;
  let sessions = [session('s-this', true), session('s-other', false, { browser: 'Firefox 133', os: 'Windows 10' })];
  const apis: AppApis['accountPage'] = {
    loadAccountSettings: fromPromise(async () => ({ ...account, pending_email: pending })),
    changePassword: fromPromise<unknown, ChangePasswordRequest>(async ({ input }) => {
      calls.passwords.push(input);
      if (input.current_password !== 'right-password')
        throw new ApiError(403, 'wrong_password', messages.server.wrongPassword);
      sessions = sessions.filter((s) => s.current);
      return { success: true };
    }),
    requestEmailChange: fromPromise<string, ChangeEmailRequest>(async ({ input }) => {
      calls.emails.push(input);
      if (input.current_password !== 'right-password')
        throw new ApiError(403, 'wrong_password', messages.server.wrongPassword);
      if (input.new_email === account.email)
        throw new ApiError(422, 'validation_error', messages.server.sameEmail, [
          { path: 'new_email', message: messages.server.sameEmail },
        ]);
      pending = input.new_email;
      return input.new_email;
    }),
    resendEmailChange: fromPromise<unknown, void>(async () => {
      calls.resent += 1;
      return { success: true };
    }),
    cancelEmailChange: fromPromise<unknown, void>(async () => {
      calls.cancelled += 1;
      pending = null;
      return { success: true };
    }),
    loadSessions: fromPromise(async () => sessions),
    endSession: fromPromise<unknown, { id: string }>(async ({ input }) => {
      calls.ended.push(input.id);
      sessions = sessions.filter((s) => s.id !== input.id);
      return { success: true };
    }),
    endOtherSessions: fromPromise(async () => 0),
    deleteAccount: fromPromise<unknown, DeleteAccountRequest>(async ({ input }) => {
      calls.deletions.push(input);
      return { success: true };
    }),
    ...overrides,
  };
  const auth = {
    checkSession: fromPromise<SessionCheck, void>(async () => ({
      authenticated: true,
      user: { id: 'u1', email: account.email, is_premium: true },
    })),
  };
  const effects = {
    navigate: () => {},
    storeValue: () => {},
    removeValue: () => {},
    toast: (_: unknown, params: ToastParams) => toasts.push(params),
    sessionExpired: () => {
      expired += 1;
    },
    accountDeleted: () => {
      signedOut += 1;
    },
  };
  render(
    <MemoryRouter initialEntries={['/account']}>
      <RouterComposition apis={{ accountPage: apis, auth, effects }}>
        <Routes>
          <Route path="/account" element={<AccountPage />} />
        </Routes>
      </RouterComposition>
    </MemoryRouter>,
  );
  return { calls, toasts, expired: () => expired, signedOut: () => signedOut };
}

describe('account settings page', { timeout: 20_000 }, () => {
  it('lists the sessions with the current one marked and ends another one', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderPage();
    const list = await screen.findByRole('list', { name: text.sessionsSection });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(text.thisSession)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Firefox 133 on Windows 10')).toBeInTheDocument();
    expect(screen.getAllByText(/Signed in from 203\.0\.113\.7/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: text.endSessionOf('Firefox 133 on Windows 10') }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.ended).toEqual(['s-other']);
    expect(toasts).toContainEqual({ kind: 'success', title: text.sessionEnded });
    // The focus goes to the row now in the ended one's place (decision 283), here the last one left.
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveFocus());
    // Off, and still reachable: it keeps the focus a keyboard user gave it (Button's focusableWhenDisabled).
    expect(screen.getByRole('button', { name: text.endOthers })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows each problem under its field, focused, and a saved password as a focused line over an empty form', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderPage();
    const form = await screen.findByRole('region', { name: text.passwordSection });
    await screen.findByText('Firefox 133 on Windows 10');
    const current = () => within(form).getByLabelText(text.currentPasswordLabel);
    const next = () => within(form).getByLabelText(messages.account.newPasswordLabel);
    const confirm = () => within(form).getByLabelText(messages.account.confirmPasswordLabel);
    const fill = async (currentValue: string, nextValue: string, confirmValue: string) => {
      for (const [field, value] of [
        [current(), currentValue],
        [next(), nextValue],
        [confirm(), confirmValue],
      ] as const) {
        await user.clear(field);
        if (value) await user.type(field, value);
      }
      await user.click(within(form).getByRole('button', { name: text.changePassword }));
    };
    const errorOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

    await fill('x', 'short', '');
    await waitFor(() => expect(next()).toHaveFocus());
    expect(next()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(next())).toBe(messages.account.passwordTooShort);
    expect(errorOf(confirm())).toBe(text.fieldRequired);
    expect(current()).not.toHaveAttribute('aria-invalid');

    await fill('x', 'a-new-long-password', 'another-password');
    await waitFor(() => expect(confirm()).toHaveFocus());
    expect(errorOf(confirm())).toBe(messages.account.passwordsDiffer);
    expect(next()).not.toHaveAttribute('aria-invalid');
    expect(calls.passwords).toEqual([]);

    await fill('wrong', 'a-new-long-password', 'a-new-long-password');
    await waitFor(() => expect(current()).toHaveFocus());
    expect(errorOf(current())).toBe(messages.server.wrongPassword);

    await fill('right-password', 'a-new-long-password', 'a-new-long-password');
    const saved = await screen.findByTestId('password-result');
    expect(saved).toHaveTextContent(text.passwordChanged);
    await waitFor(() => expect(saved).toHaveFocus());
    // Said once, where the form is: not also as a toast.
    expect(toasts).not.toContainEqual(expect.objectContaining({ title: text.passwordChanged }));
    expect(calls.passwords.at(-1)).toEqual({ current_password: 'right-password', new_password: 'a-new-long-password' });
    await waitFor(() => expect(screen.queryByText('Firefox 133 on Windows 10')).not.toBeInTheDocument());
    for (const field of [current(), next(), confirm()]) {
      expect(field).toHaveValue('');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
  });

  it('puts e-mail problems on their fields, then shows the change pending with Resend and Cancel', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    const form = await screen.findByRole('region', { name: text.emailSection });
    const address = () => within(form).getByLabelText(text.newEmailLabel);
    const password = () => within(form).getByLabelText(text.currentPasswordLabel);
    const submit = () => user.click(within(form).getByRole('button', { name: text.changeEmail }));
    const errorOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    expect(within(form).getByText(text.currentEmail(account.email))).toBeInTheDocument();

    await user.type(address(), 'jane at example');
    await submit();
    await waitFor(() => expect(address()).toHaveFocus());
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(address())).toBe(messages.auth.invalidEmail);
    expect(errorOf(password())).toBe(text.fieldRequired);
    expect(calls.emails).toEqual([]);

    await user.clear(address());
    await user.type(address(), account.email);
    await user.type(password(), 'right-password');
    await submit();
    await waitFor(() => expect(errorOf(address())).toBe(messages.server.sameEmail));
    expect(address()).toHaveFocus();

    await user.clear(address());
    await user.type(address(), ' jane.new@example.com ');
    await user.clear(password());
    await user.type(password(), 'wrong');
    await submit();
    await waitFor(() => expect(errorOf(password())).toBe(messages.server.wrongPassword));
    expect(password()).toHaveFocus();
    expect(address()).not.toHaveAttribute('aria-invalid');

    await user.clear(password());
    await user.type(password(), 'right-password');
    await submit();
    const line = await screen.findByTestId('email-result');
    expect(line).toHaveTextContent(text.emailLinkSent('jane.new@example.com'));
    await waitFor(() => expect(line).toHaveFocus());
    expect(calls.emails.at(-1)).toEqual({ new_email: 'jane.new@example.com', current_password: 'right-password' });
    expect(address()).toHaveValue('');
    expect(password()).toHaveValue('');

    await user.click(within(form).getByRole('button', { name: text.resendLink }));
    await waitFor(() =>
      expect(screen.getByTestId('email-result')).toHaveTextContent(
        messages.server.emailChangeResent('jane.new@example.com'),
      ),
    );
    expect(screen.getByTestId('email-result')).toHaveFocus();
    expect(calls.resent).toBe(1);

    await user.click(within(form).getByRole('button', { name: text.cancelEmailChange }));
    await waitFor(() =>
      expect(screen.getByTestId('email-result')).toHaveTextContent(text.emailChangeCancelled(account.email)),
    );
    expect(screen.getByTestId('email-result')).toHaveFocus();
    expect(calls.cancelled).toBe(1);
    expect(within(form).queryByRole('button', { name: text.resendLink })).not.toBeInTheDocument();
  });

  it('deletes the account after saying what goes and offering the export, then signs out', async () => {
    const user = userEvent.setup();
    const { calls, toasts, expired, signedOut } = renderPage();
    await user.click(await screen.findByRole('button', { name: text.deleteAction }));
    const dialog = await screen.findByRole('dialog', { name: text.deleteTitle });
    expect(within(dialog).getByText(text.deleteGoes)).toBeInTheDocument();
    expect(within(dialog).getByText(text.deleteKeeps)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.exporting.action })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(text.currentPasswordLabel), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: text.deleteConfirm }));
    // Signed out on purpose (home), not "your session has ended" (sign-in).
    await waitFor(() => expect(signedOut()).toBe(1));
    expect(expired()).toBe(0);
    expect(calls.deletions).toEqual([{ current_password: 'right-password' }]);
    expect(toasts).toContainEqual({ kind: 'success', title: text.deleted });
  });
});
