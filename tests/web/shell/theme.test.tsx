import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { THEME_BOOT_SCRIPT } from '#domain/themeBoot.ts';
import { LAZY_CHUNK, renderRoute } from './renderApp.tsx';

function runThemeInit(prefersDark = false) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: prefersDark && query.includes('dark') });
  try {
    new Function(THEME_BOOT_SCRIPT)();
  } finally {
    window.matchMedia = original;
  }
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('the theme boot (before first paint)', () => {
  it.each([
    [null, false, 'light'],
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['bogus', true, 'light'],
  ])('stored %s, OS dark %s -> %s', (stored, prefersDark, expected) => {
    if (stored) window.localStorage.setItem(STORAGE_KEYS.theme, stored);
    expect(runThemeInit(prefersDark)).toBe(expected);
  });
});

describe('theme switcher', () => {
  it('choosing Dark paints and stores it; System follows the OS', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(
      within(nav).getByRole('button', { name: `${messages.site.theme}: ${messages.site.themeNames.light}` }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: messages.site.themeNames.dark }, LAZY_CHUNK));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');

    await user.click(
      within(nav).getByRole('button', { name: `${messages.site.theme}: ${messages.site.themeNames.dark}` }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: messages.site.themeNames.system }, LAZY_CHUNK));
    // jsdom's matchMedia (tests/web/setup.ts) reports a light OS scheme.
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('system');
  });

  it('starts from the stored choice', async () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('button', { name: `${messages.site.theme}: ${messages.site.themeNames.dark}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });
});
