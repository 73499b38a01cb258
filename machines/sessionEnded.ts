/**
 * The one API policy's word to the machines (issue 25.1; decision 254). The composition root wraps the
 * API actors once (src/app/apiPolicy.ts): a call answered 401 ends the session there (the auth actor
 * hears `auth.sessionExpired`) and rejects with a SessionEnded failure. A machine only learns that its
 * call met an ended session, with the guard `isSessionEnded`, to stop quietly; it neither tests for 401
 * nor ends the session itself (tests/architecture/api-policy.test.ts).
 */
import { hasStatus } from './httpError.ts';

/** The failure a session-bound call rejects with once the server answered 401. */
export interface SessionEnded {
  readonly kind: 'sessionEnded';
  /** Kept, so code that reads an HTTP error sees the answer it was. */
  readonly status: 401;
  readonly message: string | null;
}

export function sessionEnded(message: string | null = null): SessionEnded {
  return { kind: 'sessionEnded', status: 401, message };
}

export function isSessionEndedFailure(error: unknown): error is SessionEnded {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'sessionEnded';
}

/** The failure an actor rejected with, or the one an event carries (`export.failed`, `summary.error`). */
const failureOf = (event: object): unknown => ('error' in event ? event.error : undefined);

/** Guard: the call met an ended session (the composition root has already signed the person out). */
export function isSessionEnded({ event }: { event: object }): boolean {
  return isSessionEndedFailure(failureOf(event));
}

/**
 * The policy's own test of an answer: the server answered 401. Only the composition root's wrapper
 * calls it; machines still adopting the policy take it as their `isUnauthorized` guard until they do.
 */
export function isUnauthorizedFailure(error: unknown): boolean {
  return hasStatus(error, 401);
}

/** Guard of the machines still adopting the policy (listed in tests/architecture/api-policy.test.ts). */
export function isUnauthorized({ event }: { event: object }): boolean {
  return isUnauthorizedFailure(failureOf(event));
}
