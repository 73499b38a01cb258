/**
 * The one policy for API outcomes (issue 25.1; decision 254), applied here at the composition root to
 * every group of session-bound API actors before a machine runs them:
 * - a call the server answered 401 ends the session (the root's `sessionExpired`, which the auth actor
 *   hears) and rejects with the typed failure `SessionEnded` (machines/sessionEnded.ts), which machines
 *   test with `isSessionEnded` to stop quietly;
 * - every answer has already been checked against the contract by the API client (src/api/answers.ts).
 * Machines neither read the stored token before a call nor test for 401 (tests/architecture/api-policy.test.ts).
 */
import { type AnyActorLogic, fromPromise } from 'xstate';
import { isUnauthorizedFailure, sessionEnded } from '#machines/sessionEnded.ts';
import { serverMessage } from '#machines/httpError.ts';
import { creatorOf, keepPreload } from './apis.ts';

export type SessionEndedEffect = () => void;

/** One promise actor under the policy: the same call, a 401 turned into the end of the session. */
function bound(logic: AnyActorLogic, onSessionEnded: SessionEndedEffect): AnyActorLogic {
  const call = creatorOf(logic);
  const wrapped = fromPromise(async (args) => {
    try {
      return await call(args);
    } catch (error) {
      if (!isUnauthorizedFailure(error)) throw error;
      onSessionEnded();
      throw sessionEnded(serverMessage(error) ?? null);
    }
  });
  return keepPreload(logic, wrapped);
}

/** A group of promise actors (`fromPromise`), each under the policy; the group's type is unchanged. */
export function sessionBound<T extends Record<string, AnyActorLogic>>(group: T, onSessionEnded: SessionEndedEffect): T {
  return Object.fromEntries(Object.entries(group).map(([name, logic]) => [name, bound(logic, onSessionEnded)])) as T;
}
