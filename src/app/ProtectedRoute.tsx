import { Navigate, Outlet } from 'react-router';
import { selectIsLoading, selectIsSignedIn } from '../../machines/auth.machine.ts';
import { CenteredSpinner } from '../ui/Spinner.tsx';
import { useAuthSnapshot } from './AuthContext.tsx';

/** SPEC.md 2: a spinner while the session check runs, then the page, or / when nobody is signed in. */
export function ProtectedRoute() {
  const loading = useAuthSnapshot(selectIsLoading);
  const signedIn = useAuthSnapshot(selectIsSignedIn);
  if (loading) return <CenteredSpinner label="Checking your session" />;
  if (!signedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}
