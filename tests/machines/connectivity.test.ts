import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { CONNECTION_PROBE_MS } from '#domain/constants.ts';
import {
  type ConnectivityEvent,
  connectivityMachine,
  selectConnectionProblem,
} from '#machines/connectivity.machine.ts';
import { networkError } from './fixtures.ts';
import { fakeActor, settle } from './harness.ts';

/** The machine with a server that answers when `up` says so, and a hand on the browser's events. */
function start() {
  let up = false;
  const probe = fakeActor<void, unknown>(() => {
    if (!up) throw networkError;
  });
  let send: (event: ConnectivityEvent) => void = () => undefined;
  const watchConnection = fromCallback<ConnectivityEvent>(({ sendBack }) => {
    send = sendBack;
  });
  const clock = new SimulatedClock();
  const actor = createActor(connectivityMachine.provide({ actors: { watchConnection, probeServer: probe.logic } }), {
    clock,
  }).start();
  const problem = () => selectConnectionProblem(actor.getSnapshot());
  return { actor, clock, probe, problem, send: (e: ConnectivityEvent) => send(e), serverUp: () => (up = true) };
}

describe('connectivity (issue 28.1)', () => {
  it('says offline while the browser is, and asks the server once the browser is back', async () => {
    const { probe, problem, send, serverUp } = start();
    expect(problem()).toBeNull();
    send({ type: 'connectivity.browserOffline' });
    expect(problem()).toBe('offline');
    serverUp();
    send({ type: 'connectivity.browserOnline' });
    await settle();
    expect(probe.calls).toHaveLength(1);
    expect(problem()).toBeNull();
  });

  it('says the server cannot be reached after a call found none, probes every interval, clears on an answer', async () => {
    const { clock, probe, problem, send, serverUp } = start();
    send({ type: 'connectivity.unreachable' });
    expect(problem()).toBe('unreachable');
    clock.increment(CONNECTION_PROBE_MS - 1);
    expect(probe.calls).toHaveLength(0);
    clock.increment(1);
    await settle();
    expect(probe.calls).toHaveLength(1);
    expect(problem()).toBe('unreachable');
    serverUp();
    clock.increment(CONNECTION_PROBE_MS);
    await settle();
    expect(probe.calls).toHaveLength(2);
    expect(problem()).toBeNull();
  });

  it('clears at once when any call is answered again', () => {
    const { problem, send } = start();
    send({ type: 'connectivity.unreachable' });
    send({ type: 'connectivity.reached' });
    expect(problem()).toBeNull();
  });
});
