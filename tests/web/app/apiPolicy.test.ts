/**
 * The one policy for API outcomes (issue 25.1): a session-bound call answered 401 ends the session
 * once, at the composition root, and the machine gets the typed failure; any other outcome reaches
 * the machine as the call gave it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { isSessionEnded, isSessionEndedFailure } from '#machines/sessionEnded.ts';
import { sessionBound } from '#src/app/apiPolicy.ts';
import { httpError, networkError } from '#tests/machines/fixtures.ts';

function run<T>(logic: ReturnType<typeof fromPromise<T, void>>) {
  return toPromise(createActor(logic).start());
}

function group(outcome: () => Promise<unknown>) {
  let ended = 0;
  const bound = sessionBound({ load: fromPromise<unknown, void>(outcome) }, () => {
    ended += 1;
  });
  return { bound, ended: () => ended };
}

describe('the API policy at the composition root', () => {
  it('ends the session once and rejects with SessionEnded when the server answers 401', async () => {
    const { bound, ended } = group(async () => {
      throw httpError(401, 'Session expired');
    });
    const failure = await run(bound.load).catch((error: unknown) => error);
    expect(isSessionEndedFailure(failure)).toBe(true);
    expect(isSessionEnded({ event: { type: 'xstate.error.actor.load', error: failure } })).toBe(true);
    expect(ended()).toBe(1);
  });

  it('hands any other failure on untouched, the session kept', async () => {
    for (const error of [httpError(403), httpError(500), networkError]) {
      const { bound, ended } = group(async () => {
        throw error;
      });
      await expect(run(bound.load)).rejects.toBe(error);
      expect(ended()).toBe(0);
    }
  });

  it('hands an answer on as the call gave it', async () => {
    const { bound, ended } = group(async () => ({ sessions: 2 }));
    await expect(run(bound.load)).resolves.toEqual({ sessions: 2 });
    expect(ended()).toBe(0);
  });
});
