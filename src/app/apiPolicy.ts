/**
 * The one policy for API outcomes (issue 25.1; decisions 254, 248), applied here at the composition root
 * to every group of session-bound API actors before a machine runs them:
 * - a call the server answered 401 ends the session (the root's `sessionExpired`, which the auth actor
 *   hears) and rejects with the typed failure `SessionEnded` (machines/sessionEnded.ts), which machines
 *   test with `isSessionEnded` to stop quietly;
 * - a stream (a callback actor) that reports a failure answered 401 does the same: the session ends and
 *   the machine hears the failure as `SessionEnded`;
 * - a call whose input names `returnTo` (the machine's choice of where the person comes back to after
 *   signing in, e.g. the plan dialog's chosen plan) hands it to the end of the session;
 * - every answer has already been checked against the contract by the API client (src/api/answers.ts).
 * Machines neither read the stored token before a call nor test for 401 (tests/architecture/machine-rules.test.ts).
 */
import { type AnyActorLogic, type AnyEventObject, fromCallback, fromPromise } from 'xstate';
import { isUnauthorizedFailure, sessionEnded } from '#machines/sessionEnded.ts';
import { serverMessage } from '#machines/httpError.ts';
import { creatorOf, keepPreload } from './apis.ts';

/** Where the person comes back to once signed in again; absent: the auth machine's default. */
export type SessionEndedEffect = (returnTo?: string) => void;

/** The `returnTo` a call's input names, when it names one. */
function returnToOf(args: unknown): string | undefined {
  const input = typeof args === 'object' && args !== null && 'input' in args ? args.input : undefined;
  const returnTo = typeof input === 'object' && input !== null && 'returnTo' in input ? input.returnTo : undefined;
  return typeof returnTo === 'string' ? returnTo : undefined;
}

/** One promise actor under the policy: the same call, a 401 turned into the end of the session. */
function boundCall(logic: AnyActorLogic, onSessionEnded: SessionEndedEffect): AnyActorLogic {
  const call = creatorOf(logic);
  const wrapped = fromPromise(async (args) => {
    try {
      return await call(args);
    } catch (error) {
      if (!isUnauthorizedFailure(error)) throw error;
      onSessionEnded(returnToOf(args));
      throw sessionEnded(serverMessage(error) ?? null);
    }
  });
  return keepPreload(logic, wrapped);
}

/** One callback actor under the policy: an event it sends back carrying a 401 `error` ends the session. */
function boundStream(logic: AnyActorLogic, onSessionEnded: SessionEndedEffect): AnyActorLogic {
  const start = creatorOf(logic);
  const wrapped = fromCallback<AnyEventObject>((args) => {
    const sendBack = (event: AnyEventObject) => {
      if (!('error' in event) || !isUnauthorizedFailure(event.error)) return args.sendBack(event);
      onSessionEnded(returnToOf(args));
      args.sendBack({ ...event, error: sessionEnded(serverMessage(event.error) ?? null) });
    };
    return start({ ...args, sendBack }) as ReturnType<Parameters<typeof fromCallback>[0]>;
  });
  return keepPreload(logic, wrapped);
}

/** A group of promise actors (`fromPromise`), each under the policy; the group's type is unchanged. */
export function sessionBound<T extends Record<string, AnyActorLogic>>(group: T, onSessionEnded: SessionEndedEffect): T {
  return Object.fromEntries(
    Object.entries(group).map(([name, logic]) => [name, boundCall(logic, onSessionEnded)]),
  ) as T;
}

/** A group of callback actors (`fromCallback`, streams), each under the policy; the group's type is unchanged. */
export function sessionBoundStreams<T extends Record<string, AnyActorLogic>>(
  group: T,
  onSessionEnded: SessionEndedEffect,
): T {
  return Object.fromEntries(
    Object.entries(group).map(([name, logic]) => [name, boundStream(logic, onSessionEnded)]),
  ) as T;
}
