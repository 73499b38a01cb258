import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../domain/messages.ts';
import { selectError, selectSucceeded } from '../../../machines/accountRequest.machine.ts';
import { Alert } from '../../ui/Alert.tsx';
import { button } from '../../ui/button.css.ts';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import * as css from './auth.css.ts';
import { useAccountRequest } from './useAccountRequest.ts';

/** The link in the verification e-mail lands here: /verify-email?token=... */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [snapshot, send] = useAccountRequest();

  useEffect(() => {
    send({ type: 'request.submitted', form: { kind: 'verifyEmail', token } });
  }, [send, token]);

  const error = selectError(snapshot);
  const done = selectSucceeded(snapshot);
  return (
    <AuthCard title={messages.account.verifyTitle}>
      {done ? (
        <Alert tone="success">{messages.account.verified}</Alert>
      ) : error ? (
        <Alert tone="danger">{error}</Alert>
      ) : (
        <CenteredSpinner label={messages.account.verifying} />
      )}
      {done || error ? (
        <div className={css.actions}>
          <Link to="/login" className={button({ variant: 'primary' })}>
            {messages.account.goToSignIn}
          </Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
