import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { type AuthSnapshot, authMachine } from '../../machines/auth.machine.ts';
import { getInspect } from '../dev/inspect.ts';
import { authActors } from './authActors.ts';
import { browserActions, setSessionExpiredHandler } from './browserEffects.ts';

/** The site's one auth actor, wired to the API and the browser. Tests pass their own `logic`. */
export const appAuthMachine = authMachine.provide({ actors: authActors, actions: browserActions });

// `inspect` is undefined unless the dev server runs with ?inspect (see src/dev/inspect.ts).
export const AuthActorContext = createActorContext(appAuthMachine, { inspect: getInspect() });

/** Read part of the auth snapshot with one of the machine's select* helpers. */
export function useAuthSnapshot<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return AuthActorContext.useSelector(selector);
}

/** The auth actor, to `send` events (auth.login, auth.logout, ...). */
export function useAuthActor() {
  return AuthActorContext.useActorRef();
}

/** Lets other machines' `sessionExpired` action (a 401) end the session through the auth actor. */
function SessionExpiryBridge() {
  const actor = useAuthActor();
  useEffect(() => {
    setSessionExpiredHandler(() => actor.send({ type: 'auth.sessionExpired' }));
    return () => setSessionExpiredHandler(null);
  }, [actor]);
  return null;
}

type AuthProviderProps = { children: ReactNode; logic?: typeof appAuthMachine };

export function AuthProvider({ children, logic }: AuthProviderProps) {
  return (
    <AuthActorContext.Provider logic={logic}>
      <SessionExpiryBridge />
      {children}
    </AuthActorContext.Provider>
  );
}
