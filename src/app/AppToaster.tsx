import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { AuthSnapshot } from '#machines/auth.machine.ts';
import { useAuthRef } from './composition.tsx';
import { useResolvedTheme } from './ThemeContext.tsx';
import { dismissAllToasts, isToasterWanted, onToasterWanted } from './toast.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

const isSigningOut = (s: AuthSnapshot) =>
  s.matches({ signedIn: 'signingOut' }) || s.matches({ signedIn: 'signingOutEverywhere' });

/**
 * Signing out closes the toasts of the signed-in person ("Signed in successfully", a summary deleted):
 * they are about an account no longer on screen (issue 28.5). Closed as the sign-out starts, so a toast
 * the signed-out page raises afterwards stays.
 */
function useClearedOnSignOut(): void {
  const auth = useAuthRef();
  useEffect(() => {
    let wasSigningOut = isSigningOut(auth.getSnapshot());
    const subscription = auth.subscribe((snapshot) => {
      const signingOut = isSigningOut(snapshot);
      if (signingOut && !wasSigningOut) void dismissAllToasts();
      wasSigningOut = signingOut;
    });
    return () => subscription.unsubscribe();
  }, [auth]);
}

/** Mounts sonner's container once the first toast is requested (see toast.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  const theme = useResolvedTheme();
  useClearedOnSignOut();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
