import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fromPromise } from 'xstate';
import type { AuthUser, LoginResult, SessionCheck } from '#machines/apiTypes.ts';
import type { GoogleUrl } from '#machines/googleSignIn.machine.ts';
import type { StoredValues } from '#machines/effects.ts';
import { AppApisContext, type AppApisOverride } from '#src/app/composition.tsx';
import { routes } from '#src/routes.tsx';

/**
 * For queries that wait on code loaded on first use (route pages, the auth dialog, menus): the first
 * import is transformed cold by vitest, which can take over the default second on a busy machine.
 */
export const LAZY_CHUNK = { timeout: 5000 };

export const premiumUser: AuthUser = {
  id: '6b1f0a4e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  is_premium: true,
};

export type FakeAuth = {
  session?: SessionCheck | Promise<SessionCheck>;
  login?: (input: { email: string; password: string; remember: boolean }) => Promise<LoginResult>;
  register?: (input: { email: string; password: string }) => Promise<unknown>;
  logout?: () => Promise<unknown>;
  googleUrl?: GoogleUrl;
};

/**
 * Fake auth APIs over the real machine and the real browser effects: what a user sees, without a
 * server. With `effects.navigate`, navigation is recorded instead of run.
 */
export function fakeAuth(fake: FakeAuth = {}, effects: { navigate?: (to: string) => void } = {}): AppApisOverride {
  const { navigate } = effects;
  return {
    auth: {
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
    ...(navigate ? { effects: { navigate: (_: unknown, params: { to: string }) => navigate(params.to) } } : {}),
  };
}

/** Renders the real route table at `path` in memory, on the given APIs (signed out by default). */
export function renderRoute(path: string, apis = fakeAuth()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppApisContext.Provider value={apis}>
      <RouterProvider router={router} />
    </AppApisContext.Provider>,
  );
  return { router, ...view };
}
