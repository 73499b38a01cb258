import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { fromPromise } from 'xstate';
import type { SessionCheck } from '#machines/apiTypes.ts';
import type { StoredValues } from '#machines/effects.ts';
import type { AppApisOverride } from '#src/app/composition.tsx';
import { LandingRoot } from '#src/landing.tsx';

// Not renderApp.tsx's helpers: that file imports the route table, and so react-router.
const LAZY_CHUNK = { timeout: 5000 };
const signedOut: AppApisOverride = {
  auth: {
    checkSession: fromPromise<SessionCheck, void>(async () => ({ authenticated: false })),
    readStorage: fromPromise<StoredValues, { keys: readonly string[] }>(async () => ({})),
  },
};

// Records when the landing page first imports the whole site (react-router and the route table): only
// a navigation to another page, or pointing at a link, may bring it (decision 205). The factory runs
// on the module's first import in this file. (Mocking react-router itself would load a second copy.)
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('#src/fullApp.tsx', async (importOriginal) => {
  loaded.add('fullApp');
  return importOriginal();
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the landing page before the router (decision 205)', () => {
  it('renders and opens sections without react-router, then a footer link hands over to the router', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    render(<LandingRoot apis={signedOut} />);
    expect(await screen.findByRole('button', { name: messages.site.signIn })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(loaded).toEqual(new Set());

    // A section of this page stays the browser's; pointing at a link starts loading the router.
    await user.click(within(footer).getByRole('link', { name: messages.site.faq }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get the point of any YouTube video');

    await user.click(within(footer).getByRole('link', { name: messages.site.terms }));
    expect(await screen.findByRole('heading', { level: 1, name: messages.site.terms }, LAZY_CHUNK)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/terms');
    expect(loaded).toEqual(new Set(['fullApp']));

    // The router now owns the links: back home through the logo, with the same auth actor.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /home$/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_CHUNK)).toHaveTextContent(
      'Get the point of any YouTube video',
    );
    expect(screen.getByRole('button', { name: messages.site.signIn })).toBeInTheDocument();
  });

  it('opens the sign-in dialog from the landing page without the router', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    render(<LandingRoot apis={signedOut} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: messages.site.signIn }));
    expect(await screen.findByRole('dialog', {}, LAZY_CHUNK)).toBeInTheDocument();
  });
});
