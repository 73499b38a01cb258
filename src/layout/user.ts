import type { AuthUser } from '#machines/apiTypes.ts';
import type { AuthSnapshot } from '#machines/auth.machine.ts';

/** SPEC.md 3: the signed-in user's name is the part of the e-mail before the at-sign. */
export function displayName(user: Pick<AuthUser, 'email'>): string {
  return user.email.split('@')[0] ?? user.email;
}

/** Logout is offered while the machine accepts it (not while a sign-out already runs). */
export const selectCanLogout = (snapshot: AuthSnapshot) => snapshot.can({ type: 'auth.logout' });
