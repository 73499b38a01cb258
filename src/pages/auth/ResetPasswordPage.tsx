import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '#domain/messages.ts';
import { selectError, selectIsBusy, selectSucceeded } from '#machines/accountRequest.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import { TextField } from '#src/ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { form } from '#src/features/auth/authForm.css.ts';
import * as css from './auth.css.ts';
import { useAccountRequest } from './useAccountRequest.ts';

/** The link in the reset e-mail lands here: /reset-password?token=... */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [snapshot, send] = useAccountRequest();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'request.submitted', form: { kind: 'resetPassword', token, password, confirm } });
  }

  if (selectSucceeded(snapshot)) {
    return (
      <AuthCard title={messages.account.resetTitle}>
        <Alert tone="success">{messages.account.resetDone}</Alert>
        <div className={css.actions}>
          <Link to="/login" className={button({ variant: 'primary' })}>
            {messages.account.goToSignIn}
          </Link>
        </div>
      </AuthCard>
    );
  }
  const error = problemText(selectError(snapshot));
  const busy = selectIsBusy(snapshot);
  return (
    <AuthCard title={messages.account.resetTitle}>
      <form className={form} onSubmit={submit} noValidate>
        <TextField
          label={messages.account.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={messages.account.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button type="submit" size="lg" fullWidth busy={busy} disabled={busy}>
          {messages.account.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
