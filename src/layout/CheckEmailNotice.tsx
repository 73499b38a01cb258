import { X } from 'lucide-react';
import { messages } from '#domain/messages.ts';
import { selectCheckEmailAddress } from '#machines/signInForm.machine.ts';
import { useSignInForm, useSignInFormSnapshot } from '#src/app/AuthContext.tsx';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import * as css from './layout.css.ts';

/**
 * After sign-up, the page keeps saying where the confirmation link went (issue 18.15): the spec's
 * 4-second toast alone was gone before most people read it. It stays until the person signs in,
 * starts again, or dismisses it. /login leaves it out (SitePages): its form's "check your e-mail"
 * step says it, with Resend (decision 292).
 */
export function CheckEmailNotice() {
  const email = useSignInFormSnapshot(selectCheckEmailAddress, null);
  const form = useSignInForm();
  if (email === null) return null;
  return (
    <div className={css.notice}>
      <div className={css.noticeBody}>
        <Alert tone="info" title={messages.auth.checkEmailTitle}>
          {messages.auth.checkEmailText(email)}
        </Alert>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={messages.auth.checkEmailDismiss}
        onClick={() => form?.send({ type: 'auth.registeredNoticeDismissed' })}
      >
        <X size={16} aria-hidden="true" />
      </Button>
    </div>
  );
}
