import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../domain/messages.ts';
import { fakeAuthMachine, LAZY_CHUNK, premiumUser, renderRoute } from './renderApp.tsx';

const signedIn = { authenticated: true, user: premiumUser, token: 'tok' };

describe('protected /dashboard', () => {
  it('shows a spinner while the session check runs', async () => {
    renderRoute('/dashboard', fakeAuthMachine({ session: new Promise(() => {}) }));
    // The first render waits for the dashboard chunk (cold transform in tests), hence the longer wait.
    expect(await screen.findByRole('status', { name: 'Checking your session' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('redirects to / when nobody is signed in', async () => {
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_CHUNK)).toBeInTheDocument();
  });

  it('stays on /dashboard for a signed-in user', async () => {
    const { router } = renderRoute('/dashboard', fakeAuthMachine({ session: signedIn }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('other routes', () => {
  it('any unknown path shows the 404 texts', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: messages.notFound.heading }, LAZY_CHUNK)).toBeInTheDocument();
    expect(screen.getByText(messages.notFound.text)).toBeInTheDocument();
  });

  it('terms state the date, the ages and Delaware law', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: messages.site.terms }, LAZY_CHUNK)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated: January 2025');
    expect(text).toContain('at least 13 years old');
    expect(text).toMatch(/under 18, you may use it only with\s+the permission of a parent/);
    expect(text).toContain('laws of the State of Delaware');
  });

  it('the privacy policy is dated January 2025', async () => {
    renderRoute('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: messages.site.privacyPolicy }, LAZY_CHUNK)).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
  });

  it('/login signs in and returns to ?redirect=', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const login = vi.fn(async () => ({ token: 'tok', user: premiumUser }));
    renderRoute('/login?redirect=%2Fdashboard%3Ftab%3Dprompt', fakeAuthMachine({ login }, { navigate }));
    await user.type(await screen.findByLabelText(messages.account.emailLabel, {}, LAZY_CHUNK), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: messages.auth.signInAction }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard?tab=prompt'));
  });

  it('/login ignores a redirect to another site', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const login = vi.fn(async () => ({ token: 'tok', user: premiumUser }));
    renderRoute('/login?redirect=%2F%2Fevil.example', fakeAuthMachine({ login }, { navigate }));
    await user.type(await screen.findByLabelText(messages.account.emailLabel, {}, LAZY_CHUNK), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: messages.auth.signInAction }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
  });
});
