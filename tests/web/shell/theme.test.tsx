import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { LAZY_CHUNK, renderRoute } from './renderApp.tsx';

const themeInit = readFileSync(resolve(import.meta.dirname, '../../../public/theme-init.js'), 'utf8');

function runThemeInit(prefersDark = false) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: prefersDark && query.includes('dark') });
  try {
    new Function(themeInit)();
  } finally {
    window.matchMedia = original;
  }
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('theme-init.js (before first paint)', () => {
  it('reads the same storage key as the app', () => {
    expect(themeInit).toContain(`'${STORAGE_KEYS.theme}'`);
  });

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
