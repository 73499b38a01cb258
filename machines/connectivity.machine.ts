/**
 * Whether the signed-in pages can reach Skimly's server (issue 28.1, decision 259), for the
 * connection banner.
 * Two sources: the browser's word (online / offline events), and the API calls themselves (a call
 * no answer came back to, or one that was answered), which also catch a server that stopped while the
 * browser is still online. Once the browser says it is back, or while the server is unreachable every
 * CONNECTION_PROBE_MS, one probe asks whether the server answers again.
 */
import { fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { CONNECTION_PROBE_MS } from '#domain/constants.ts';
import type { ActorEvents } from './actorEvents.ts';

export type ConnectivityEvent =
  | { type: 'connectivity.browserOffline' }
  | { type: 'connectivity.browserOnline' }
  | { type: 'connectivity.unreachable' }
  | { type: 'connectivity.reached' }
  | ActorEvents<'probeServer', void>;

/** What the banner says: nothing while connected. */
export type ConnectionProblem = 'offline' | 'unreachable';

export const connectivityMachine = setup({
  types: { events: {} as ConnectivityEvent },
  actors: {
    /** Sends the events above from the browser and the API client; the app provides it. */
    watchConnection: fromCallback<ConnectivityEvent>(() => () => {}),
    /** Resolves when the server answers a call, rejects when no answer comes. */
    probeServer: fromPromise<void>(async () => {}),
  },
  delays: { probe: CONNECTION_PROBE_MS },
}).createMachine({
  id: 'connectivity',
  invoke: { src: 'watchConnection' },
  initial: 'online',
  // The browser's own word that the network is gone wins over anything a call said.
  on: { 'connectivity.browserOffline': '.offline' },
  states: {
    online: { on: { 'connectivity.unreachable': 'unreachable' } },
    offline: { tags: ['problem'], on: { 'connectivity.browserOnline': 'probing' } },
    /** The banner keeps what it said until the probe answers. */
    probing: {
      tags: ['problem'],
      invoke: { id: 'probeServer', src: 'probeServer', onDone: 'online', onError: 'unreachable' },
      on: { 'connectivity.reached': 'online' },
    },
    unreachable: {
      tags: ['problem'],
      after: { probe: 'probing' },
      on: { 'connectivity.reached': 'online' },
    },
  },
});

export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

/** The problem the banner shows, or null while the server answers. */
export const selectConnectionProblem = (s: ConnectivitySnapshot): ConnectionProblem | null => {
  if (s.matches('offline')) return 'offline';
  return s.hasTag('problem') ? 'unreachable' : null;
};
