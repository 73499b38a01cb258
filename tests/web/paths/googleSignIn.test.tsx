/**
 * The Google sign-in machine's generated paths replayed on the real site: started from the sign-in
 * dialog's "Sign in with Google", or back on /oauth/return with Google's word. Its calls (the OAuth
 * state, Google's address, the stored state, the session check) are answered as the path says; after
 * every step the dialog is busy while it starts, the return page's spinner shows while it checks, and
 * once it ends the person is where it sends them, told what happened.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { type GoogleSignInInput, googleSignInMachine } from '#machines/googleSignIn.machine.ts';
import { premiumAccount, summariesPage } from '#tests/machines/fixtures.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.auth;

/** The toast titles raised so far. */
const toastTitles = () => fakeApi.toasts.map((toast) => toast.title);

replayPaths({
  model: 'googleSignIn',
  machine: googleSignInMachine,
  apiModule: 'auth',
  start: async (rawInput) => {
    const input = rawInput as GoogleSignInInput;
    // Where a finished sign-in lands: a dashboard that loads.
    fakeApi.answerAlways('plans', 'readStorage', () => ({ token: 'token-1' }));
    fakeApi.answerAlways('account', 'loadAccount', () => premiumAccount);
    fakeApi.answerAlways('summaries', 'prefetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('prompt', 'prefetchPrompt', () => DEFAULT_PROMPT);
    fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
    // The session machine's own start reads storage first (nothing stored): that call is not the path's.
    fakeApi.answerNext('auth', 'readStorage', () => ({}));
    if (input.kind === 'return') {
      // Google sent the browser back: the return page hands its word to the session machine.
      return renderSite(`/oauth/return?status=${input.status ?? ''}&state=${input.state ?? ''}`);
    }
    fakeApi.answerNext('auth', 'checkSession', () => ({ authenticated: false }));
    const site = renderSite('/');
    const nav = await waitFor(() => screen.queryAllByRole('navigation', { name: 'Main' })[0], 'the navigation');
    const signIn = await waitFor(
      () => within(nav).queryAllByRole('button', { name: messages.site.signIn })[0],
      'Sign In in the navigation',
    );
    fireEvent.click(signIn);
    const dialog = await waitFor(() => screen.queryByRole('dialog'), 'the sign-in dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: text.signInWithGoogle }));
    return site;
  },
  gestures: {},
  expectScreen: (state, site) => {
    const where = site.router.state.location.pathname;
    if (state.matches('starting')) {
      // Nothing else may start meanwhile, up to the moment the browser leaves for Google.
      const form = within(screen.getByRole('dialog')).getByRole('button', { name: text.signInWithGoogle });
      expect(form.closest('form')).toHaveAttribute('aria-busy', 'true');
      return;
    }
    if (state.matches('notStarted')) {
      const form = screen.getByRole('dialog').querySelector('form');
      expect(form).not.toHaveAttribute('aria-busy');
      expect(toastTitles()).toEqual([text.googleInitFailed]);
      return;
    }
    if (state.matches('returning')) {
      expect(screen.getByRole('status', { name: messages.account.oauthCompleting })).toBeInTheDocument();
      return;
    }
    // Ended after the return: the OAuth keys are gone and the person is back where they started.
    expect(where).not.toBe('/oauth/return');
    if (state.matches('signedIn')) {
      expect(toastTitles()).toEqual([text.googleSignedIn]);
      expect(where).toBe(state.context.returnTo ?? '/');
      return;
    }
    expect(toastTitles()).toEqual([text.googleFailed]);
    if (state.matches('refused')) expect(where).toBe(state.context.returnTo ?? '/');
  },
});
