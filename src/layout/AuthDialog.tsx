import { useState } from 'react';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { useAuthActor } from '../app/AuthContext.tsx';
import { type AuthMode, AuthForm, authTitles } from '../pages/auth/AuthForm.tsx';
import { Dialog } from '../ui/Dialog.tsx';

const descriptions: Record<AuthMode, string> = {
  signIn: `Sign in to your ${PRODUCT_NAME} account.`,
  signUp: `Create a free ${PRODUCT_NAME} account. We will e-mail you a link to confirm your address.`,
};

type AuthDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Sign in / sign up in a modal. Closing unmounts the form (its fields reset), returns to sign-in mode
 * and clears the machine's form error.
 */
export default function AuthDialog({ open, onOpenChange }: AuthDialogProps) {
  const auth = useAuthActor();
  const [mode, setMode] = useState<AuthMode>('signIn');

  function change(next: boolean) {
    if (!next) {
      auth.send({ type: 'auth.formReset' });
      setMode('signIn');
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={change} title={authTitles[mode]} description={descriptions[mode]} size="sm">
      <AuthForm mode={mode} onModeChange={setMode} onLeave={() => change(false)} />
    </Dialog>
  );
}
