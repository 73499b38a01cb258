import { useSelector } from '@xstate/react';
import type { AuthSnapshot } from '#machines/auth.machine.ts';
import { useAuthRef } from './composition.tsx';

/** Read part of the auth snapshot with one of the machine's select* helpers. */
export function useAuthSnapshot<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthRef(), selector);
}

/** The auth actor (started by the composition root), to `send` events (auth.login, auth.logout, ...). */
export function useAuthActor() {
  return useAuthRef();
}
