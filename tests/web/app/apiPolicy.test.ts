/**
 * The one policy for API outcomes (issue 25.1): a session-bound call answered 401 ends the session
 * once, at the composition root, and the machine gets the typed failure; any other outcome reaches
 * the machine as the call gave it.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise, toPromise } from 'xstate';
import { isSessionEnded, isSessionEndedFailure } from '#machines/sessionEnded.ts';
import { sessionBound, sessionBoundStreams } from '#src/app/apiPolicy.ts';
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

/** A stream that reports `events` as it starts, under the policy; what its parent heard and each end of the session. */
function stream(events: AnyEventObject[]) {
  const ends: (string | undefined)[] = [];
  const heard: AnyEventObject[] = [];
  const { download } = sessionBoundStreams(
    {
      download: fromCallback<AnyEventObject, { returnTo?: string }>(({ sendBack }) => {
        for (const event of events) sendBack(event);
      }),
    },
    (returnTo) => ends.push(returnTo),
  );
  const parent = createActor(
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event))),
  ).start();
  createActor(download, { parent, input: { returnTo: '/dashboard?tab=summaries' } }).start();
  return { ends, heard };
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

  it("hands the end of the session the call's own `returnTo` (where the person comes back after signing in)", async () => {
    const ends: (string | undefined)[] = [];
    const { link } = sessionBound(
      {
        link: fromPromise<unknown, { returnTo: string }>(async () => {
          throw httpError(401);
        }),
      },
      (returnTo) => ends.push(returnTo),
    );
    const actor = createActor(link, { input: { returnTo: '/dashboard?plan=premium-yearly' } }).start();
    await toPromise(actor).catch(() => {});
    expect(ends).toEqual(['/dashboard?plan=premium-yearly']);
  });

  it('ends the session when a stream reports a failure answered 401; the machine hears SessionEnded', () => {
    const { ends, heard } = stream([
      { type: 'export.progress', done: 1, total: 2 },
      { type: 'export.failed', error: httpError(401) },
    ]);
    expect(ends).toEqual(['/dashboard?tab=summaries']);
    expect(heard[0]).toEqual({ type: 'export.progress', done: 1, total: 2 });
    expect(heard[1]?.type).toBe('export.failed');
    expect(isSessionEndedFailure(heard[1]?.error)).toBe(true);
  });

  it("hands a stream's other failures on untouched, the session kept", () => {
    const { ends, heard } = stream([{ type: 'export.failed', error: networkError }]);
    expect(ends).toEqual([]);
    expect(heard).toEqual([{ type: 'export.failed', error: networkError }]);
  });
});
