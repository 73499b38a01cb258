import { lazy, Suspense, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { selectIsLoading, selectUser } from '#machines/authSelectors.ts';
import { selectIsDialogOpen } from '#machines/signInForm.machine.ts';
import { useAuthSnapshot, useSignInForm, useSignInFormSnapshot } from '#src/app/AuthContext.tsx';
import { Button } from '#src/ui/Button.tsx';
import * as css from './layout.css.ts';
import { UserMenu } from './UserMenu.tsx';

// The dialog (form, checkbox, dialog primitives) loads when someone first asks to sign in.
const AuthDialog = lazy(() => import('./AuthDialog.tsx'));

/**
 * The sign-in dialog's open state is the sign-in form machine's (it closes on success, and is gone with
 * the form once someone is signed in); the view sends.
 */
export function useAuthDialog() {
  const form = useSignInForm();
  const open = useSignInFormSnapshot(selectIsDialogOpen, false);
  const setOpen = (next: boolean) => form?.send({ type: next ? 'auth.dialogOpened' : 'auth.dialogClosed' });
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
