import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fromPromise } from 'xstate';
import type { AuthUser, LoginResult, SessionCheck } from '../../../machines/apiTypes.ts';
import { authMachine, type GoogleUrl } from '../../../machines/auth.machine.ts';
import type { StoredValues } from '../../../machines/effects.ts';
import { AppLogicContext } from '../../../src/app/AppLogic.tsx';
import { browserActions } from '../../../src/app/browserEffects.ts';
import { routes } from '../../../src/routes.tsx';

/**
 * For queries that wait on code loaded on first use (route pages, the auth dialog, menus): the first
 * import is transformed cold by vitest, which can take over the default second on a busy machine.
 */
export const LAZY_CHUNK = { timeout: 5000 };

export const premiumUser: AuthUser = { id: '6b1f0a4e-0000-4000-8000-000000000001', email: 'ada@example.com', is_premium: true };

export type FakeAuth = {
  session?: SessionCheck | Promise<SessionCheck>;
  login?: (input: { email: string; password: string; remember: boolean }) => Promise<LoginResult>;
  register?: (input: { email: string; password: string }) => Promise<unknown>;
  logout?: () => Promise<unknown>;
  googleUrl?: GoogleUrl;
};

/** The real auth machine with fake API actors and the real browser effects, navigation recorded: what a user sees, without a server. */
export function fakeAuthMachine(fake: FakeAuth = {}, effects: { navigate?: (to: string) => void } = {}) {
  return authMachine.provide({
    actors: {
      checkSession: fromPromise<SessionCheck, void>(async () => fake.session ?? { authenticated: false }),
      login: fromPromise(async ({ input }) => {
        if (!fake.login) throw new Error('no login fake');
        return fake.login(input);
      }),
      register: fromPromise(async ({ input }) => (fake.register ? fake.register(input) : { success: true })),
      logout: fromPromise<unknown, void>(async () => (fake.logout ? fake.logout() : { success: true })),
      logoutAll: fromPromise<unknown, void>(async () => ({ success: true })),
      generateOAuthState: fromPromise<string, void>(async () => 'state-1234567890'),
      requestGoogleUrl: fromPromise<GoogleUrl, { state: string }>(async () => fake.googleUrl ?? { url: null }),
      readStorage: fromPromise<StoredValues, { keys: readonly string[] }>(async () => ({})),
    },
    actions: {
      ...browserActions,
      navigate: (_: unknown, params: { to: string; replace: boolean }) => effects.navigate?.(params.to),
    },
  });
}

/** Renders the real route table at `path` in memory, with the given auth logic (signed out by default). */
export function renderRoute(path: string, auth = fakeAuthMachine()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppLogicContext.Provider value={{ auth }}>
      <RouterProvider router={router} />
    </AppLogicContext.Provider>,
  );
  return { router, ...view };
}
