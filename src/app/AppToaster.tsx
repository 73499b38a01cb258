import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { AuthSnapshot } from '#machines/auth.machine.ts';
import { markDraftsAcrossSessionEnd } from '#src/features/prompt/draft.ts';
import { useAuthRef } from './composition.tsx';
import { useResolvedTheme } from './ThemeContext.tsx';
import type ToasterView from './Toaster.tsx';
import { dismissAllToasts, isToasterWanted, onToasterWanted } from './toast.ts';

type ToasterProps = ComponentProps<typeof ToasterView>;

// Offline, a toaster whose code does not arrive shows no toasts rather than the root error page
// (issue 28.1); OfflineReady.tsx fetches it ahead, so only a page loaded already offline meets this.
const Toaster = lazy<ComponentType<ToasterProps>>(() => import('./Toaster.tsx').catch(() => ({ default: () => null })));

const isSigningOut = (s: AuthSnapshot) =>
  s.matches({ signedIn: 'signingOut' }) || s.matches({ signedIn: 'signingOutEverywhere' });

/**
 * Signing out closes the toasts of the signed-in person ("Signed in successfully", a summary deleted):
 * they are about an account no longer on screen (issue 28.5). Closed as the sign-out starts, so a toast
 * the signed-out page raises afterwards stays. A session that ends instead (signed in, then signed out
 * without a sign-out) marks the prompt's unsaved draft to come back after the next sign-in (issue 28.7).
 * Here because this is the one part of every page that follows the auth actor from start to end.
 */
function useFollowsSignOut(): void {
  const auth = useAuthRef();
  useEffect(() => {
    let before = auth.getSnapshot();
    const subscription = auth.subscribe((snapshot) => {
      if (isSigningOut(snapshot) && !isSigningOut(before)) void dismissAllToasts();
      const ended = before.matches('signedIn') && snapshot.matches('signedOut') && !isSigningOut(before);
      if (ended) markDraftsAcrossSessionEnd();
      before = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [auth]);
}

/** Mounts sonner's container once the first toast is requested (see toast.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  const theme = useResolvedTheme();
  useFollowsSignOut();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
