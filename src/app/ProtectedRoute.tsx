import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsLoading, selectMayOpenProtectedPage, selectSignedOutPath } from '#machines/authSelectors.ts';
import { lazyPart, whenIdle } from '#src/ui/lazyPart.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { useAuthSnapshot } from './AuthContext.tsx';

/** The connection banner and the parts fetched ahead (OfflineReady.tsx): no weight on the first screen. */
const offlineReady = lazyPart(() => import('./OfflineReady.tsx').then((m) => m.OfflineReady));

/** Mounts OfflineReady once its chunk is in, fetched when the browser is idle after the page shows. */
function OfflineReadyWhenIdle() {
  const ready = offlineReady.useReady();
  useEffect(() => whenIdle(() => void offlineReady.prefetch()), []);
  return ready ? <offlineReady.Part /> : null;
}

/**
 * SPEC.md 2: the page when signed in, or while a stored token is checked (the page loads beside the
 * check, issue 15); a spinner while a check without a token runs; when nobody is signed in, where the
 * auth machine says: the sign-in page and back here, or home after signing out (decisions 153, 176).
 */
export function ProtectedRoute() {
  const location = useLocation();
  const loading = useAuthSnapshot(selectIsLoading);
  const mayOpen = useAuthSnapshot(selectMayOpenProtectedPage);
  const here = `${location.pathname}${location.search}`;
  const signedOutPath = useAuthSnapshot((s) => selectSignedOutPath(s, here));
  if (mayOpen)
    return (
      <>
        <OfflineReadyWhenIdle />
        <Outlet />
      </>
    );
  if (loading) return <CenteredSpinner label="Checking your session" />;
  return <Navigate to={signedOutPath} replace />;
}
