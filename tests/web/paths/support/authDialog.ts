/**
 * The sign-in dialog and the navigation as the auth replays reach them (auth.test.tsx, signInForm.test.tsx,
 * googleSignIn.test.tsx): open the dialog from the navigation, choose its mode, fill it.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { paid, premiumAccount, summariesPage } from '#tests/machines/fixtures.ts';
import { fakeApi } from './fakeApi.ts';
import type { Site } from './replay.tsx';
import { waitFor } from './replay.tsx';

const text = messages.auth;

/** What the other pages a path visits need: a dashboard that loads, a payment that verifies. */
export function answerOtherPages(): void {
  fakeApi.answerAlways('plans', 'readStorage', () => ({ token: 'token-1' }));
  fakeApi.answerAlways('account', 'loadAccount', () => premiumAccount);
  fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
  // The dashboard's own calls beside the account (issue 15), answered as the tabs' are.
  fakeApi.answerAlways('summaries', 'prefetchSummaries', () => summariesPage(1, 1));
  fakeApi.answerAlways('prompt', 'prefetchPrompt', () => DEFAULT_PROMPT);
  fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
  fakeApi.answerAlways('payment', 'verifyPayment', () => paid);
}

/** The site's main navigation (hidden from the accessibility tree while a dialog is open, still there). */
export function mainNav(): HTMLElement | null {
  return screen.queryAllByRole('navigation', { name: 'Main', hidden: true })[0] ?? null;
}

export async function go(site: Site, to: string) {
  await act(async () => {
    await site.router.navigate(to);
  });
}

export async function authDialog(site: Site): Promise<HTMLElement> {
  const open = screen.queryByRole('dialog');
  if (open) return open;
  if (!mainNav()) await go(site, '/');
  const nav = await waitFor(mainNav, 'the site navigation');
  const signIn = await waitFor(
    () => within(nav).queryAllByRole('button', { name: messages.site.signIn })[0],
    'Sign In in the navigation',
  );
  fireEvent.click(signIn);
  return waitFor(() => screen.queryByRole('dialog'), 'the sign-in dialog', 8000);
}

/** Sign-in or sign-up mode of the dialog's form (the link under the form switches). */
export function inMode(dialog: HTMLElement, mode: 'signIn' | 'signUp') {
  const title = mode === 'signIn' ? text.signInTitle : text.signUpTitle;
  if (within(dialog).queryByRole('heading', { name: title })) return;
  fireEvent.click(
    within(dialog).getByRole('button', { name: mode === 'signIn' ? text.signInAction : text.signUpAction }),
  );
  within(dialog).getByRole('heading', { name: title });
}

export function fill(dialog: HTMLElement, email: string, password: string) {
  fireEvent.change(within(dialog).getByLabelText(messages.account.emailLabel), { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText(messages.account.passwordLabel), { target: { value: password } });
}
