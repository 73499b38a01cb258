/**
 * The auth machine's generated paths replayed on the real site: the sign-in dialog in the navigation,
 * the user menu, the dashboard's Logout and "Sign out of all devices", the Google return page, a
 * verified payment (which refreshes the session) and a signed-in page whose call answers 401 (which
 * ends it). The auth calls are answered as the path says; after every step the navigation (or the
 * dashboard) must show the predicted state. The children's own steps are their models' (signInForm.test.tsx,
 * googleSignIn.test.tsx); here their calls are answered the way their outcome needs.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '#domain/messages.ts';
import { authMachine } from '#machines/auth.machine.ts';
import { selectMayOpenProtectedPage } from '#machines/authSelectors.ts';
import type { AuthInput } from '#machines/authTypes.ts';
import { done, failed, httpError, user } from '#tests/machines/fixtures.ts';
import { answerOtherPages, authDialog, fill, go, inMode, mainNav } from './support/authDialog.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, type Site, waitFor } from './support/replay.tsx';

const text = messages.auth;
let payments = 0;
const accountSettings = {
  email: 'jane.doe@example.com',
  has_password: true,
  google_linked: false,
  pending_email: null,
  google_reauth_until: null,
};
/** An account made with Google: the account page confirms who is there with Google (decision 139). */
const googleAccountSettings = { ...accountSettings, has_password: false, google_linked: true };

/** The stored OAuth state of the Google sign-in the path returns from (its fixture's `state`). */
const storedOAuth = { oauth_state: 'state-1', oauth_redirect: '/' };

/** Answers the running Google sign-in's calls so that it ends as `outcome` says. */
async function endGoogleSignIn(outcome: string) {
  const answer = (event: Parameters<typeof fakeApi.answer>[1]) => act(async () => fakeApi.answer('auth', event));
  if (outcome === 'notStarted') return answer(failed('generateOAuthState', new Error('no crypto')));
  if (outcome === 'refused') return answer(done('readStorage', { oauth_state: null, oauth_redirect: null }));
  await answer(done('readStorage', storedOAuth));
  await waitFor(() => fakeApi.isWaiting('auth', 'checkSession') || null, 'the session check after Google');
  const session = outcome === 'signedIn' ? { authenticated: true, user, token: 'token-1' } : { authenticated: false };
  return answer(done('checkSession', session));
}

/** The page the person is on shows who is signed in: the navigation's Sign In or user menu, or the dashboard. */
function expectSignInShown(state: ReturnType<typeof authMachine.resolveState>, site: Site) {
  const loading = state.hasTag('loading');
  const signedIn = state.matches('signedIn');
  if (site.router.state.location.pathname === '/dashboard') {
    // The dashboard the server drew stands while its session is checked (decision 295).
    if (loading && selectMayOpenProtectedPage(state))
      expect(screen.getByRole('button', { name: messages.dashboard.logout, hidden: true })).toBeInTheDocument();
    else if (loading) expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    else {
      expect(signedIn, 'a signed-out visitor is sent away from /dashboard').toBe(true);
      expect(screen.getByRole('button', { name: messages.dashboard.logout, hidden: true })).toBeInTheDocument();
    }
    return;
  }
  // The account page (a re-authentication with Google starts there) is for the signed-in only.
  if (site.router.state.location.pathname === '/account') {
    expect(signedIn, 'a signed-out visitor is sent away from /account').toBe(true);
    expect(screen.getByRole('heading', { name: messages.settings.title, level: 1 })).toBeInTheDocument();
    return;
  }
  const nav = mainNav();
  if (!nav) throw new Error('no site navigation on this page');
  const signIn = within(nav).queryAllByRole('button', { name: messages.site.signIn, hidden: true });
  const userMenu = within(nav).queryAllByRole('button', { name: messages.site.userMenu, hidden: true });
  expect({ signIn: signIn.length > 0, userMenu: userMenu.length > 0 }).toEqual({
    signIn: !loading && !signedIn,
    userMenu: !loading && signedIn,
  });
}

