import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors.ts';
import { SITE_META } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { fakeAuth, LAZY_CHUNK, premiumUser, renderRoute } from './renderApp.tsx';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(await within(nav).findByRole('button', { name: messages.site.signIn }));
  return screen.findByRole('dialog', {}, LAZY_CHUNK);
}

describe('auth dialog', () => {
  // The dialog loads on first use; transform it once here so no single test pays the cold import.
  beforeAll(() => import('#src/layout/AuthDialog.tsx'), 30_000);

  it('opens in sign-in mode with every control of the spec', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: messages.auth.signInTitle })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(messages.account.emailLabel)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(messages.account.passwordLabel)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: messages.auth.rememberMe })).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: messages.auth.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(dialog).getByRole('button', { name: messages.auth.signInWithGoogle })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.auth.signInAction })).toBeInTheDocument();
  });

  it("offers no 'Sign in with Google' when the page says Google is not configured (decision 175)", async () => {
    const meta = document.createElement('meta');
    meta.name = SITE_META.googleSignIn;
    meta.content = 'off';
    document.head.append(meta);
    try {
      const user = userEvent.setup();
      renderRoute('/');
      const dialog = await openDialog(user);
      expect(within(dialog).getByRole('button', { name: messages.auth.signInAction })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: messages.auth.signInWithGoogle })).toBeNull();
    } finally {
      meta.remove();
    }
  });

  it('shows the validation texts from the machine', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    expect(await within(dialog).findByText(messages.auth.fillAllFields)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), 'not an email');
    await user.type(within(dialog).getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    expect(await within(dialog).findByText(messages.auth.invalidEmail)).toBeInTheDocument();
  });

  it('toggles to sign-up mode, where Forgot password? is hidden', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    expect(within(dialog).getByRole('heading', { name: messages.auth.signUpTitle })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: messages.auth.forgotPassword })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    expect(within(dialog).getByRole('heading', { name: messages.auth.signInTitle })).toBeInTheDocument();
  });

  it('resets fields, error and mode when it closes', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    await within(dialog).findByText(messages.auth.fillAllFields);
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: messages.auth.signInTitle })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(messages.account.emailLabel)).toHaveValue('');
    expect(within(dialog).queryByText(messages.auth.fillAllFields)).not.toBeInTheDocument();
  });

  it('sends remember me with the login and closes on success', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => ({ token: 'tok', user: premiumUser }));
    const navigate = vi.fn();
    renderRoute('/', fakeAuth({ login }, { navigate }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), ' ada@example.com ');
    await user.type(within(dialog).getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(dialog).getByRole('checkbox', { name: messages.auth.rememberMe }));
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    // The toast first: it lives a few seconds, which a busy machine can spend on the checks below.
    expect(await screen.findByText(messages.auth.signedIn, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-password', remember: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('shows the inline error when the login fails', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => {
      throw Object.assign(new Error('Invalid email or password'), {
        status: 401,
        message: 'Invalid email or password',
      });
    });
    renderRoute('/', fakeAuth({ login }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), 'ada@example.com');
    await user.type(within(dialog).getByLabelText(messages.account.passwordLabel), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    expect(await within(dialog).findByText(messages.auth.invalidEmailOrPassword)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves to "check your e-mail", naming the address, after a sign-up is accepted', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => ({ success: true }));
    renderRoute('/', fakeAuth({ register }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), 'new@example.com');
    await user.type(within(dialog).getByLabelText(messages.account.passwordLabel), 'long-enough-password');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({ email: 'new@example.com', password: 'long-enough-password' }),
    );
    const checkInbox = await screen.findByRole('dialog', { name: messages.auth.checkEmailTitle });
    expect(within(checkInbox).getByText(messages.auth.checkEmailText('new@example.com'))).toBeVisible();
    expect(within(checkInbox).getByRole('button', { name: messages.auth.resendEmail })).toBeVisible();
  });

  it('on /login after a sign-up, shows the "check your e-mail" step once, without the page notice; elsewhere the notice says it', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => ({ success: true }));
    renderRoute('/login', fakeAuth({ register }));
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: messages.auth.signUpAction }, LAZY_CHUNK));
    await user.type(within(main).getByLabelText(messages.account.emailLabel), 'new@example.com');
    await user.type(within(main).getByLabelText(messages.account.passwordLabel), 'long-enough-password');
    await user.click(within(main).getByRole('button', { name: messages.auth.signUpAction }));
    expect(await within(main).findByRole('button', { name: messages.auth.resendEmail })).toBeVisible();
    expect(screen.getAllByText(messages.auth.checkEmailText('new@example.com'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: messages.auth.checkEmailDismiss })).toBeNull();
    // Leaving for the home page, the page's notice keeps saying where the link went.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: messages.auth.checkEmailDismiss })).toBeVisible();
    expect(screen.getAllByText(messages.auth.checkEmailText('new@example.com'))).toHaveLength(1);
  });

  it('shows the password rules in sign-up mode before anything is typed, and a broken rule on the field', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => ({ success: true }));
    renderRoute('/', fakeAuth({ register }));
    const dialog = await openDialog(user);
    const password = within(dialog).getByLabelText(messages.account.passwordLabel);
    expect(password).not.toHaveAccessibleDescription(messages.account.passwordRules);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    expect(password).toHaveAccessibleDescription(messages.account.passwordRules);
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), 'new@example.com');
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(messages.account.passwordTooShort));
    expect(within(dialog).getByLabelText(messages.account.emailLabel)).not.toHaveAttribute('aria-invalid');
    expect(register).not.toHaveBeenCalled();
  });

  it("shows the server's weak-password reason on the password field instead of 'Registration failed'", async () => {
    const user = userEvent.setup();
    const weak = messages.account.weakPassword('This is a top-10 common password.');
    const register = vi.fn(async () => {
      throw new ApiError(422, 'validation_error', weak, [{ path: 'password', message: weak }]);
    });
    renderRoute('/', fakeAuth({ register }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    await user.type(within(dialog).getByLabelText(messages.account.emailLabel), 'new@example.com');
    const password = within(dialog).getByLabelText(messages.account.passwordLabel);
    await user.type(password, 'password');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signUpAction }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(weak));
    expect(within(dialog).queryByText(messages.auth.registrationFailed)).not.toBeInTheDocument();
  });

  it('marks an invalid e-mail on its field', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const dialog = await openDialog(user);
    const email = within(dialog).getByLabelText(messages.account.emailLabel);
    await user.type(email, 'not an email');
    await user.type(within(dialog).getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: messages.auth.signInAction }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(messages.auth.invalidEmail);
  });
});
