/**
 * The one 401 rule of the machines (issue 25.1): a call answered 401 means the session has ended.
 * Every machine that calls the API names this guard `isUnauthorized` and takes this implementation;
 * tests/machines/sessionEnded.test.ts fails when a machine writes its own 401 check again.
 */
import { hasStatus } from './httpError.ts';

/** The failure an actor rejected with, or the one an event carries (`export.failed`, `summary.error`). */
const failureOf = (event: object): unknown => ('error' in event ? event.error : undefined);

/** Guard: the failure in hand is the server's 401 (the session is gone). */
export function isUnauthorized({ event }: { event: object }): boolean {
  return hasStatus(failureOf(event), 401);
}
