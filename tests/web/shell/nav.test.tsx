import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { fakeAuth, LAZY_CHUNK, premiumUser, renderRoute } from './renderApp.tsx';

const signedIn = { authenticated: true, user: premiumUser, token: 'tok' };

describe('navigation bar', () => {
  it('signed out: offers Sign In and no user menu', async () => {
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: messages.site.signIn })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: messages.site.userMenu })).not.toBeInTheDocument();
    for (const name of [messages.site.features, messages.site.howItWorks, messages.site.faq]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('shows neither Sign In nor the user menu while the session check runs', async () => {
    renderRoute('/', fakeAuth({ session: new Promise(() => {}) }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: messages.site.signIn })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.site.userMenu })).not.toBeInTheDocument();
  });

  it('signed in: the user menu shows name and e-mail, Dashboard and Logout', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(async () => ({ success: true }));
    const navigate = vi.fn();
    renderRoute('/', fakeAuth({ session: signedIn, logout }, { navigate }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: messages.site.userMenu }));
    const menu = await screen.findByRole('menu', {}, LAZY_CHUNK);
    expect(within(menu).getByText('ada')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: messages.site.dashboard })).toHaveAttribute('href', '/dashboard');
    await user.click(within(menu).getByRole('menuitem', { name: messages.site.logout }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(await within(nav).findByRole('button', { name: messages.site.signIn })).toBeInTheDocument();
  });

  it('the mobile menu repeats the links and the account actions', async () => {
    const user = userEvent.setup();
    renderRoute('/', fakeAuth({ session: signedIn }));
    await user.click(screen.getByRole('button', { name: messages.site.openMenu }));
    const sheet = await screen.findByRole('dialog', {}, LAZY_CHUNK);
    for (const name of [
      messages.site.features,
      messages.site.howItWorks,
      messages.site.faq,
      messages.site.addToChrome,
    ]) {
      expect(within(sheet).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sheet).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: messages.site.dashboard })).toHaveAttribute('href', '/dashboard');
    expect(within(sheet).getByRole('button', { name: messages.site.logout })).toBeEnabled();
  });
});
