import { fromCallback, fromPromise } from 'xstate';
import type { ConnectivityEvent } from '#machines/connectivity.machine.ts';
import { api, reachability } from '#src/api/client.ts';

/** The browser's online / offline events and what the API client saw of each call (issue 28.1). */
const watchConnection = fromCallback<ConnectivityEvent>(({ sendBack }) => {
  const senders = {
    offline: () => sendBack({ type: 'connectivity.browserOffline' }),
    online: () => sendBack({ type: 'connectivity.browserOnline' }),
    unreachable: () => sendBack({ type: 'connectivity.unreachable' }),
    reached: () => sendBack({ type: 'connectivity.reached' }),
  };
  if (!navigator.onLine) senders.offline();
  window.addEventListener('offline', senders.offline);
  window.addEventListener('online', senders.online);
  reachability.addEventListener('unreachable', senders.unreachable);
  reachability.addEventListener('reached', senders.reached);
  return () => {
    window.removeEventListener('offline', senders.offline);
    window.removeEventListener('online', senders.online);
    reachability.removeEventListener('unreachable', senders.unreachable);
    reachability.removeEventListener('reached', senders.reached);
  };
});

/** GET /api/health: any answer means the server is there again (a failed fetch rejects). */
const probeServer = fromPromise<void>(async ({ signal }) => {
  await api.GET('/api/health', { signal });
});

export const connectionActors = { watchConnection, probeServer };
