/**
 * The session machine's types and the pure readings of its events (auth.machine.ts holds the behaviour;
 * kept apart so the machine stays under 400 lines, decision 234).
 */
import { assertEvent } from 'xstate';
import type { ActorEvents } from './actorEvents.ts';
import type { AuthUser, SessionCheck } from './apiTypes.ts';
import type { GoogleOutcome, GoogleSignInInput } from './googleSignIn.machine.ts';
import { isHttpError } from './httpError.ts';
import type { StoredValues } from './effects.ts';
import type { SignedIn } from './signInForm.machine.ts';

/** Which logout is owed to the server: the current session, or every session of the person. */
export type PendingLogout = 'one' | 'all';

export interface AuthContext {
  user: AuthUser | null;
  /** Where a signed-out visitor of a protected page goes after a session ended (decision 176), else null. */
  signInPath: string | null;
  /** Signed out here on purpose (Logout, Sign out of all devices): protected pages send home (SPEC.md 2). */
  leftOnPurpose: boolean;
  /** A logout the server never heard, sent again before any session is restored (decision 173; also stored). */
  pendingLogout: PendingLogout | null;
  /** The address of the session that ended here: the sign-in form fills it in (decision 287), else null. */
  returningEmail: string | null;
  /**
   * The server drew this page for the session its cookie holds (the dashboard's first paint, decision
   * 295): the page stands while the session is checked on start, as it does for a stored token.
   */
  serverSawSession: boolean;
}

/** What the page knows as the machine starts. */
export type AuthInput = { serverSawSession?: boolean };

export type AuthUserEvent =
  | { type: 'auth.logout' }
  | { type: 'auth.logoutAll' }
  | { type: 'auth.logoutAllConfirmed' }
  | { type: 'auth.logoutAllCancelled' }
  | { type: 'auth.google.started'; currentPath: string }
  | { type: 'auth.google.returned'; status: string | null; state: string | null }
  | { type: 'auth.sessionExpired'; returnTo?: string }
  | { type: 'auth.accountDeleted' }
  | { type: 'auth.sessionRefreshRequested' }
  /** The verification link started a session (decision 286): the form checks it and signs in. */
  | { type: 'auth.sessionStarted' }
  /** Another tab of this browser signed out (decision 287): this one signs out too. */
  | { type: 'auth.signedOutElsewhere' };

export type AuthEvent =
  | AuthUserEvent
  | ActorEvents<'checkSession', SessionCheck>
  | ActorEvents<'signInForm', SignedIn>
  | ActorEvents<'logout', unknown>
  | ActorEvents<'logoutAll', unknown>
  | ActorEvents<'googleSignIn', GoogleOutcome>
  | ActorEvents<'readStorage', StoredValues>;

export function isPendingLogout(value: string | null | undefined): value is PendingLogout {
  return value === 'one' || value === 'all';
}

export function googleInput({ event }: { event: AuthEvent }): GoogleSignInInput {
  assertEvent(event, ['auth.google.started', 'auth.google.returned']);
  if (event.type === 'auth.google.started') return { kind: 'start', currentPath: event.currentPath };
  return { kind: 'return', status: event.status, state: event.state };
}
/** The session a check, the form's sign-in or a Google sign-in answered with. */
export function sessionOf(event: AuthEvent): Pick<SessionCheck, 'user' | 'token'> {
  if (event.type === 'xstate.done.actor.checkSession') return event.output;
  if (event.type === 'xstate.done.actor.signInForm') return event.output.session;
  const google = event.type === 'xstate.done.actor.googleSignIn' ? event.output : null;
  return google?.outcome === 'signedIn' ? google.session : {};
}

/** A logout that did not reach the server (no answer, or a 5xx): the session may still be valid there. */
export function logoutUnheard(event: AuthEvent): boolean {
  assertEvent(event, ['xstate.error.actor.logout', 'xstate.error.actor.logoutAll']);
  return !isHttpError(event.error) || event.error.status >= 500;
}
