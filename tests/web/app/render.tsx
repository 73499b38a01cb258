import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionCheck } from '#machines/apiTypes.ts';
import type { AppApisOverride } from '#src/app/composition.tsx';
import { RouterComposition } from '#src/app/RootLayout.tsx';

/** Nobody signed in: the auth actor's session check answers at once, without a server. */
export const signedOutAuth = {
  checkSession: fromPromise<SessionCheck, void>(async () => ({ authenticated: false })),
};

/**
 * Renders one page at a URL inside a router and the composition root, the way the app's router would
 * mount it, on the given APIs over the real ones (signed out unless `apis.auth` says otherwise).
 */
export function renderRoute(url: string, routePath: string, element: ReactElement, apis: AppApisOverride = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RouterComposition apis={{ ...apis, auth: { ...signedOutAuth, ...apis.auth } }}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
        </Routes>
      </RouterComposition>
    </MemoryRouter>,
  );
}

/** Lets fake time pass and settles the promises and renders it causes. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
