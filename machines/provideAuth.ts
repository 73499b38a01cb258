/**
 * The session machine with its children (decision 234), all on one set of API actors and effects: the
 * composition root's, or a test's. A child takes what it uses of them, so none is left unwired.
 */
import { authMachine } from './auth.machine.ts';
import { googleSignInMachine } from './googleSignIn.machine.ts';
import { signInFormMachine } from './signInForm.machine.ts';

type Implementations<M extends { provide: (i: never) => unknown }> = NonNullable<Parameters<M['provide']>[0]>;
type Actors<M extends { provide: (i: never) => unknown }> = NonNullable<Implementations<M>['actors']>;
type Actions<M extends { provide: (i: never) => unknown }> = NonNullable<Implementations<M>['actions']>;

export function provideAuth(implementations: {
  actors: Omit<Actors<typeof authMachine>, 'googleSignIn' | 'signInForm'> &
    Actors<typeof googleSignInMachine> &
    Actors<typeof signInFormMachine>;
  /** The effects (machines/effects.ts) as the app runs them. */
  actions: Actions<typeof authMachine> & Actions<typeof googleSignInMachine> & Actions<typeof signInFormMachine>;
}) {
  const { actors, actions } = implementations;
  const googleSignIn = googleSignInMachine.provide({ actors, actions });
  const signInForm = signInFormMachine.provide({ actors, actions });
  return authMachine.provide({ actors: { ...actors, googleSignIn, signInForm }, actions });
}