replayPaths({
  model: 'auth',
  machine: authMachine,
  apiModule: 'auth',
  start: async (input) => {
    answerOtherPages();
    if ((input as AuthInput).serverSawSession) {
      const site = renderSite('/dashboard', { search: '', snapshot: null });
      await waitFor(() => screen.queryByRole('button', { name: messages.dashboard.logout }), 'the drawn dashboard');
      return site;
    }
    const site = renderSite('/');
    await waitFor(mainNav, 'the site navigation');
    return site;
  },
  gestures: {
    'auth.google.started': async (_event, site, state) => {
      if (state.matches('signedIn')) {
        fakeApi.answerAlways('settings', 'loadAccountSettings', () => googleAccountSettings);
        fakeApi.answerAlways('settings', 'loadSessions', () => []);
        if (site.router.state.location.pathname === '/account') await go(site, '/');
        await go(site, '/account');
        const settings = messages.settings;
        fireEvent.click(await waitFor(() => screen.queryByRole('button', { name: settings.googleReauth }), 'Confirm'));
        return;
      }
      const dialog = await authDialog(site);
      fireEvent.click(within(dialog).getByRole('button', { name: text.signInWithGoogle }));
    },
    'auth.google.returned': async (event, site) => {
      if (site.router.state.location.pathname === '/oauth/return') await go(site, '/');
      await go(site, `/oauth/return?status=${event.status ?? ''}&state=${event.state ?? ''}`);
    },
    'auth.logout': async (_event, site) => {
      if (site.router.state.location.pathname === '/dashboard') {
        fireEvent.click(screen.getByRole('button', { name: messages.dashboard.logout }));
        return;
      }
      const nav = await waitFor(mainNav, 'the site navigation');
      fireEvent.click(within(nav).getByRole('button', { name: messages.site.userMenu }));
      fireEvent.click(await waitFor(() => screen.queryByRole('menuitem', { name: messages.site.logout }), 'Logout'));
    },
    'auth.logoutAll': async (_event, site) => {
      if (site.router.state.location.pathname !== '/dashboard') await go(site, '/dashboard');
      const button = await waitFor(
        () => screen.queryByRole('button', { name: messages.dashboard.logoutAll }),
        'Sign out of all devices',
      );
      fireEvent.click(button);
    },
    'auth.logoutAllConfirmed': async () => {
      fireEvent.click(
        await waitFor(
          () => screen.queryByRole('button', { name: messages.dashboard.logoutAllConfirmAction }),
          'Sign out everywhere',
        ),
      );
    },
    'auth.logoutAllCancelled': async () => {
      fireEvent.click(
        await waitFor(() => screen.queryByRole('button', { name: messages.dashboard.logoutAllKeep }), 'Stay signed in'),
      );
    },
    // A signed-in page's call answers 401: the dashboard, opened again, cannot load the account.
    'auth.sessionExpired': async (_event, site) => {
      fakeApi.answerNext('account', 'loadAccount', () => {
        throw httpError(401);
      });
      if (site.router.state.location.pathname === '/dashboard') await go(site, '/');
      await go(site, '/dashboard');
    },
    // The person deletes the account on /account (password, confirm): signed out on purpose, home.
    'auth.accountDeleted': async (_event, site) => {
      fakeApi.answerAlways('settings', 'loadAccountSettings', () => accountSettings);
      fakeApi.answerAlways('settings', 'loadSessions', () => []);
      fakeApi.answerNext('settings', 'deleteAccount', () => ({ success: true }));
      await go(site, '/account');
      const settings = messages.settings;
      fireEvent.click(
        await waitFor(() => screen.queryByRole('button', { name: settings.deleteAction }), 'Delete account'),
      );
      const dialog = await waitFor(() => screen.queryByRole('dialog', { name: settings.deleteTitle }), 'the dialog');
      fireEvent.change(within(dialog).getByLabelText(settings.currentPasswordLabel), {
        target: { value: 'right-password' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: settings.deleteConfirm }));
      await waitFor(() => (site.router.state.location.pathname === '/' ? true : null), 'home');
    },
    // The mailed link's page: the server verified the address and signed in (decision 286); the form
    // checks the session (its own model's steps), here answered signed out, and the person goes home.
    'auth.sessionStarted': async (_event, site) => {
      fakeApi.answerNext('accountRequest', 'submitAccountRequest', () => ({ signedIn: true }));
      fakeApi.answerNext('auth', 'checkSession', () => ({ authenticated: false }));
      await go(site, '/verify-email?token=paths-token');
      await waitFor(
        () => (fakeApi.inputs('accountRequest', 'submitAccountRequest').length > 0 ? true : null),
        'verify',
      );
      await go(site, '/');
    },
    // Another tab of this browser signed out (decision 287): the channel's word reaches this tab.
    'auth.signedOutElsewhere': async () => {
      const other = new BroadcastChannel('skimly-auth');
      other.postMessage('signedOut');
      other.close();
      await waitFor(
        () =>
          mainNav() &&
          within(mainNav() as HTMLElement).queryAllByRole('button', { name: messages.site.signIn, hidden: true })
            .length > 0
            ? true
            : null,
        'signed out',
      );
    },
    // A verified payment: the success page asks for the session again, then the person goes home.
    'auth.sessionRefreshRequested': async (_event, site) => {
      payments += 1;
      await go(site, `/success-payment?session_id=cs_paths_${payments}`);
      await waitFor(
        () => screen.queryByRole('heading', { name: messages.payment.successTitle }),
        'Payment Successful!',
      );
      await go(site, '/');
    },
  },
  answers: {
    'xstate.done.actor.googleSignIn': (event) => endGoogleSignIn(event.output.outcome),
    // The form signs in: through the dialog, the server accepting.
    'xstate.done.actor.signInForm': async (event, site) => {
      fakeApi.answerNext('auth', 'login', () => event.output.session);
      const dialog = await authDialog(site);
      inMode(dialog, 'signIn');
      fill(dialog, 'ann@example.com', 'correct horse');
      fireEvent.click(within(dialog).getByRole('button', { name: text.signInAction }));
    },
  },
  expectScreen: (state, site) => {
    // The dialog is the sign-in form's (signInForm.test.tsx); it is gone once someone is signed in.
    const dialog = screen.queryByRole('dialog');
    if (!state.matches('signedOut')) expect(dialog).toBeNull();
    // A Google sign-in starting keeps the form busy.
    else if (dialog && state.hasTag('busy')) expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expectSignInShown(state, site);
  },
});
