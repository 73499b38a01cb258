import { useState } from 'react';
import { PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { selectRegisteredEmail } from '#machines/signInForm.machine.ts';
import { useAuthActor, useSignInFormSnapshot } from '#src/app/AuthContext.tsx';
import { type AuthMode, AuthForm, authTitles } from '#src/features/auth/AuthForm.tsx';
// Itself loaded on the first Sign In: the modal comes in the same chunk, not one round later.
import ModalDialog from '#src/ui/ModalDialog.tsx';

const descriptions: Record<AuthMode, string> = {
  signIn: `Sign in to your ${PRODUCT_NAME} account.`,
  signUp: `Create a free ${PRODUCT_NAME} account. We will e-mail you a link to confirm your address.`,
};

type AuthDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Sign in / sign up in a modal. Closing unmounts the form (its fields reset) and returns to sign-in
 * mode; the machine, told the dialog closed, clears its form error.
 */
export default function AuthDialog({ open, onOpenChange }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const auth = useAuthActor();
  // After sign-up the dialog stays, saying where the link went (decision 287).
  const registered = useSignInFormSnapshot(selectRegisteredEmail, null) !== null;

  function change(next: boolean) {
    if (!next) setMode('signIn');
    onOpenChange(next);
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={change}
      title={registered ? messages.auth.checkEmailTitle : authTitles[mode]}
      {...(registered ? {} : { description: descriptions[mode] })}
      size="sm"
    >
      <AuthForm auth={auth} mode={mode} onModeChange={setMode} onLeave={() => change(false)} />
    </ModalDialog>
  );
}
