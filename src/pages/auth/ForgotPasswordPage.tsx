import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
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

/** 'Forgot password?' leads here (DECISIONS.md); the answer is the same whether or not the address exists. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [snapshot, send] = useAccountRequest();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'request.submitted', form: { kind: 'forgotPassword', email } });
  }

  if (selectSucceeded(snapshot)) {
    return (
      <AuthCard title={messages.account.forgotTitle}>
        <Alert tone="success">{messages.account.forgotSent}</Alert>
        <div className={css.actions}>
          <Link to="/" className={button({ variant: 'secondary' })}>
            {messages.site.backHome}
          </Link>
        </div>
      </AuthCard>
    );
  }
  const error = problemText(selectError(snapshot));
  return (
    <AuthCard title={messages.account.forgotTitle} lead={messages.account.forgotText}>
      <form className={form} onSubmit={submit} noValidate>
        <TextField
          label={messages.account.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button type="submit" size="lg" fullWidth busy={selectIsBusy(snapshot)} disabled={selectIsBusy(snapshot)}>
          {messages.account.forgotSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
