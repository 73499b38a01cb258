import { useSelector } from '@xstate/react';
import type { AuthSnapshot } from '#machines/auth.machine.ts';
import { selectSignInForm } from '#machines/authSelectors.ts';
import type { SignInFormSnapshot } from '#machines/signInForm.machine.ts';
import { useAuthRef } from './composition.tsx';

/** Read part of the auth snapshot with one of the machine's select* helpers. */
export function useAuthSnapshot<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthRef(), selector);
}

/** The auth actor (started by the composition root), to `send` events (auth.logout, auth.google.started, ...). */
export function useAuthActor() {
  return useAuthRef();
}

/**
 * Read part of the sign-in form's snapshot (signInForm.machine.ts's select* helpers); `absent` while
 * there is no form (someone is signed in, or the session is still being checked).
 */
export function useSignInFormSnapshot<T>(selector: (snapshot: SignInFormSnapshot) => T, absent: T): T {
  const form = useSelector(useAuthRef(), selectSignInForm);
  return useSelector(form, (snapshot) => (snapshot ? selector(snapshot) : absent));
}

/** The sign-in form's actor, to `send` its events (auth.login, auth.dialogOpened, ...); undefined when there is none. */
export function useSignInForm() {
  return useSelector(useAuthRef(), selectSignInForm);
}
