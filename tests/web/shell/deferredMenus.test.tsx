import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { render as prerender } from '#src/entry-prerender.tsx';
import { fakeAuth, LAZY_CHUNK, premiumUser, renderRoute } from './renderApp.tsx';

// Records when the landing page first imports a Radix primitive: the menus' code must arrive only
// when someone opens one. (The factory runs on the module's first import in this file.)
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@radix-ui/react-dropdown-menu', async (importOriginal) => {
  loaded.add('dropdown-menu');
  return importOriginal();
});
vi.mock('@radix-ui/react-dialog', async (importOriginal) => {
  loaded.add('dialog');
  return importOriginal();
});

const signedIn = { authenticated: true, user: premiumUser, token: 'tok' };
const themeButton = `${messages.site.theme}: ${messages.site.themeNames.light}`;

describe('menus load on first use', () => {
  it('the landing page renders plain buttons without Radix, and one click opens each menu', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    renderRoute('/', fakeAuth({ session: signedIn }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const account = await within(nav).findByRole('button', { name: messages.site.userMenu });
    for (const button of [account, within(nav).getByRole('button', { name: themeButton })]) {
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('button', { name: messages.site.openMenu })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(loaded).toEqual(new Set());

    await user.click(within(nav).getByRole('button', { name: themeButton }));
    const themeMenu = await screen.findByRole('menu', {}, LAZY_CHUNK);
    expect(within(themeMenu).getByRole('menuitemradio', { name: messages.site.themeNames.dark })).toBeInTheDocument();
    expect(loaded).toEqual(new Set(['dropdown-menu']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(nav).getByRole('button', { name: themeButton })).toHaveFocus();

    await user.click(account);
    const accountMenu = await screen.findByRole('menu', {}, LAZY_CHUNK);
    expect(within(accountMenu).getByText(premiumUser.email)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    expect(loaded.has('dialog')).toBe(false);
    await user.click(screen.getByRole('button', { name: messages.site.openMenu }));
    expect(await screen.findByRole('dialog', {}, LAZY_CHUNK)).toBeInTheDocument();
    expect(loaded.has('dialog')).toBe(true);
  });

  it('one key press opens a menu: Enter on the account button, ArrowDown on the theme button', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    renderRoute('/', fakeAuth({ session: signedIn }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    (await within(nav).findByRole('button', { name: messages.site.userMenu })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu', {}, LAZY_CHUNK)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    within(nav).getByRole('button', { name: themeButton }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu', {}, LAZY_CHUNK)).toBeInTheDocument();
  });

  it('the prerendered HTML has the same plain buttons (no Radix trigger ids)', async () => {
    const html = await prerender('/');
    expect(html).toContain(`aria-label="${messages.site.theme}" aria-haspopup="menu"`);
    expect(html).toContain(`aria-label="${messages.site.openMenu}" aria-haspopup="dialog"`);
    expect(html).not.toContain('radix-');
  });
});
