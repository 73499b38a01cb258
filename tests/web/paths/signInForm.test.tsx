/**
 * The sign-in form machine's generated paths replayed on the real site: the sign-in dialog in the
 * navigation, its sign-in and sign-up modes, "Resend e-mail", "Sign in with Google" and the "check your
 * e-mail" notice a sign-up leaves. The form's calls are answered as the path says; after every step the
 * dialog shows the predicted state: open or not, busy or not, its error, and the notice.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '#domain/messages.ts';
import { signInFormMachine } from '#machines/signInForm.machine.ts';
import { answerOtherPages, authDialog, fill, go, inMode, mainNav } from './support/authDialog.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';
import { problemText } from '#src/features/problems.ts';

const text = messages.auth;

replayPaths({
  model: 'signInForm',
  machine: signInFormMachine,
  apiModule: 'auth',
  start: async () => {
    answerOtherPages();
    // Nobody is signed in: the session machine runs the form.
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    // The check on arrival only: the form's own check (a verification link's session) is the path's to answer.
    fakeApi.answerNext('auth', 'checkSession', () => ({ authenticated: false }));
    const site = renderSite('/');
    const nav = await waitFor(mainNav, 'the site navigation');
    await waitFor(() => within(nav).queryAllByRole('button', { name: messages.site.signIn })[0], 'Sign In');
    return site;
  },
  gestures: {
    'auth.login': async (event, site) => {
      const dialog = await authDialog(site);
      inMode(dialog, 'signIn');
      fill(dialog, event.email, event.password);
      const remember = within(dialog).getByRole('checkbox', { name: text.rememberMe });
      if ((remember.getAttribute('aria-checked') === 'true') !== event.remember) fireEvent.click(remember);
      fireEvent.click(within(dialog).getByRole('button', { name: text.signInAction }));
    },
    'auth.register': async (event, site) => {
      const dialog = await authDialog(site);
      inMode(dialog, 'signUp');
      fill(dialog, event.email, event.password);
      fireEvent.click(within(dialog).getByRole('button', { name: text.signUpAction }));
    },
    // Switching between sign-in and sign-up resets the form.
    'auth.formReset': async (_event, site) => {
      const dialog = await authDialog(site);
      const signingIn = within(dialog).queryByRole('heading', { name: text.signInTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: signingIn ? text.signUpAction : text.signInAction }));
    },
    'auth.dialogOpened': async (_event, site) => {
      await authDialog(site);
    },
    'auth.dialogClosed': async () => {
      const dialog = await waitFor(() => screen.queryByRole('dialog'), 'the sign-in dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    },
    'auth.verificationResendRequested': async (_event, site) => {
      const dialog = await authDialog(site);
      fireEvent.click(within(dialog).getByRole('button', { name: text.resendEmail }));
    },
    // In the open dialog "Use another address"; closed, the page notice's Dismiss (decision 287).
    'auth.registeredNoticeDismissed': async () => {
      const dialog = screen.queryByRole('dialog');
      const name = dialog ? text.useAnotherAddress : text.checkEmailDismiss;
      fireEvent.click(await waitFor(() => screen.queryByRole('button', { name }), name));
    },
    // The mailed link's page: the server verified the address and signed in (decision 286).
    'auth.sessionStarted': async (_event, site) => {
      fakeApi.answerNext('accountRequest', 'submitAccountRequest', () => ({ signedIn: true }));
      await go(site, '/verify-email?token=paths-token');
      await waitFor(() => (fakeApi.isWaiting('auth', 'checkSession') ? true : null), 'the session check');
    },
    // Google's start is the session machine's (googleSignIn.test.tsx): here it cannot start, so the form is usable again.
    'auth.google.started': async (_event, site) => {
      fakeApi.answerNext('auth', 'generateOAuthState', () => {
        throw new Error('no crypto');
      });
      const dialog = await authDialog(site);
      fireEvent.click(within(dialog).getByRole('button', { name: text.signInWithGoogle }));
    },
  },
  expectScreen: (state, site) => {
    const dialog = screen.queryByRole('dialog');
    // The dialog shows exactly when the machine says it is open; signed in, it is gone with the form.
    if (state.context.dialogOpen && !state.matches('signedIn')) expect(dialog).not.toBeNull();
    else expect(dialog).toBeNull();
    if (dialog) {
      const form = dialog.querySelector('form');
      if (state.hasTag('busy')) expect(form).toHaveAttribute('aria-busy', 'true');
      else expect(form).not.toHaveAttribute('aria-busy');
      const error = problemText(state.context.formError);
      if (error) expect(within(dialog).getByRole('alert')).toHaveTextContent(error);
      else expect(within(dialog).queryByRole('alert')).toBeNull();
    }
    // After sign-up the dialog, or once closed the page, keeps saying where the link went (issue 18.15, decision 287).
    const notice = screen.queryAllByText(text.checkEmailTitle)[0] ?? null;
    if (state.matches('registered')) expect(notice).toBeInTheDocument();
    else expect(notice).toBeNull();
    if (state.matches('signedIn')) expect(site.router.state.location.pathname).toBe('/dashboard');
  },
});
