import { lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '../../domain/messages.ts';
import { selectIsLoading, selectIsRegistered, selectIsSignedIn, selectUser } from '../../machines/auth.machine.ts';
import { useAuthSnapshot } from '../app/AuthContext.tsx';
import { Button } from '../ui/Button.tsx';
import * as css from './layout.css.ts';
import { UserMenu } from './UserMenu.tsx';

// The dialog (form, checkbox, dialog primitives) loads when someone first asks to sign in.
const AuthDialog = lazy(() => import('./AuthDialog.tsx'));

/**
 * Closes the dialog when the machine reports success (signed in, or sign-up accepted). Opening is
 * view state; success is the machine's word.
 */
export function useAuthDialog() {
  const signedIn = useAuthSnapshot(selectIsSignedIn);
  const registered = useAuthSnapshot(selectIsRegistered);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (signedIn || registered) setOpen(false);
  }, [signedIn, registered]);
  return { open, setOpen };
}

/** The right-hand side of the nav: a placeholder while the session check runs, then Sign In or the user menu. */
export function AuthArea({ onSignIn }: { onSignIn: () => void }) {
  const loading = useAuthSnapshot(selectIsLoading);
  const user = useAuthSnapshot(selectUser);
  if (loading) return <span className={css.placeholder} aria-hidden="true" />;
  if (user) return <UserMenu user={user} />;
  return (
    <Button variant="secondary" onClick={onSignIn}>
      {messages.site.signIn}
    </Button>
  );
}

export function LazyAuthDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
