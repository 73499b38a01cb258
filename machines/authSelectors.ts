/** What the views read of the session machine (auth.machine.ts holds the behaviour). */
import type { ActorRefFrom } from 'xstate';
import { signInPathFor } from '#domain/redirect.ts';
import type { AuthSnapshot } from './auth.machine.ts';
import type { signInFormMachine } from './signInForm.machine.ts';

export const selectUser = (s: AuthSnapshot) => s.context.user;
/** The address the sign-in form starts with: the one of the session that ended here (decision 287), or null. */
export const selectReturningEmail = (s: AuthSnapshot) => s.context.returningEmail;
/** Session check (start or Google return) still running: show a spinner, decide nothing yet. */
export const selectIsLoading = (s: AuthSnapshot) => s.hasTag('loading');
export const selectIsSignedIn = (s: AuthSnapshot) => s.matches('signedIn');
/**
 * Signed in, or a session the page already has is being checked on start (a stored token, or the one
 * the server drew the page for): a protected page opens (and loads) meanwhile.
 */
export const selectMayOpenProtectedPage = (s: AuthSnapshot) =>
  s.matches('signedIn') || s.hasTag('resuming') || (s.matches('loading') && s.context.serverSawSession);
/**
 * Where a protected page at `here` sends a signed-out visitor: the sign-in page an ended session or a
 * flow asked for; home after signing out on purpose (SPEC.md 2); else the sign-in page, back to `here`
 * (SPEC.md 2's /login row, decision 176).
 */
export const selectSignedOutPath = (s: AuthSnapshot, here: string) =>
  s.context.signInPath ?? (s.context.leftOnPurpose ? '/' : signInPathFor(here));
/** "Sign out of all devices" asked: the view shows its confirmation. */
export const selectIsConfirmingLogoutAll = (s: AuthSnapshot) => s.matches({ signedIn: 'confirmingLogoutAll' });
/** A sign-out or a Google sign-in runs: disable the form and the user menu actions. */
export const selectIsBusy = (s: AuthSnapshot) => s.hasTag('busy');
/** The sign-in dialog's form, while nobody is signed in (its own selectors: signInForm.machine.ts). */
export const selectSignInForm = (s: AuthSnapshot) =>
  s.children.signInForm as ActorRefFrom<typeof signInFormMachine> | undefined;
